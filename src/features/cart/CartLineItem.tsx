/**
 * One line of the cart, in the drawer (compact) or on the /cart page (with
 * the QUANTITY and TOTAL columns): picture, title linking to the product,
 * size, unit price, stepper and remove.
 */
import Picture from '#src/components/images/Picture.tsx';
import { Price } from '#src/components/product/Price.tsx';
import { messages } from '#src/i18n/messages.en.ts';
import QuantityStepper from './QuantityStepper.tsx';
import type { CartLine } from './cart.client.ts';
import { removeLine, setLineQuantity } from './cart.store.ts';
import { lineTotal } from './summary.ts';
import styles from './CartLineItem.module.css';

interface Props {
  line: CartLine;
  layout: 'drawer' | 'page';
}

export default function CartLineItem({ line, layout }: Props) {
  const t = messages.cart;
  return (
    <li className={`${styles.line} ${styles[layout]}`} data-testid="cart-line">
      <a className={styles.picture} href={line.url} tabIndex={-1} aria-hidden="true">
        <Picture image={line.image} alt="" sizes="96px" widths={[320]} />
      </a>
      <div className={styles.product}>
        <a className={styles.title} href={line.url}>
          {line.title}
        </a>
        <span className={styles.size}>{t.size(line.size)}</span>
        <Price price={line.productPrice} compareAtPrice={line.compareAtPrice ?? null} className={styles.price} />
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          quantity={line.quantity}
          max={line.quantityAvailable}
          onChange={(quantity) => void setLineQuantity(line.lineId, quantity)}
          label={t.quantityOf(line.title)}
          decreaseLabel={t.decrease(line.title)}
          increaseLabel={t.increase(line.title)}
        />
        <button
          type="button"
          className={styles.remove}
          onClick={() => void removeLine(line.lineId)}
          aria-label={t.removeLine(line.title)}
        >
          {t.remove}
        </button>
      </div>
      <span className={styles.total} data-testid="line-total">
        {lineTotal(line)}
      </span>
    </li>
  );
}
