/**
 * The /cart page's content: lines under PRODUCT / QUANTITY / TOTAL, the promo
 * code, the summary, 'check out' and 'continue shopping'. Sent as the empty cart of a browser that holds
 * none; in a browser that holds one it renders nothing until that cart is loaded (cart-held.server.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { useAnnounceHydrated } from '#src/components/hydration/useAnnounceHydrated.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import CartLineItem from './CartLineItem.tsx';
import CartMessage from './CartMessage.tsx';
import CartSummary from './CartSummary.tsx';
import DeliveryEstimate from '#src/features/delivery/DeliveryEstimate.tsx';
import PromoCodeForm from './PromoCodeForm.tsx';
import { $cart, checkout, ensureCart, type Cart } from './cart.store.ts';
import { readCartId } from './cart-cookie.client.ts';
import { continueShopping } from './continue-shopping.client.ts';
import type { CartMessages } from './messages.ts';
import layout from '#src/styles/layout.module.css';
import styles from './CartPage.module.css';

interface Props {
  t: CartMessages;
  locale: Locale;
  /** The delivery line's copy, shown under the summary while the cart holds something. */
  deliveryT: ComponentProps<typeof DeliveryEstimate>['t'];
}

/**
 * The cart of a browser that has none: empty, shown without asking the API (docs/product.md §4 "Cart
 * identity"), so neither the call nor the checker of its answer loads with the page (decision 022). The
 * first promo code makes the real one.
 */
const NO_CART: Cart = {
  id: '',
  checkoutUrl: null,
  lines: [],
  checkoutChargeAmount: '0.00',
  subtotalAmount: '0.00',
  discountCodes: [],
};

const noSubscription = () => () => undefined;

export default function CartPage({ t, locale, deliveryT }: Props) {
  const held = useStore($cart, { ssr: 'initial' });
  const [unreachable, setUnreachable] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useAnnounceHydrated(root);
  // The pre-rendered page knows no cookie: it is sent as the cart of a browser without one, hidden by CSS
  // where the browser holds one, and stays so until the first render after hydration reads the cookie. A cart
  // made on this page is then in $cart.
  const browserCart = useSyncExternalStore(
    noSubscription,
    () => (readCartId() === null ? 'none' : 'held'),
    () => 'sent',
  );
  useEffect(() => {
    if (readCartId()) ensureCart().catch(() => setUnreachable(true));
  }, []);
  const cart = held ?? (browserCart === 'held' ? null : NO_CART);
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
    <div
      ref={root}
      className={`${layout.mainAndSide} ${styles.page} ${browserCart === 'sent' ? styles.sent : ''}`}
      data-testid="cart-page"
    >
      <section className={styles.lines} aria-label={t.pageTitle}>
        <CartMessage t={t.notices} />
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
                <CartLineItem key={line.lineId} line={line} layout="page" t={t} locale={locale} />
              ))}
            </ul>
          </>
        )}
      </section>
      <aside className={styles.side}>
        <PromoCodeForm t={t} />
        <CartSummary cart={cart} t={t} locale={locale} />
        {!empty && <DeliveryEstimate t={deliveryT} locale={locale} />}
        <button
          type="button"
          className={`button ${styles.checkout}`}
          disabled={empty}
          onClick={() => void checkout(locale)}
        >
          {t.checkout}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => continueShopping(localizedPath(locale, '/'))}
        >
          {t.continueShopping}
        </button>
      </aside>
    </div>
  );
}
