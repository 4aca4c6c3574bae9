/**
 * The cart drawer (docs/product.md §2 "Shell"): 'shopping cart', 'view cart', the lines
 * with steppers and remove, the empty state. A modal <dialog>: the page behind
 * is inert, Escape closes it and focus returns to the cart button. Mounted
 * in its own root when first opened (see mount-cart-drawer.tsx), with its copy
 * in the page's language; it slides in from the inline end (the left in Arabic).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useFocusTrap } from '#src/components/dialog/useFocusTrap.ts';
import type { Locale } from '#src/i18n/locales.ts';
import LoadingOverlay from '../loading/LoadingOverlay.tsx';
import CartLineItem from './CartLineItem.tsx';
import CartMessage from './CartMessage.tsx';
import CartSummary from './CartSummary.tsx';
import { $cart, $cartOpen, checkout, toggleCart } from './cart.store.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { CartTextMessages } from './messages.ts';
import styles from './CartDrawer.module.css';
import { CloseButton } from '#src/components/dialog/CloseButton.tsx';

interface Props {
  t: CartTextMessages;
  locale: Locale;
  /** The page's language's home ('/' or '/ar'). */
}

export default function CartDrawer({ t, locale }: Props) {
  const open = useStore($cartOpen);
  const cart = useStore($cart);
  const dialog = useRef<HTMLDialogElement>(null);
  useFocusTrap(dialog);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop; Escape is the keyboard's way out (native <dialog>)
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby="cart-drawer-title"
      onClose={() => toggleCart(false)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) toggleCart(false);
      }}
      data-testid="cart-drawer"
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id="cart-drawer-title" className={styles.title}>
            {t.drawerTitle}
          </h2>
          <a className={styles.viewCart} href={localizedPath(locale, '/cart')}>
            {t.viewCart}
          </a>
          <CloseButton className={styles.close} onClick={() => toggleCart(false)} label={t.closeCart} size="large" />
        </header>
        <div className={styles.body}>
          <CartMessage t={t.notices} />
          {cart && cart.lines.length > 0 ? (
            <ul className={styles.list}>
              {cart.lines.map((line) => (
                <CartLineItem key={line.lineId} line={line} layout="drawer" t={t} locale={locale} />
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p>{t.empty}</p>
              <button type="button" className="button button--ghost" onClick={() => toggleCart(false)}>
                {t.continueShopping}
              </button>
            </div>
          )}
        </div>
        {cart && cart.lines.length > 0 && (
          <footer className={styles.footer}>
            <CartSummary cart={cart} t={t} locale={locale} />
            <button type="button" className="button" onClick={() => void checkout(locale)}>
              {t.checkout}
            </button>
          </footer>
        )}
      </div>
      <LoadingOverlay />
    </dialog>
  );
}
