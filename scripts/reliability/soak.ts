/**
 * Soak: minutes of mixed shopper traffic (pages, search, listings, carts,
 * checkouts) against one server: no errors, and resident memory after the run
 * within 10% of what it was after warming up.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { rssMiB } from '../bench/lib/load.ts';
import { databaseName, sampleVariants, withShop, type ScenarioOptions, type Verdict } from './harness.ts';
import { Shopper } from './shopper.ts';

const MAX_GROWTH = 0.1;
const PAGES = ['/', '/shoes/kids', '/shoes/sale', '/size', '/FAQ', '/about-us', '/blogs'];

async function browseAndBuy(
  shopper: Shopper,
  variants: string[],
  until: number,
  tally: { requests: number; errors: string[] },
): Promise<void> {
  const count = (status: number, what: string) => {
    tally.requests++;
    if (status >= 500 || status === 0) tally.errors.push(`${what} answered ${status}`);
  };
  while (Date.now() < until) {
    try {
      for (const page of PAGES) count((await shopper.send(page)).status, page);
      count((await shopper.postJson('/api/search-bar/', { search: 'sneaker' })).status, 'search');
      count((await shopper.send('/api/get-products-by-tag/kids')).status, 'by tag');
      const cartId = await shopper.createCart();
      tally.requests++;
      for (const variantId of variants) count((await shopper.add(cartId, variantId, 1)).status, 'cart-add');
      count((await shopper.cart(cartId)).status, 'get-cart-by-id');
      if (Math.random() < 0.2) count((await shopper.checkout(cartId)).status, 'checkout');
    } catch (error) {
      tally.errors.push((error as Error).message);
    }
  }
}

export async function soak({ short }: ScenarioOptions): Promise<Verdict> {
  const minutes = short ? 0.34 : 5;
  const name = `soak ${minutes < 1 ? `${Math.round(minutes * 60)} s` : `${minutes} min`} (${databaseName()})`;
  const picks = sampleVariants(4, 160);
  const tally = { requests: 0, errors: [] as string[] };
  let startRss = 0;
  let endRss = 0;
  await withShop(
    picks.map((p) => [p.variantId, 100_000]),
    async (shop) => {
      const pid = shop.process.pid!;
      const variants = picks.map((p) => p.variantId);
      // V8 sizes its heap to the traffic for the first minute or so while the live heap stays small
      // (docs/decisions/011-commerce-engine-thread.md): growth is judged after that, where a leak would show.
      const warmUntil = Date.now() + (short ? 5_000 : 90_000);
      await Promise.all(
        Array.from({ length: 6 }, () =>
          browseAndBuy(new Shopper(shop.baseURL), variants, warmUntil, { requests: 0, errors: [] }),
        ),
      );
      await sleep(1000);
      startRss = rssMiB(pid);
      const until = Date.now() + minutes * 60_000;
      await Promise.all(
        Array.from({ length: 6 }, () => browseAndBuy(new Shopper(shop.baseURL), variants, until, tally)),
      );
      await sleep(1000);
      endRss = rssMiB(pid);
    },
  );
  const growth = startRss ? (endRss - startRss) / startRss : 0;
  const problems = [...new Set(tally.errors)].slice(0, 4);
  if (!short && growth >= MAX_GROWTH) problems.push(`RSS grew ${(growth * 100).toFixed(1)}%`);
  return {
    name,
    passed: problems.length === 0,
    detail:
      `${tally.requests} requests, ${tally.errors.length} errors; ` +
      `RSS ${startRss} → ${endRss} MiB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%` +
      `${short ? ', not judged in the short run' : ''})${problems.length ? `: ${problems.join('; ')}` : ''}`,
  };
}
