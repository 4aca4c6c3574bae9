/**
 * A price as every screen shows it: when the compare-at price is higher, the
 * sale price in red and the original struck through in the placeholder colour
 * (docs/product.md §9). Prices arrive as decimal strings and are compared in fils.
 */
import { decimalToFils, formatAed } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PriceText } from './messages.ts';
import styles from './Price.module.css';

interface Props {
  price: string;
  compareAtPrice?: string | null;
  className?: string;
  /** The page's language: the amounts' format and the labels read before them. */
  locale: Locale;
  t: PriceText;
}

export function Price({ price, compareAtPrice = null, className, locale, t }: Props) {
  const now = decimalToFils(price);
  const was = compareAtPrice === null ? null : decimalToFils(compareAtPrice);
  const classes = [styles.price, className].filter(Boolean).join(' ');
  if (was === null || was <= now) {
    return (
      <span className={classes}>
        <span>{formatAed(now, locale)}</span>
      </span>
    );
  }
  return (
    <span className={classes}>
      <span className="visually-hidden">{t.salePrice} </span>
      <span className={styles.sale}>{formatAed(now, locale)}</span>{' '}
      <span className="visually-hidden">{t.originalPrice} </span>
      <s className={styles.was}>{formatAed(was, locale)}</s>
    </span>
  );
}
