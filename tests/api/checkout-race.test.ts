/**
 * Shoppers racing for the last pairs, and one shopper checking out from two
 * tabs, on PGlite and (when DATABASE_URL is a postgres:// URL) on PostgreSQL,
 * where the checkouts really run in parallel on a pool of connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, createCart, setCartDiscountCodes } from '#src/commerce/carts.ts';
import { placeOrder, totalsOf } from '#src/commerce/checkout.ts';
import { addCode } from '#src/commerce/discounts.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { openCommerce, type LocalCommerce } from '#src/commerce/runtime.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { databasesUnderTest } from './support/databases.ts';
import { checkoutForm, ORIGIN } from './support/checkout.ts';

const feed = loadFeed();
// Variants this file alone uses (the end of the feed), so a PostgreSQL shared by earlier runs is no obstacle.
const [contested, shared, coded] = feed.products.at(-1)!.variants;

describe.each(databasesUnderTest())('concurrent checkouts on $name', ({ url }) => {
  let commerce: LocalCommerce;
  beforeAll(async () => {
    commerce = await openCommerce({ databaseUrl: url });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  async function cartsOf(count: number, variantId: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const cart = await createCart(commerce.db);
      await addToCart(commerce.db, cart.id, [{ variantId: variantId, quantity: 1 }]);
      ids.push(cart.id);
    }
    return ids;
  }

  const stock = async (id: string) =>
    (await commerce.db.query<{ available: number }>('SELECT available FROM variants WHERE id = $1', [id])).rows[0]!
      .available;
  const ordersFor = async (id: string, since: Date) =>
    (
      await commerce.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id
         WHERE l.variant_id = $1 AND o.processed_at >= $2`,
        [id, since],
      )
    ).rows[0]!.n;

  it('50 shoppers competing for 5 pairs of one size place exactly 5 orders and leave stock at 0', async () => {
    await setStock(commerce.db, contested!.id, 50);
    const carts = await cartsOf(50, contested!.id);
    await setStock(commerce.db, contested!.id, 5);
    const since = new Date();
    const results = await Promise.all(
      carts.map((id) => placeOrder(commerce.db, id, checkoutForm(), { origin: ORIGIN, now: since })),
    );
    expect(results.filter((r) => r.outcome === 'placed')).toHaveLength(5);
    expect(results.filter((r) => r.outcome === 'changed')).toHaveLength(45);
    expect(await stock(contested!.id)).toBe(0);
    expect(await ordersFor(contested!.id, since)).toBe(5);
  });

  it('10 checkouts of one cart at once place one order', async () => {
    await setStock(commerce.db, shared!.id, 10);
    const [cartId] = await cartsOf(1, shared!.id);
    const since = new Date();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeOrder(commerce.db, cartId!, checkoutForm(), { origin: ORIGIN, now: since }),
      ),
    );
    const numbers = new Set(results.map((r) => ('order' in r ? r.order.number : null)));
    expect(numbers.size).toBe(1);
    expect(numbers.has(null)).toBe(false);
    expect(results.filter((r) => r.outcome === 'placed')).toHaveLength(1);
    expect(await stock(shared!.id)).toBe(9);
    expect(await ordersFor(shared!.id, since)).toBe(1);
  });

  it('a code limited to 2 uses discounts exactly 2 of 6 concurrent orders', async () => {
    const code = `RACE${Date.now().toString(36).toUpperCase()}`;
    await addCode(commerce.db, { code, kind: 'fixed', value: 5_00, usageLimit: 2 });
    await setStock(commerce.db, coded!.id, 20);
    const carts = await cartsOf(6, coded!.id);
    let shownTotal = 0;
    for (const id of carts)
      shownTotal = totalsOf((await setCartDiscountCodes(commerce.db, id, [code])).cart, new Date()).totalFils;
    const first = await Promise.all(
      carts.map((id) => placeOrder(commerce.db, id, checkoutForm(), { origin: ORIGIN, expectedTotalFils: shownTotal })),
    );
    const discounted = first.filter((r) => r.outcome === 'placed' && r.order.discountLabel === code);
    expect(discounted).toHaveLength(2);
    // The others were shown the new total instead of an order; placing again sells at full price.
    expect(first.filter((r) => r.outcome === 'changed')).toHaveLength(4);
    const retried = await Promise.all(
      carts.map((id) => placeOrder(commerce.db, id, checkoutForm(), { origin: ORIGIN })),
    );
    expect(retried.filter((r) => r.outcome === 'placed' && r.order.discountFils === 0)).toHaveLength(4);
    const { rows } = await commerce.db.query<{ used: number }>(
      'SELECT used_count AS used FROM discount_codes WHERE code = $1',
      [code],
    );
    expect(rows[0]!.used).toBe(2);
  });
});
