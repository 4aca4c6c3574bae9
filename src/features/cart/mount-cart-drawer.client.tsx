/**
 * The cart drawer's own React root, loaded by the header's cart button the
 * first time the drawer opens (features/cart/cart-button.ts). It stays
 * mounted afterwards; $cartOpen shows and hides it. Its copy, in the page's
 * language, comes from the JSON CartText.astro rendered.
 */
import { createRoot } from 'react-dom/client';
import CartDrawer from './CartDrawer.tsx';
import { cartText } from './cart-text.client.ts';

export function mountCartDrawer(): void {
  const { t, locale } = cartText();
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<CartDrawer t={t} locale={locale} />);
}
