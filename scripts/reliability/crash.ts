/**
 * Crash: kill -9 the server in the middle of mixed shopper traffic, start it
 * again on the same data, and check that the database opens and every cart
 * change and order the server acknowledged is still there.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  databaseName,
  sampleVariants,
  startShopOn,
  withScratchData,
  type ScenarioOptions,
  type Verdict,
} from './harness.ts';
import { Shopper } from './shopper.ts';
import { exited } from '#tests/support/server.ts';

interface Acknowledged {
  carts: Map<string, number>;
  orders: Set<string>;
}

async function shopUntilKilled(
  shopper: Shopper,
  variants: string[],
  acked: Acknowledged,
  stop: { killed: boolean },
): Promise<void> {
  while (!stop.killed) {
    try {
      const cartId = await shopper.createCart();
      acked.carts.set(cartId, 0);
      for (const variantId of variants.slice(0, 2)) {
        const added = await shopper.add(cartId, variantId, 1);
        if (added.status === 200)
          acked.carts.set(
            cartId,
            added.cart.lines.reduce((n, l) => n + l.quantity, 0),
          );
      }
      if (Math.random() < 0.3) {
        const placed = await shopper.checkout(cartId);
        if (placed.orderUrl) {
          acked.orders.add(placed.orderUrl);
          acked.carts.delete(cartId);
        }
      }
    } catch {
      return; // the server died under us: whatever was not acknowledged may be lost
    }
  }
}

export async function crash({ short }: ScenarioOptions): Promise<Verdict> {
  const rounds = short ? 2 : 10;
  const name = `crash (${databaseName()})`;
  const variants = sampleVariants(6, 80).map((p) => p.variantId);
  const acked: Acknowledged = { carts: new Map(), orders: new Set() };
  const problems: string[] = [];
  // Plenty of stock: a checkout that finds too little trims the cart on purpose,
  // which would read here as a lost change. (With PostgreSQL, earlier suites share the database.)
  const stock = variants.map((variantId): [string, number] => [variantId, 1_000_000]);
  try {
    await withScratchData(stock, async (dataDir) => {
      for (let round = 1; round <= rounds; round++) {
        const shop = await startShopOn(dataDir);
        const shopper = new Shopper(shop.baseURL);
        const stop = { killed: false };
        const workers = Array.from({ length: 6 }, (_, i) =>
          shopUntilKilled(shopper, variants.slice(i % 3, (i % 3) + 2), acked, stop),
        );
        await sleep(800 + Math.random() * 1500);
        shop.process.kill('SIGKILL');
        stop.killed = true;
        await Promise.all(workers);
        await exited(shop.process);

        const again = await startShopOn(dataDir);
        const checker = new Shopper(again.baseURL);
        for (const [cartId, quantity] of acked.carts) {
          const { status, cart } = await checker.cart(cartId);
          const held = status === 200 ? cart.lines.reduce((n, l) => n + l.quantity, 0) : -1;
          // A checkout the client never heard back about may have completed the cart: then it is an order, not lost.
          if (status === 200 && held < quantity)
            problems.push(`round ${round}: cart ${cartId.slice(0, 8)}… holds ${held}, acknowledged ${quantity}`);
          if (status >= 500) problems.push(`round ${round}: cart ${cartId.slice(0, 8)}… answered ${status}`);
        }
        for (const orderUrl of acked.orders) {
          const page = await checker.send(orderUrl);
          if (page.status !== 200) problems.push(`round ${round}: order ${orderUrl} answered ${page.status}`);
        }
        await again.stop();
      }
    });
  } catch (error) {
    problems.push((error as Error).message.split('\n')[0]!);
  }
  return {
    name,
    passed: problems.length === 0,
    detail: problems.length
      ? problems.slice(0, 5).join('; ')
      : `${rounds} kill -9 rounds: database reopened every time; ` +
        `${acked.carts.size} acknowledged carts and ${acked.orders.size} orders all present`,
  };
}
