/**
 * One size as a radio button drawn as a tile, for the product page and the wishlist: '{size} EU', struck
 * through and disabled when sold out, with an optional line under it (the wishlist shows each size's stock).
 */
import styles from './SizeChoice.module.css';

interface Props {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  soldOut: boolean;
  /** Said by screen readers after a sold-out size when no note shows it, its separator included (', sold out'). */
  soldOutText: string;
  note?: string | undefined;
  onChoose(): void;
}

export default function SizeChoice({ name, value, label, checked, soldOut, soldOutText, note, onChoose }: Props) {
  return (
    <label className={styles.size} data-sold-out={soldOut || undefined}>
      <input type="radio" name={name} value={value} checked={checked} disabled={soldOut} onChange={onChoose} />
      <span>{label}</span>
      {note ? (
        <small className={styles.note}>{note}</small>
      ) : (
        soldOut && <span className="visually-hidden">{soldOutText}</span>
      )}
    </label>
  );
}
