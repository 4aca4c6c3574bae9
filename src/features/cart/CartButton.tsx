/**
 * The header's cart icon with the line-count badge. A plain link to /cart
 * until hydrated and on mobile; on tablet and desktop it toggles the drawer,
 * except on /cart itself (SPEC "Shell"). The drawer mounts only when it first
 * opens, by this button or by an add to cart. Its code ships with the button
 * (about 2.5 KB compressed) rather than as a lazy chunk: Astro drops the
 * client build's CSS files that pages also use, so a lazily imported drawer
 * fails to preload its styles.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { messages } from '../../i18n/messages.en.ts';
import { currentView } from '../viewport/viewport.ts';
import CartDrawer from './CartDrawer.tsx';
import { $cart, $cartOpen, ensureCart, toggleCart } from './cart.store.ts';
import styles from './CartButton.module.css';

export const CART_PATH = '/cart';

/** `children`: the header's bag icon, drawn by the shell. */
export default function CartButton({ children }: { children: ReactNode }) {
  const cart = useStore($cart, { ssr: 'initial' });
  const count = cart?.lines.length ?? 0;
  const open = useStore($cartOpen, { ssr: 'initial' });
  const [drawerWanted, setDrawerWanted] = useState(false);

  useEffect(() => {
    ensureCart().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (open) setDrawerWanted(true);
  }, [open]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (currentView() === 'mobile' || location.pathname === CART_PATH) return;
    event.preventDefault();
    toggleCart();
  };

  return (
    <>
      <a className="icon-button header-icon" href={CART_PATH} onClick={onClick} aria-label={messages.cart.cartButton(count)} data-testid="cart-button">
        {children}
        {count > 0 && (
          <span className={styles.badge} data-testid="cart-count">
            {count}
          </span>
        )}
      </a>
      {drawerWanted && <CartDrawer />}
    </>
  );
}
