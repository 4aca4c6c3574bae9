/**
 * Test set-up in the shop's own words: a variant with a known stock, a cart
 * holding some lines. Each call takes a variant no other test in the file uses.
 */
import { loadFeed } from '#src/catalogue/load.server.ts';
import type { FeedProduct } from '#src/catalogue/schema.ts';
import type { CartPayload } from '#src/http/cart.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { shopDb } from './db.ts';
import { POST as cartCreate } from '#src/pages/api/cart-create.ts';
import { POST as cartAdd } from '#src/pages/api/cart-add.ts';
import { callJson } from './call.ts';

const feed = loadFeed();
const variants = feed.products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
let next = 0;

export interface TestVariant {
  id: string;
  product: FeedProduct;
  size: number;
  priceFils: number;
}

/**
 * A variant of the feed, its live stock set to `stock`, with nobody waiting for it to come back. `minPriceFils`
 * picks a dearer one. On PostgreSQL every file shares one database and picks the same variants in the same order,
 * so an alert another file left would be this file's too.
 */
export async function variantWithStock(stock: number, minPriceFils = 0): Promise<TestVariant> {
  for (;;) {
    const pick = variants[next++ % variants.length]!;
    if (pick.product.priceFils < minPriceFils) continue;
    await (await shopDb()).query('DELETE FROM stock_alerts WHERE variant_id = $1', [pick.variant.id]);
    await setStock(await shopDb(), pick.variant.id, stock);
    return { id: pick.variant.id, product: pick.product, size: pick.variant.size, priceFils: pick.product.priceFils };
  }
}

export async function newCart(): Promise<CartPayload> {
  const res = await callJson<CartPayload>(cartCreate, '/api/cart-create', { body: '' });
  if (res.status !== 200) throw new Error(`cart-create answered ${res.status}`);
  return res.body;
}

export async function cartWith(...lines: Array<{ variant: TestVariant; quantity: number }>): Promise<CartPayload> {
  const cart = await newCart();
  const res = await callJson<CartPayload>(cartAdd, '/api/cart-add', {
    body: { cartId: cart.id, lines: lines.map((l) => ({ merchandiseId: l.variant.id, quantity: l.quantity })) },
  });
  if (res.status !== 200) throw new Error(`cart-add answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const fils = (decimal: string): number => Math.round(Number(decimal) * 100);
