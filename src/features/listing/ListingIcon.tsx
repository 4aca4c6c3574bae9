/**
 * The line icons of the listing's React islands, drawn inline like the shell's
 * Icon.astro (no icon font, no extra request). Decorative: the button around an
 * icon carries the accessible name. Each keeps its own stroke weight, tuned to
 * the size it is drawn at.
 */
const SHAPES = {
  filters: (
    <>
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="7" r="2.2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="10" cy="17" r="2.2" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  back: (
    <path
      d="M15 5l-7 7 7 7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  remove: <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />,
};

interface Props {
  name: keyof typeof SHAPES;
  size: number;
}

export function ListingIcon({ name, size }: Props) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {SHAPES[name]}
    </svg>
  );
}
