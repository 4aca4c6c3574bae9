/**
 * The cart calls of docs/product.md §7, from the browser. Every answer is checked
 * against the cart's shape before the islands see it (zod/mini keeps the
 * browser bundle small). Every call says the page's language, so a refusal
 * comes back in it.
 */
import * as z from 'zod/mini';
import { languageHeader } from '#src/i18n/page.client.ts';

const count = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value) => Number(value)),
);

const cartLineSchema = z.looseObject({
  lineId: z.string(),
  /** Image key of the product's main picture. */
  image: z.string(),
  title: z.string(),
  /** The product page of this colour. */
  url: z.string(),
  /** Unit price as a decimal string ('149.00'). */
  productPrice: z.string(),
  compareAtPrice: z.nullish(z.string()),
  quantity: count,
  /** Stock of the size; null when unknown (the stepper then stays put). */
  quantityAvailable: z.nullable(count),
  size: z.number(),
  productId: z.string(),
});

const cartSchema = z.looseObject({
  id: z.string(),
  checkoutUrl: z.nullish(z.string()),
  lines: z.array(cartLineSchema),
  /** Total at the original prices, before discounts (decimal string). */
  checkoutChargeAmount: z.string(),
  /** Total after discounts (decimal string). */
  subtotalAmount: z.string(),
  discountCodes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
  /** What a change could not do as asked: a quantity capped to the stock (code and data; the page words it). */
  warnings: z.optional(
    z.array(
      z.looseObject({
        code: z.string(),
        title: z.string(),
        size: z.number(),
        quantityAvailable: z.number(),
        message: z.string(),
      }),
    ),
  ),
});

export type Cart = z.infer<typeof cartSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;

/** A call the API refused; `status` 400 on get-cart-by-id means the cart is no longer valid. */
export class CartCallError extends Error {
  override name = 'CartCallError';
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

async function call(path: string, body: object): Promise<unknown> {
  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...languageHeader() },
    body: JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: unknown } | null)?.error;
    throw new CartCallError(typeof error === 'string' ? error : `${path} answered ${response.status}`, response.status);
  }
  return payload;
}

async function cartCall(path: string, body: object): Promise<Cart> {
  return cartSchema.parse(await call(path, body));
}

/** docs/product.md §7 promises the new cart's id; the shop's API answers the whole (empty) cart, which saves a call. */
export async function createCart(): Promise<Cart> {
  const created = await call('cart-create', {});
  const whole = cartSchema.safeParse(created);
  return whole.success ? whole.data : fetchCart(z.object({ id: z.string() }).parse(created).id);
}

export function fetchCart(id: string): Promise<Cart> {
  return cartCall('get-cart-by-id', { id });
}

export function addLines(cartId: string, lines: Array<{ merchandiseId: string; quantity: number }>): Promise<Cart> {
  return cartCall('cart-add', { cartId, lines });
}

export function updateLines(cartId: string, lines: Array<{ id: string; quantity: number }>): Promise<Cart> {
  return cartCall('cart-update', { cartId, lines });
}

export function removeLines(cartId: string, lineIds: string[]): Promise<Cart> {
  return cartCall('cart-delete', { cartId, lines: lineIds });
}

/** docs/product.md §7: errors are swallowed; the checkout page still asks for the e-mail. */
export async function updateEmail(cartId: string, email: string): Promise<void> {
  await call('cart-email-update', { cartId, email }).catch(() => null);
}

export async function updateDiscountCodes(cartId: string, discountCodes: string[]): Promise<void> {
  await call('cart-update-discount-code', { cartId, discountCodes });
}
