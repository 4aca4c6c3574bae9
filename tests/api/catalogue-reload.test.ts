/**
 * A catalogue change goes live in the running engine (issue 18 item 4): after a publish each server process
 * calls reloadCatalogue with the feed the new build was made from. On PGlite, and on PostgreSQL when
 * DATABASE_URL names one (in a schema of its own: this file loads feeds of its own).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceErrorMessage, toCartPayload } from '#src/http/cart.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import type { Feed, FeedProduct } from '#src/catalogue/schema.ts';
import { placeOrder } from '#src/commerce/checkout.ts';
import { openCommerce, type LocalCommerce } from '#src/commerce/runtime.ts';
import { cartMessages } from '#src/features/cart/messages.ts';
import { checkoutMessages } from '#src/features/checkout/messages.ts';
import { checkoutForm, ORIGIN } from './support/checkout.ts';
import { databasesUnderTest, privateDatabase } from './support/databases.ts';

const base: Feed = { ...loadFeed(), products: loadFeed().products.slice(0, 4) };
const [changed, kept] = base.products as [FeedProduct, FeedProduct];
const removed = changed.variants[0]!;
const newSize = Math.max(...changed.variants.map((v) => v.size)) + 1;
const added = { id: `${changed.id}-${newSize}`, size: newSize, stock: 7 };

/** The merchant's change: a new price, one size out of the range, one new size. */
const nextFeed: Feed = {
  ...base,
  products: base.products.map((p) =>
    p.id === changed.id ? { ...p, priceFils: p.priceFils + 1000, variants: [...p.variants.slice(1), added] } : p,
  ),
};

describe.each(databasesUnderTest())('reloading the catalogue on $name', ({ url }) => {
  let commerce: LocalCommerce;
  let database: Awaited<ReturnType<typeof privateDatabase>>;
  const folder = mkdtempSync(join(tmpdir(), 'lucky-reload-'));
  const feedFile = join(folder, 'catalogue.json');
  // Taken before the reload: a cart holding the size that goes, and a pair of a size that stays.
  let heldCart: string;
  let consumed: { id: string; before: number };
  /** When each size was last written, just before the reload. */
  let writtenBefore: Map<string, string>;
  const lastWritten = async () =>
    new Map(
      (await commerce.db.query<{ id: string; at: string }>('SELECT id, updated_at::text AS at FROM variants')).rows.map(
        (row) => [row.id, row.at],
      ),
    );

  const available = async (id: string) =>
    (await commerce.db.query<{ available: number }>('SELECT available FROM variants WHERE id = $1', [id])).rows[0]
      ?.available;

  beforeAll(async () => {
    database = await privateDatabase(url);
    writeFileSync(feedFile, JSON.stringify(base));
    commerce = await openCommerce({ databaseUrl: database.url, feedPath: feedFile });
    const { engine } = commerce;
    heldCart = (await engine.createCart()).id;
    await engine.addToCart(heldCart, [
      { variantId: removed.id, quantity: 1 },
      { variantId: changed.variants[1]!.id, quantity: 1 },
    ]);
    const pair = kept.variants.find((v) => v.stock >= 2)!;
    const bought = (await engine.createCart()).id;
    await engine.addToCart(bought, [{ variantId: pair.id, quantity: 2 }]);
    expect((await placeOrder(commerce.db, bought, checkoutForm(), { origin: ORIGIN })).outcome).toBe('placed');
    consumed = { id: pair.id, before: pair.stock - 2 };

    writtenBefore = await lastWritten();
    writeFileSync(feedFile, JSON.stringify(nextFeed));
    expect(await engine.reloadCatalogue(feedFile)).toEqual({ variants: 28, changed: true });
  });
  afterAll(async () => {
    await commerce?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives a new size its stock from the feed, and sells it', async () => {
    expect(await available(added.id)).toBe(7);
    const cart = (await commerce.engine.createCart()).id;
    const { cart: after } = await commerce.engine.addToCart(cart, [{ variantId: added.id, quantity: 2 }]);
    expect(after.lines[0]).toMatchObject({ variantId: added.id, size: newSize, available: 7 });
  });

  it('keeps the stock that orders consumed from a size that did not change', async () => {
    expect(await available(consumed.id)).toBe(consumed.before);
    expect(await commerce.engine.reloadCatalogue(feedFile)).toEqual({ variants: 28, changed: false });
    expect(await available(consumed.id)).toBe(consumed.before);
  });

  it('writes only the sizes the feed changed (rewriting 23,872 took the 10× catalogue 10 s)', async () => {
    const written = await lastWritten();
    const rewritten = [...written].filter(([id, at]) => writtenBefore.get(id) !== at).map(([id]) => id);
    expect(rewritten.sort()).toEqual(
      changed.variants
        .map((v) => v.id)
        .concat(added.id)
        .sort(),
    );
  });

  it('refuses to add a size that left the range, with a code worded in both languages', async () => {
    const cart = (await commerce.engine.createCart()).id;
    await expect(commerce.engine.addToCart(cart, [{ variantId: removed.id, quantity: 1 }])).rejects.toMatchObject({
      code: 'no_longer_sold',
    });
    expect(commerceErrorMessage('no_longer_sold', 'en')).toBe('This size is no longer available');
    expect(commerceErrorMessage('no_longer_sold', 'ar')).toBe('لم يعد هذا المقاس متوفرًا');
  });

  it("prices a cart's lines at the new price, and flags the line of the size that left", async () => {
    const cart = await commerce.engine.getCart(heldCart);
    expect(cart.lines.map((l) => [l.variantId, l.priceFils, l.available === null])).toEqual([
      // The size that left keeps the last price it was sold at; it cannot be bought anyway.
      [removed.id, changed.priceFils, true],
      [changed.variants[1]!.id, changed.priceFils + 1000, false],
    ]);
    expect(toCartPayload(cart).lines[0]!.quantityAvailable).toBeNull();
    expect(cartMessages.en.noLongerSold).toMatch(/^No longer available/);
    expect(cartMessages.ar.noLongerSold).toMatch(/^لم يعد متوفرًا/);
    await expect(
      commerce.engine.updateCartLines(heldCart, [{ lineId: cart.lines[0]!.lineId, quantity: 2 }]),
    ).rejects.toMatchObject({ code: 'no_longer_sold' });
  });

  it('sells nothing at checkout while the cart holds a size that left, says why, and drops that line', async () => {
    const result = await placeOrder(commerce.db, heldCart, checkoutForm(), { origin: ORIGIN });
    expect(result).toEqual({
      outcome: 'changed',
      notices: [{ code: 'no_longer_sold', title: { en: changed.title, ar: changed.ar.title }, size: removed.size }],
    });
    expect(checkoutMessages.en.notices.no_longer_sold).toContain('no longer in our range');
    expect(checkoutMessages.ar.notices.no_longer_sold).toContain('تشكيلتنا');
    const cart = await commerce.engine.getCart(heldCart);
    expect(cart.lines.map((l) => l.variantId)).toEqual([changed.variants[1]!.id]);
    expect(await available(changed.variants[1]!.id)).toBe(changed.variants[1]!.stock);
  });
});

describe.each(databasesUnderTest())('reloading against the feed the database holds, on $name', ({ url }) => {
  let commerce: LocalCommerce;
  let database: Awaited<ReturnType<typeof privateDatabase>>;
  const folder = mkdtempSync(join(tmpdir(), 'lucky-reload-held-'));
  const feedFile = join(folder, 'catalogue.json');
  const [first, second] = base.products as [FeedProduct, FeedProduct];
  const priceOf = async (id: string) =>
    (await commerce.db.query<{ price: number }>('SELECT price_fils AS price FROM variants WHERE id = $1', [id])).rows[0]
      ?.price;
  const reload = async (feed: Feed) => {
    writeFileSync(feedFile, JSON.stringify(feed));
    return commerce.engine.reloadCatalogue(feedFile);
  };
  const withPrice = (product: FeedProduct, priceFils: number): Feed => ({
    ...base,
    products: base.products.map((p) => (p.id === product.id ? { ...p, priceFils } : p)),
  });

  beforeAll(async () => {
    database = await privateDatabase(url);
    writeFileSync(feedFile, JSON.stringify(base));
    commerce = await openCommerce({ databaseUrl: database.url, feedPath: feedFile });
  });
  afterAll(async () => {
    await commerce?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes back a price that changed and then changed back', async () => {
    await reload(withPrice(first, first.priceFils + 500));
    expect(await priceOf(first.variants[0]!.id)).toBe(first.priceFils + 500);
    expect(await reload(base)).toEqual({ variants: 28, changed: true });
    expect(await priceOf(first.variants[0]!.id)).toBe(first.priceFils);
  });

  it('writes every variant the feed differs in after another process loaded a feed of its own', async () => {
    // What another server process's reload of a feed pricing `second` at 1 fils leaves in the database.
    await commerce.db.query('UPDATE variants SET price_fils = 1 WHERE product_id = $1', [second.id]);
    await commerce.db.query("UPDATE shop_meta SET value = 'another feed' WHERE key = 'feed_digest'");
    expect(await reload(withPrice(first, first.priceFils + 700))).toEqual({ variants: 28, changed: true });
    expect(await priceOf(second.variants[0]!.id)).toBe(second.priceFils);
    expect(await priceOf(first.variants[0]!.id)).toBe(first.priceFils + 700);
  });
});
