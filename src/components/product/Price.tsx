/**
 * A price as every screen shows it: when the compare-at price is higher, the
 * sale price in red and the original struck through in the placeholder colour
 * (docs/product.md §9). Prices arrive as decimal strings and are compared in fils.
 */
import { decimalToFils, formatAed } from '#src/i18n/format.ts';
import { cardMessages } from '#src/i18n/messages.en.ts';
import styles from './Price.module.css';

interface Props {
  price: string;
  compareAtPrice?: string | null;
  className?: string;
}

export function Price({ price, compareAtPrice = null, className }: Props) {
  const now = decimalToFils(price);
  const was = compareAtPrice === null ? null : decimalToFils(compareAtPrice);
  const classes = [styles.price, className].filter(Boolean).join(' ');
  if (was === null || was <= now) {
    return (
      <span className={classes}>
        <span>{formatAed(now)}</span>
      </span>
    );
  }
  return (
    <span className={classes}>
      <span className="visually-hidden">{cardMessages.salePrice} </span>
      <span className={styles.sale}>{formatAed(now)}</span>{' '}
      <span className="visually-hidden">{cardMessages.originalPrice} </span>
      <s className={styles.was}>{formatAed(was)}</s>
    </span>
  );
}
