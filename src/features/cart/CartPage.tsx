/**
 * The /cart page's content: lines under PRODUCT / QUANTITY / TOTAL, the promo
 * code, the summary, 'check out' and 'continue shopping'. Renders nothing
 * until the cart has an id (docs/product.md §2 "Shell").
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { messages } from '#src/i18n/messages.en.ts';
import CartLineItem from './CartLineItem.tsx';
import CartMessage from './CartMessage.tsx';
import CartSummary from './CartSummary.tsx';
import PromoCodeForm from './PromoCodeForm.tsx';
import { $cart, checkout, ensureCart } from './cart.store.ts';
import { continueShopping } from './continue-shopping.client.ts';
import layout from '#src/styles/layout.module.css';
import styles from './CartPage.module.css';

export default function CartPage() {
  const t = messages.cart;
  const cart = useStore($cart, { ssr: 'initial' });
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    ensureCart().catch(() => setUnreachable(true));
  }, []);
  if (!cart) {
    return unreachable ? (
      <p className={styles.empty} role="alert">
        {t.unreachable}{' '}
        <button type="button" className={`text-link ${styles.retry}`} onClick={() => location.reload()}>
          {t.tryAgain}
        </button>
      </p>
    ) : null;
  }
  const empty = cart.lines.length === 0;
  return (
    <div className={`${layout.mainAndSide} ${styles.page}`} data-testid="cart-page">
      <section className={styles.lines} aria-label={t.pageTitle}>
        <CartMessage />
        {empty ? (
          <p className={styles.empty}>{t.empty}</p>
        ) : (
          <>
            <div className={styles.head} aria-hidden="true">
              <span>{t.product}</span>
              <span>{t.quantity}</span>
              <span>{t.total}</span>
            </div>
            <ul className={styles.list}>
              {cart.lines.map((line) => (
                <CartLineItem key={line.lineId} line={line} layout="page" />
              ))}
            </ul>
          </>
        )}
      </section>
      <aside className={styles.side}>
        <PromoCodeForm />
        <CartSummary cart={cart} />
        <button type="button" className={`button ${styles.checkout}`} disabled={empty} onClick={() => void checkout()}>
          {t.checkout}
        </button>
        <button type="button" className="button button--ghost" onClick={continueShopping}>
          {t.continueShopping}
        </button>
      </aside>
    </div>
  );
}
