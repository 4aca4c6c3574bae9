/**
 * The cart page's HTML is the empty cart of a browser that holds none, so a first visit paints it without
 * waiting for React (decision 022). A browser that holds a cart must not see that empty cart while the island
 * loads its own: this script, inline and run before the page's content is parsed, marks the document
 * (`html[data-cart-held]`) when the cart cookie has a value. CSS hides the sent empty cart under that mark,
 * and `client:engaged` hydrates the island at idle rather than on the first touch.
 */
import { createHash } from 'node:crypto';
import { cookies } from '#src/config/accounts.ts';

if (!/^\w+$/.test(cookies.cartId)) throw new Error(`The cart cookie's name must be a word: ${cookies.cartId}`);

export const CART_HELD_SELECTOR = 'html[data-cart-held]';

const holdsACart = `/(?:^|;\\s*)${cookies.cartId}=[^;]/.test(document.cookie)`;
export const cartHeldScript = `if(${holdsACart})document.documentElement.dataset.cartHeld=''`;

/** The script's CSP source: the page's policy allows inline scripts only by their hash. */
export const cartHeldScriptHash = `sha256-${createHash('sha256').update(cartHeldScript).digest('base64')}` as const;
