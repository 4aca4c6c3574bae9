/** The totals under the cart (docs/product.md §9 "Cart summary"), in the page's language. */
import { vat } from '#src/config/money.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import type { CartTextMessages } from './messages.ts';
import type { Cart } from './cart.client.ts';
import { cartSummary } from './summary.ts';
import styles from './CartSummary.module.css';

export default function CartSummary({ cart, t, locale }: { cart: Cart; t: CartTextMessages; locale: Locale }) {
  const { total, saving } = cartSummary(cart, locale);
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
                    {fill(t.codeApplied, { code })}
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
      <p className={styles.note}>{fill(t.vatNote, { percent: vat.percent })}</p>
    </div>
  );
}
