/**
 * The cart drawer's own React root, loaded by the header's cart button the
 * first time the drawer opens (features/cart/cart-button.ts). It stays
 * mounted afterwards; $cartOpen shows and hides it.
 */
import { createRoot } from 'react-dom/client';
import CartDrawer from './CartDrawer.tsx';

export function mountCartDrawer(): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<CartDrawer />);
}
