/**
 * The hearts of product cards and product pages, and the header's wishlist count, without React: a heart
 * is a plain button (src/components/product/WishlistHeart.tsx) whose pressed state, like the count, follows
 * the wishlist from here. Cards the listing island draws later are found by one observer of the page.
 * wishlist-button.client.ts loads this once the browser has a list, and toggles through it.
 */
import { plural } from '#src/i18n/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { WishlistMessages } from './messages.ts';
import { $wishlist, startWishlist } from './wishlist.store.ts';
import { HEART } from './heart.ts';

export { toggleWishlist } from './wishlist.store.ts';

export interface WishlistButtonText {
  locale: Locale;
  t: Pick<WishlistMessages, 'button' | 'buttonEmpty'>;
}

function showHearts(ids: readonly string[]): void {
  for (const heart of document.querySelectorAll<HTMLButtonElement>(HEART)) {
    const pressed = String(ids.includes(heart.dataset.productId ?? ''));
    if (heart.getAttribute('aria-pressed') !== pressed) heart.setAttribute('aria-pressed', pressed);
  }
}

function showCount(link: HTMLAnchorElement, ids: readonly string[]): void {
  const text = JSON.parse(link.querySelector('script')?.textContent ?? 'null') as WishlistButtonText | null;
  const badge = link.parentElement?.querySelector<HTMLElement>('[data-wishlist-count]');
  if (!text || !badge) return;
  const count = ids.length;
  link.setAttribute('aria-label', count === 0 ? text.t.buttonEmpty : plural(text.locale, text.t.button, count));
  badge.textContent = String(count);
  badge.hidden = count === 0;
}

let pending = false;
new MutationObserver(() => {
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    showHearts($wishlist.get());
  });
}).observe(document.body, { childList: true, subtree: true });

$wishlist.subscribe((ids) => {
  showHearts(ids);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-wishlist-button]')) showCount(link, ids);
});
void startWishlist();
