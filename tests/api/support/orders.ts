/**
 * Orders placed for the lifecycle tests, through the engine as the checkout places them: a fresh cart of
 * the given variants, the standard checkout form, in the language given.
 */
import { loadFeed } from '#src/catalogue/load.server.ts';
import type { FeedProduct } from '#src/catalogue/schema.ts';
import { addToCart, createCart } from '#src/commerce/carts.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { placeOrder } from '#src/commerce/checkout.ts';
import type { Db } from '#src/commerce/db/index.ts';
import type { Order } from '#src/commerce/orders.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { checkoutForm, ORIGIN } from './checkout.ts';

export async function placedOrder(
  db: Db,
  lines: Array<{ variantId: string; quantity: number }>,
  options: { locale?: Locale; email?: string } = {},
): Promise<Order> {
  const cart = await createCart(db);
  await addToCart(
    db,
    cart.id,
    lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
  );
  const form = checkoutForm(options.email ? { email: options.email } : {});
  const result = await placeOrder(db, cart.id, form, { origin: ORIGIN, locale: options.locale ?? 'en' });
  if (result.outcome !== 'placed') throw new Error(`expected an order, got ${JSON.stringify(result)}`);
  return result.order;
}

const products = loadFeed().products;
// From the end of the feed: variantWithStock (./shop.ts) takes variants from its start.
let next = products.length - 1;

/**
 * A product (one colour) of the feed with at least three sizes, every size's stock set to `stock`; a sale
 * one (sold below its compare-at price) or one at full price.
 */
export async function productWithSizes(db: Db, stock: number, sale = false): Promise<FeedProduct> {
  for (;;) {
    const product = products[next--]!;
    const onSale = product.compareAtPriceFils !== null && product.compareAtPriceFils > product.priceFils;
    if (product.variants.length < 3 || onSale !== sale) continue;
    for (const variant of product.variants) await setStock(db, variant.id, stock);
    return product;
  }
}
