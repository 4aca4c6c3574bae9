/**
 * The cart calls of docs/product.md §7, from the browser. Every answer is checked
 * against the cart's shape (cart-answers.ts, loaded beside the call) before the
 * islands see it. Every call says the page's language, so a refusal comes back in it.
 */
import { answeredOk, callApi, callChecked, refusalOf, type ApiAnswer } from '#src/http/call.client.ts';
import type { Cart } from './cart-answers.ts';

export type { Cart, CartLine } from './cart-answers.ts';

/** A call the API refused; `status` 400 on get-cart-by-id means the cart is no longer valid. */
export class CartCallError extends Error {
  override name = 'CartCallError';
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** A refusal of the API becomes a CartCallError with its words; a call that got no answer, a plain Error. */
function throwUnlessOk(path: string, answer: ApiAnswer): void {
  if (answer.status === 0) throw new Error(`${path}: no answer`);
  if (!answeredOk(answer)) {
    throw new CartCallError(refusalOf(answer) ?? `${path} answered ${answer.status}`, answer.status);
  }
}

const cartShape = () => import('./cart-answers.ts').then((answers) => answers.cartSchema);
const createdShape = () => import('./cart-answers.ts').then((answers) => answers.createdSchema);

async function cartCall(path: string, body: object): Promise<Cart> {
  const answer = await callChecked(path, cartShape, body);
  throwUnlessOk(path, answer);
  if (!answer.checked) throw new Error(`${path}: the answer is not a cart`);
  return answer.checked;
}

/** docs/product.md §7 promises the new cart's id; the shop's API answers the whole (empty) cart, which saves a call. */
export async function createCart(): Promise<Cart> {
  const answer = await callChecked('cart-create', createdShape, {});
  throwUnlessOk('cart-create', answer);
  if (!answer.checked) throw new Error('cart-create: the answer has no cart id');
  return 'lines' in answer.checked ? answer.checked : fetchCart(answer.checked.id);
}

export function fetchCart(id: string): Promise<Cart> {
  return cartCall('get-cart-by-id', { id });
}

/** The API names a variant `merchandiseId` (docs/product.md §7; src/http/merchandise.ts on the server's side). */
export function addLines(cartId: string, lines: Array<{ variantId: string; quantity: number }>): Promise<Cart> {
  const asSent = lines.map(({ variantId, quantity }) => ({ merchandiseId: variantId, quantity }));
  return cartCall('cart-add', { cartId, lines: asSent });
}

export function updateLines(cartId: string, lines: Array<{ id: string; quantity: number }>): Promise<Cart> {
  return cartCall('cart-update', { cartId, lines });
}

export function removeLines(cartId: string, lineIds: string[]): Promise<Cart> {
  return cartCall('cart-delete', { cartId, lines: lineIds });
}

/** docs/product.md §7: errors are swallowed; the checkout page still asks for the e-mail. */
export async function updateEmail(cartId: string, email: string): Promise<void> {
  await callApi('cart-email-update', { cartId, email });
}

export async function updateDiscountCodes(cartId: string, discountCodes: string[]): Promise<void> {
  throwUnlessOk('cart-update-discount-code', await callApi('cart-update-discount-code', { cartId, discountCodes }));
}
