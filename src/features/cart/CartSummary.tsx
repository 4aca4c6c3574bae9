/** The totals under the cart (docs/product.md §9 "Cart summary"). */
import { messages } from '#src/i18n/messages.en.ts';
import type { Cart } from './cart.client.ts';
import { cartSummary } from './summary.ts';
import styles from './CartSummary.module.css';

export default function CartSummary({ cart }: { cart: Cart }) {
  const t = messages.cart;
  const { total, saving } = cartSummary(cart);
  return (
    <div className={styles.summary} data-testid="cart-summary">
      <dl className={styles.rows}>
        {saving && (
          <>
            <div className={styles.row}>
              <dt>{t.originalPrice}</dt>
              <dd>{saving.original}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                {t.saving}
                {saving.codes.map((code) => (
                  <span key={code} className={styles.code}>
                    {t.codeApplied(code)}
                  </span>
                ))}
              </dt>
              <dd className={styles.saving}>-{saving.saving}</dd>
            </div>
          </>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t.totalLabel}</dt>
          <dd data-testid="cart-total">{total}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t.taxesNote}</p>
    </div>
  );
}
