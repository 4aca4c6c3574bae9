/**
 * The commerce engine in a worker thread of its own, as the server runs it:
 * operations answer as they do in the calling thread, refusals come back as
 * the same errors, and opening and closing behave as the server relies on.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { DatabaseSetupError } from '#src/commerce/db/index.ts';
import { openCommerceInWorker } from '#src/commerce/engine-thread.ts';
import { CommerceError, OrderRefusal } from '#src/commerce/errors.ts';
import { openCommerce, type Commerce } from '#src/commerce/runtime.ts';
import { checkoutForm, ORIGIN } from './support/checkout.ts';
import { databasesUnderTest, privateDatabase } from './support/databases.ts';

const feed = loadFeed();
const inStock = feed.products.flatMap((p) => p.variants).filter((v) => v.stock >= 10);
const [first, second] = inStock;

describe.each(databasesUnderTest())('the commerce engine in its own thread, on $name', ({ url }) => {
  let commerce: Commerce;
  let drop = async () => {};
  beforeAll(async () => {
    const database = await privateDatabase(url);
    drop = database.drop;
    commerce = await openCommerceInWorker({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await commerce?.close();
    await drop();
  });

  it('keeps its database in its own thread', () => {
    expect(commerce.db).toBeNull();
  });

  it('answers a cart change as the engine in this thread does', async () => {
    const cart = await commerce.engine.createCart();
    const change = await commerce.engine.addToCart(cart.id, [{ variantId: first!.id, quantity: 2 }]);
    expect(change.warnings).toEqual([]);
    expect(change.cart.lines).toEqual([
      expect.objectContaining({ variantId: first!.id, quantity: 2, size: first!.size }),
    ]);
    expect(await commerce.engine.getCart(cart.id)).toEqual(change.cart);
  });

  it('places an order whose times arrive as dates', async () => {
    const cart = await commerce.engine.createCart();
    await commerce.engine.addToCart(cart.id, [{ variantId: second!.id, quantity: 1 }]);
    const result = await commerce.engine.placeOrder(cart.id, checkoutForm(), { origin: ORIGIN });
    expect(result.outcome).toBe('placed');
    if (result.outcome !== 'placed') return;
    expect(result.order.processedAt).toBeInstanceOf(Date);
    expect(await commerce.engine.orderByToken(result.order.token)).toEqual(result.order);
  });

  it('refuses with the same CommerceError, code and message', async () => {
    const refusal = await commerce.engine.getCart('no-such-cart').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CommerceError);
    expect(refusal).toMatchObject({ code: 'cart_not_found', message: expect.stringMatching(/cart/i) });
  });

  it("refuses an operator's change with the same OrderRefusal and code", async () => {
    const refusal = await commerce.engine.readOrder(999_999).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OrderRefusal);
    expect(refusal).toMatchObject({ code: 'order_not_found' });
  });

  it('refuses a call whose arguments cannot cross, and answers the next one', async () => {
    const notData = (() => 'a function') as unknown as string;
    await expect(commerce.engine.getCart(notData)).rejects.toThrow(/could not be cloned/);
    const cart = await commerce.engine.createCart();
    expect(await commerce.engine.getCart(cart.id)).toMatchObject({ id: cart.id, lines: [] });
  });

  it('answers each of many calls made at once with its own result', async () => {
    const carts = await Promise.all(Array.from({ length: 20 }, () => commerce.engine.createCart()));
    expect(new Set(carts.map((c) => c.id)).size).toBe(20);
    const changes = await Promise.all(
      carts.map((c, i) => commerce.engine.addToCart(c.id, [{ variantId: first!.id, quantity: 1 + (i % 3) }])),
    );
    changes.forEach((change, i) => {
      expect(change.cart.id).toBe(carts[i]!.id);
      expect(change.cart.lines[0]!.quantity).toBe(1 + (i % 3));
    });
  });
});

describe("opening and closing the engine's thread", () => {
  it('a DATABASE_URL it cannot use stops the open with the DatabaseSetupError the server prints', async () => {
    const failure = await openCommerceInWorker({ databaseUrl: 'mysql://shop' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseSetupError);
    expect((failure as Error).message).toMatch(/DATABASE_URL must be/);
  });

  it('a data directory it cannot create stops the open with the DatabaseSetupError the server prints', async () => {
    // A new data directory is created by a process of its own; its refusal comes back as the same error.
    const parent = mkdtempSync(join(tmpdir(), 'lucky-engine-'));
    try {
      writeFileSync(join(parent, 'a-file'), '');
      const failure = await openCommerceInWorker({ dataDir: join(parent, 'a-file', 'data') }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(DatabaseSetupError);
      expect((failure as Error).message).toMatch(/cannot create the data directory/);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  // Creating a database (initdb) takes a minute alone on a busy two-core machine, as the server helper allows.
  it(
    'closing writes everything, frees the data directory for the next process; later calls fail clearly',
    {
      timeout: 120_000,
    },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lucky-engine-'));
      try {
        const threaded = await openCommerceInWorker({ dataDir });
        const cart = await threaded.engine.createCart();
        await threaded.engine.setCartEmail(cart.id, 'sara@example.com');
        await threaded.close();
        await expect(threaded.engine.getCart(cart.id)).rejects.toThrow(/commerce engine/);

        const reopened = await openCommerce({ dataDir });
        try {
          expect(await reopened.engine.getCart(cart.id)).toMatchObject({ id: cart.id, email: 'sara@example.com' });
        } finally {
          await reopened.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
