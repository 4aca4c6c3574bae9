/**
 * The cart's state that the header's cart button and the notices watch, apart from the actions of
 * cart.store.ts: a page whose visitor holds no cart loads neither the cart's API client nor the
 * account's until a change is made (decision 022). Islands take these through cart.store.ts, with the
 * actions, but for those that show the cart's state before any change (CartMessage on the product page).
 */
import { atom } from 'nanostores';
import type { Cart } from './cart.client.ts';

/** Null until the cart has an id: nothing that needs the cart renders before. */
export const $cart = atom<Cart | null>(null);
export const $cartOpen = atom(false);

export function toggleCart(open = !$cartOpen.get()): void {
  $cartOpen.set(open);
}

/**
 * What the shopper should know about the last change, as codes with data that CartMessage words in the
 * page's language; a refusal of the API comes already worded in it (the calls send the page's language).
 */
export type CartNotice =
  | { code: 'quantity_capped'; title: string; size: number; available: number }
  | { code: 'code_not_applicable'; discountCode: string }
  | { code: 'change_failed' }
  | { code: 'checkout_no_url' }
  | { code: 'refused'; text: string };

export const $cartMessage = atom<CartNotice[]>([]);

export function clearCartMessage(): void {
  $cartMessage.set([]);
}
