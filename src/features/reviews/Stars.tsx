/** Five stars, the first `stars` of them filled (rounded to the nearest whole), read out as `label`. */
import styles from './Stars.module.css';

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z';

export function StarIcon({ on, size = 16 }: { on: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" className={on ? styles.on : styles.off}>
      <path d={STAR} fill="currentColor" />
    </svg>
  );
}

export default function Stars({ stars, label }: { stars: number; label: string }) {
  const whole = Math.round(stars);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} on={n <= whole} />
      ))}
    </span>
  );
}
