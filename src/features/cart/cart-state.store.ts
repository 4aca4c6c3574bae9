/**
 * The cart's state that the header's cart button watches on every page, apart from the actions of
 * cart.store.ts: a page whose visitor holds no cart loads neither the cart's API client nor the
 * account's (decision 022). Islands take these through cart.store.ts, with the actions.
 */
import { atom } from 'nanostores';
import type { Cart } from './cart.client.ts';

/** Null until the cart has an id: nothing that needs the cart renders before. */
export const $cart = atom<Cart | null>(null);
export const $cartOpen = atom(false);

export function toggleCart(open = !$cartOpen.get()): void {
  $cartOpen.set(open);
}
