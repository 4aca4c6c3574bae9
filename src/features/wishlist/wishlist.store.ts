/**
 * The wishlist in the browser, shared by the hearts, the header's count and the /wishlist page:
 *   $wishlist: the saved productIds, newest first;
 *   $wishlistItems: their live price and stock (undefined until the page asks for them);
 *   $wishlistNotice: why the last change did not happen, if it did not.
 *
 * A shopper who is not signed in keeps the list in localStorage. Once signed in, that list is merged into
 * the account (POST /api/wishlist 'merge') and emptied here, and the account's list is the one shown.
 */
import { atom } from 'nanostores';
import { shopperLists } from '#src/config/accounts.ts';
import type { WishlistItemPayload, WishlistPayload } from '#src/http/wishlist.ts';
import { whenUserKnown } from '../account/user.store.ts';
import { SIGNED_IN_HINT } from '../account/session-hint.client.ts';
import * as api from './wishlist.client.ts';
import { GUEST_KEY, readGuestList, writeGuestList } from './guest-wishlist.client.ts';

export const $wishlist = atom<readonly string[]>([]);
export const $wishlistItems = atom<readonly WishlistItemPayload[] | undefined>(undefined);
export const $wishlistNotice = atom<'full' | 'failed' | null>(null);

let inAccount = false;
let started: Promise<void> | undefined;

function show(payload: WishlistPayload): void {
  $wishlist.set(payload.items.map((item) => item.productId));
  $wishlistItems.set(payload.items);
}

/** Reads the list once per page: the browser's, then the account's when a session signs the shopper in. */
export function startWishlist(): Promise<void> {
  started ??= (async () => {
    const guest = readGuestList();
    $wishlist.set(guest);
    window.addEventListener('storage', (event) => {
      if (event.key === GUEST_KEY && !inAccount) $wishlist.set(readGuestList());
    });
    if (!SIGNED_IN_HINT.present() || !(await whenUserKnown())) return;
    const answer =
      guest.length > 0 ? await api.changeWishlist({ action: 'merge', productIds: guest }) : await api.fetchWishlist();
    if (typeof answer === 'string' || !answer.signedIn) return;
    inAccount = true;
    writeGuestList([]);
    show(answer);
  })();
  return started;
}

/** The saved products with their live price and stock, for the /wishlist page. */
export async function loadWishlistItems(): Promise<boolean> {
  await startWishlist();
  if (inAccount && $wishlistItems.get()) return true;
  // A guest's empty list has nothing to look up: no call, and no checker of its answer (decision 022).
  if (!inAccount && $wishlist.get().length === 0) {
    show({ signedIn: false, items: [] });
    return true;
  }
  const answer = await api.fetchWishlist(inAccount ? [] : $wishlist.get());
  if (typeof answer === 'string') return false;
  show(answer);
  return true;
}

/** Saves or unsaves a product; the hearts change at once and go back if the account refuses. */
export async function toggleWishlist(productId: string): Promise<boolean> {
  await startWishlist();
  const before = $wishlist.get();
  const saved = before.includes(productId);
  if (!saved && before.length >= shopperLists.wishlistMaxItems) {
    $wishlistNotice.set('full');
    return false;
  }
  $wishlistNotice.set(null);
  $wishlist.set(saved ? before.filter((id) => id !== productId) : [productId, ...before]);
  if (!inAccount) {
    writeGuestList($wishlist.get());
    if (saved) $wishlistItems.set($wishlistItems.get()?.filter((item) => item.productId !== productId));
    return true;
  }
  const answer = await api.changeWishlist({ action: saved ? 'remove' : 'add', productId });
  if (typeof answer === 'string') {
    $wishlist.set(before);
    $wishlistNotice.set(answer);
    return false;
  }
  show(answer);
  return true;
}
