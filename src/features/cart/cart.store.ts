/**
 * The cart as the browser holds it, shared by every island through nanostores:
 * the header badge, the drawer, the product page's add button and the /cart
 * page. Every change goes through the actions below: loading on, the call,
 * the returned cart replaces the current one, loading off (docs/product.md §4).
 */
import { trackAddToCart, trackInitiateCheckout } from '../analytics/analytics.client.ts';
import { whileLoading } from '../loading/loading.store.ts';
import * as api from './cart.client.ts';
import { forgetCartId, readCartId, saveCartId } from './cart-cookie.client.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { $cart, $cartMessage } from './cart-state.store.ts';

export type { Cart, CartLine } from './cart.client.ts';
export { $cart, $cartMessage, $cartOpen, clearCartMessage, toggleCart, type CartNotice } from './cart-state.store.ts';

let starting: Promise<api.Cart> | undefined;

async function openOrCreateCart(): Promise<api.Cart> {
  const known = readCartId();
  if (known) {
    try {
      const cart = await api.fetchCart(known);
      saveCartId(cart.id);
      return cart;
    } catch (error) {
      // 400: the cart is gone or already checked out; anything else is a real failure.
      if (!(error instanceof api.CartCallError && error.status === 400)) throw error;
      forgetCartId();
    }
  }
  const cart = await api.createCart();
  saveCartId(cart.id);
  return cart;
}

/**
 * The cart of a browser that holds a cart id, so that the header counts its lines. A visitor who has
 * put nothing in a cart is given none (docs/product.md §4 "Cart identity"): pages read by people and
 * crawlers passing through make no carts and no calls.
 */
export function openKnownCart(): void {
  if (readCartId()) ensureCart().catch(() => undefined);
}

/** Opens the shopper's cart once per page, making one if need be (docs/product.md §4 "Cart identity"). */
export function ensureCart(): Promise<api.Cart> {
  starting ??= openOrCreateCart().then(
    (cart) => {
      $cart.set(cart);
      return cart;
    },
    (error: unknown) => {
      starting = undefined;
      throw error;
    },
  );
  return starting;
}

function showOutcome(cart: api.Cart): void {
  $cart.set(cart);
  $cartMessage.set(
    (cart.warnings ?? []).map((w) => ({
      code: 'quantity_capped',
      title: w.title,
      size: w.size,
      available: w.quantityAvailable,
    })),
  );
}

/**
 * Runs one change with the loading flag on. A refused change shows the API's
 * message and re-reads the cart, since the refusal may mean it changed
 * elsewhere (another tab checked it out, stock ran out).
 */
async function change(work: (cartId: string) => Promise<api.Cart>): Promise<boolean> {
  return whileLoading(async () => {
    const cartId = (await ensureCart()).id;
    try {
      showOutcome(await work(cartId));
      return true;
    } catch (error) {
      $cartMessage.set([
        error instanceof api.CartCallError ? { code: 'refused', text: error.message } : { code: 'change_failed' },
      ]);
      await reloadCart(cartId).catch(() => undefined);
      return false;
    }
  });
}

async function reloadCart(cartId: string): Promise<void> {
  try {
    $cart.set(await api.fetchCart(cartId));
  } catch (error) {
    if (!(error instanceof api.CartCallError && error.status === 400)) throw error;
    forgetCartId();
    starting = undefined;
    await ensureCart();
  }
}

export interface AddedProduct {
  variantId: string;
  quantity: number;
  title: string;
  price: string;
}

export async function addToCart(product: AddedProduct): Promise<boolean> {
  const added = await change((cartId) =>
    api.addLines(cartId, [{ variantId: product.variantId, quantity: product.quantity }]),
  );
  if (added) trackAddToCart(product.title, product.price);
  return added;
}

export function setLineQuantity(lineId: string, quantity: number): Promise<boolean> {
  return change((cartId) => api.updateLines(cartId, [{ id: lineId, quantity }]));
}

export function removeLine(lineId: string): Promise<boolean> {
  return change((cartId) => api.removeLines(cartId, [lineId]));
}

/**
 * docs/product.md §4 "Promo code": the code is sent (its answer is not read), then
 * the cart is read again. An empty code clears the codes. A code the cart
 * keeps but that does not apply is said so, rather than failing silently.
 */
export async function applyDiscountCode(code: string): Promise<boolean> {
  const wanted = code.trim();
  const applied = await change(async (cartId) => {
    await api.updateDiscountCodes(cartId, wanted ? [wanted] : []);
    return api.fetchCart(cartId);
  });
  const refused = $cart
    .get()
    ?.discountCodes.find((c) => c.code.toUpperCase() === wanted.toUpperCase() && !c.applicable);
  if (applied && refused) $cartMessage.set([{ code: 'code_not_applicable', discountCode: refused.code }]);
  return applied;
}

/**
 * docs/product.md §4 "Checkout": needs the checkout url, tracks InitiateCheckout,
 * hands the signed-in shopper's e-mail to the cart, then leaves for the
 * checkout page. Loading stays on while the browser navigates away.
 */
export async function checkout(locale: Locale = 'en', email?: string | null): Promise<void> {
  // The account's store only now: a page that shows a cart needs it no sooner (decision 022).
  email ??= (await (await import('../account/user.store.ts')).whenUserKnown())?.email;
  const cart = $cart.get();
  if (!cart?.checkoutUrl) {
    $cartMessage.set([{ code: 'checkout_no_url' }]);
    return;
  }
  // The checkout page in the language of the page the shopper leaves: the order keeps it.
  const url = localizedPath(locale, cart.checkoutUrl);
  await whileLoading(async () => {
    trackInitiateCheckout();
    if (email) await api.updateEmail(cart.id, email);
    location.assign(url);
    // The spinner stays up until the checkout page replaces this one, or until
    // this page comes back from the back-forward cache.
    await new Promise((resolve) => addEventListener('pageshow', resolve, { once: true }));
  });
}
