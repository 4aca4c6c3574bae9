/**
 * Every heart of the page toggles from here (src/layouts/shell/WishlistButton.astro loads this on every
 * page), but what shows the saved state (hearts.client.ts) and the wishlist's store and API client load
 * only once there is a list to show: one saved in this browser, a session whose account may hold one, or
 * the first heart the shopper touches. Until then the pre-rendered state is right: nothing saved
 * (decision 022).
 */
import { SIGNED_IN_HINT } from '../account/session-hint.client.ts';
import { GUEST_KEY, readGuestList } from './guest-wishlist.client.ts';
import { HEART } from './heart.ts';
import type * as Hearts from './hearts.client.ts';

let hearts: Promise<typeof Hearts> | undefined;

function showHearts(): Promise<typeof Hearts> {
  hearts ??= import('./hearts.client.ts').catch((error: unknown) => {
    // A failed download (the shopper went offline) may succeed on the next touch.
    hearts = undefined;
    throw error;
  });
  return hearts;
}

document.addEventListener('click', (event) => {
  const heart = (event.target as Element | null)?.closest<HTMLButtonElement>(HEART);
  const productId = heart?.dataset.productId;
  if (!productId) return;
  event.preventDefault();
  showHearts().then(
    (module) => module.toggleWishlist(productId),
    () => undefined,
  );
});
// Another tab saved the first product.
window.addEventListener('storage', (event) => {
  if (event.key === GUEST_KEY) showHearts().catch(() => undefined);
});
if (SIGNED_IN_HINT.present() || readGuestList().length > 0) showHearts().catch(() => undefined);
// Tests and the shopper alike can use the hearts from here on.
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-wishlist-button]')) link.dataset.enhanced = '';
