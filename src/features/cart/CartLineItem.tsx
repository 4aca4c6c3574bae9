/**
 * One line of the cart, in the drawer (compact) or on the /cart page (with
 * the QUANTITY and TOTAL columns): picture, title linking to the product,
 * size, unit price, stepper and remove.
 */
import Picture from '#src/components/images/Picture.tsx';
import { Price } from '#src/components/product/Price.tsx';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { CartTextMessages } from './messages.ts';
import QuantityStepper from './QuantityStepper.tsx';
import type { CartLine } from './cart.client.ts';
import { removeLine, setLineQuantity } from './cart.store.ts';
import { lineTotal } from './summary.ts';
import styles from './CartLineItem.module.css';

interface Props {
  line: CartLine;
  layout: 'drawer' | 'page';
  t: CartTextMessages;
  locale: Locale;
  /** The page's language's home ('/' or '/ar'): the product link stays in it. */
}

export default function CartLineItem({ line, layout, t, locale }: Props) {
  const title = { title: line.title };
  // Null stock: a catalogue change took this size out of the range.
  const withdrawn = line.quantityAvailable === null;
  const url = localizedPath(locale, line.url);
  return (
    <li className={`${styles.line} ${styles[layout]}`} data-testid="cart-line">
      <a className={styles.picture} href={url} tabIndex={-1} aria-hidden="true">
        <Picture image={line.image} alt="" sizes="96px" widths={[320]} />
      </a>
      <div className={styles.product}>
        <a className={styles.title} href={url}>
          {line.title}
        </a>
        <span className={styles.size}>{fill(t.size, { size: line.size })}</span>
        <Price
          price={line.productPrice}
          compareAtPrice={line.compareAtPrice ?? null}
          className={styles.price}
          locale={locale}
          t={t}
        />
        {withdrawn && (
          <span className={styles.withdrawn} data-testid="line-withdrawn">
            {t.noLongerSold}
          </span>
        )}
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          quantity={line.quantity}
          max={line.quantityAvailable}
          onChange={(quantity) => void setLineQuantity(line.lineId, quantity)}
          label={fill(t.stepper.quantityOf, title)}
          decreaseLabel={fill(t.stepper.decrease, title)}
          increaseLabel={fill(t.stepper.increase, title)}
          hints={t.stepper}
          disabled={withdrawn}
        />
        <button
          type="button"
          className={styles.remove}
          onClick={() => void removeLine(line.lineId)}
          aria-label={fill(t.removeLine, title)}
        >
          {t.remove}
        </button>
      </div>
      <span className={styles.total} data-testid="line-total">
        {lineTotal(line, locale)}
      </span>
    </li>
  );
}
