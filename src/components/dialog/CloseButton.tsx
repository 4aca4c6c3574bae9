/**
 * The × that closes a drawer, banner or message. Its box (size, colour, hover) is the caller's class; the
 * cross is drawn in the text colour.
 */
import closeStyles from './CloseButton.module.css';

interface Props {
  label: string;
  onClick: () => void;
  className?: string | undefined;
  /** 'large' for a drawer's header, 'small' inside a line of text. */
  size?: 'small' | 'large';
}

const CROSS = { small: { px: 14, stroke: 1.8 }, large: { px: 18, stroke: 1.6 } } as const;

export function CloseButton({ label, onClick, className, size = 'small' }: Props) {
  const { px, stroke } = CROSS[size];
  return (
    <button
      type="button"
      className={[closeStyles.close, className].filter(Boolean).join(' ')}
      onClick={onClick}
      aria-label={label}
    >
      <svg viewBox="0 0 16 16" width={px} height={px} aria-hidden="true">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth={stroke} strokeLinecap="round" />
      </svg>
    </button>
  );
}
