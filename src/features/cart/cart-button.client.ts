/**
 * The header's cart control (src/layouts/shell/CartButton.astro), without
 * React: on every page it opens the cart of a shopper who has one (docs/product.md §4 "Cart identity"),
 * shows the line count, and on tablet and desktop toggles the cart drawer
 * instead of following its link to /cart, except on /cart itself. On mobile,
 * and until this runs, it is a plain link.
 *
 * It watches the cart's state alone; the cart's actions and API client load for a browser that holds a
 * cart, or with the island or drawer that makes one (decision 022).
 *
 * The drawer is React; its code loads the first time anything opens it (this
 * button, or the product page's add to cart setting $cartOpen), and starts
 * loading as soon as a pointer or focus reaches the button, so the click
 * rarely waits for it. It starts after the next frame is drawn: on a tap,
 * pointerenter and click come together, and React's evaluation (over 100 ms
 * on a slow phone) would otherwise delay the frame that answers the tap.
 */
import { plural } from '#src/i18n/messages.ts';
import { currentView } from '#src/styles/viewport.client.ts';
import { $cart, $cartOpen, toggleCart } from './cart-state.store.ts';
import { readCartId } from './cart-cookie.client.ts';
import { cartText } from './cart-text.client.ts';

let drawer: Promise<void> | undefined;

const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function loadDrawer(): Promise<void> {
  drawer ??= afterNextFrame()
    .then(() => import('./mount-cart-drawer.client.tsx'))
    .then(
      ({ mountCartDrawer }) => mountCartDrawer(),
      (error: unknown) => {
        // A failed download (the shopper went offline) may succeed on the next open.
        drawer = undefined;
        throw error;
      },
    );
  return drawer;
}

function enhance(link: HTMLAnchorElement): void {
  const badge = link.parentElement!.querySelector<HTMLElement>('[data-cart-count]')!;
  const togglesDrawer = () => currentView() !== 'mobile' && location.pathname !== link.pathname;

  const { t, locale } = cartText();
  $cart.subscribe((cart) => {
    const count = cart?.lines.length ?? 0;
    link.setAttribute('aria-label', count === 0 ? t.cartButtonEmpty : plural(locale, t.cartButton, count));
    badge.textContent = String(count);
    badge.hidden = count === 0;
  });
  // Only a control that opens the drawer says whether it is open; the mobile link just leads to /cart.
  const showExpanded = () => {
    if (togglesDrawer()) link.setAttribute('aria-expanded', String($cartOpen.get()));
    else link.removeAttribute('aria-expanded');
  };
  $cartOpen.subscribe((open) => {
    showExpanded();
    if (open) loadDrawer().catch(() => toggleCart(false));
  });

  const prepare = () => {
    showExpanded();
    if (togglesDrawer()) loadDrawer().catch(() => undefined);
  };
  link.addEventListener('pointerenter', prepare);
  link.addEventListener('focus', prepare);
  link.addEventListener('click', (event) => {
    if (!togglesDrawer()) return;
    event.preventDefault();
    toggleCart();
  });
  link.dataset.enhanced = '';
}

for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-cart-button]')) enhance(link);
// Offline, the count waits for the next page.
if (readCartId())
  import('./cart.store.ts').then(
    (store) => store.openKnownCart(),
    () => undefined,
  );
