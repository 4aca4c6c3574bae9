/**
 * `npm run bench:checkout [-- --orders 40] [-- --runs 5]`: how long a card order takes from placement to paid,
 * beside cash on delivery's placement, in the same run. Builds if needed, starts the Stripe stand-in
 * (scripts/payments/stripe-stand-in.ts) and the real server on a fresh data directory (PGlite, or DATABASE_URL
 * when set) with card payment on, then places orders one after another, card and cash taking turns:
 * - card, "placed → paid": the checkout form's POST (answered 303 to the hosted page), the hosted page's POST
 *   with the test card that pays (303 back to the shop), then the order page, read again until it says paid:
 *   the stand-in's signed webhook has been taken. The return address, which would look the payment up
 *   itself, is not followed, so the figure is the webhook's.
 * - cash on delivery, "placed": the checkout form's POST, answered 303 to the order page.
 * Each run prints p50 and p99 of both; then the median of the runs, with the load average.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { envVar } from '#src/config/env.ts';
import { ensureBuilt } from '../lib/build.ts';
import { PAID_MARK, payOnHostedPage, placeOrder, startPaymentsRig } from '../reliability/card-payments.ts';
import { startShopOn, withScratchData } from '../reliability/harness.ts';
import { Shopper } from '../reliability/shopper.ts';
import { formatTable, median } from './lib/load.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '40' }, runs: { type: 'string', default: '5' } },
});
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
/** An order page that has not said paid by then counts as a failure. */
const PAID_WITHIN_MS = 30_000;

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => Math.round(value * 10) / 10;
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** A cart holding one pair, made before the clock starts. */
async function cartWithOnePair(shopper: Shopper, variantId: string): Promise<string> {
  const cartId = await shopper.createCart();
  const added = await shopper.add(cartId, variantId, 1);
  if (added.status !== 200) throw new Error(`cart-add answered ${added.status}`);
  return cartId;
}

/** Placement POST until the order page says paid, in ms. */
async function cardPlacedToPaid(shopper: Shopper, cartId: string, email: string, standInUrl: string) {
  const started = performance.now();
  const placed = await placeOrder(shopper, cartId, email, 'card');
  if (placed.status !== 303 || !placed.location?.startsWith(standInUrl))
    throw new Error(`a card order answered ${placed.status} ${placed.location ?? ''}`);
  const paid = await payOnHostedPage(placed.location);
  const orderPath = paid.location ? new URL(paid.location).pathname : null;
  if (paid.status !== 303 || !orderPath) throw new Error(`the hosted page answered ${paid.status}`);
  for (;;) {
    const page = await shopper.send(orderPath);
    if (page.body.includes(PAID_MARK)) return performance.now() - started;
    if (performance.now() - started > PAID_WITHIN_MS) throw new Error(`${orderPath} not paid within 30 s`);
  }
}

/** Placement POST until its 303 to the order page, in ms. */
async function cashPlaced(shopper: Shopper, cartId: string, email: string) {
  const started = performance.now();
  const placed = await placeOrder(shopper, cartId, email, 'cash-on-delivery');
  if (placed.status !== 303 || !placed.location?.includes('/order/'))
    throw new Error(`a cash order answered ${placed.status}`);
  return performance.now() - started;
}

await ensureBuilt();
const variants = loadFeed()
  .products.flatMap((p) => p.variants)
  .slice(0, 20)
  .map((v) => v.id);
const rig = await startPaymentsRig();
const runs: Array<{ card: number[]; cash: number[] }> = [];
try {
  // Stock enough for every order of every run (with PostgreSQL, the database may be shared).
  await withScratchData(
    variants.map((id) => [id, 1_000_000]),
    async (dataDir) => {
      const shop = await startShopOn(dataDir, rig.env);
      rig.serve(shop);
      try {
        const shopper = new Shopper(shop.baseURL);
        const tag = Date.now().toString(36);
        // A warm-up: JIT, the connection pool, the stand-in.
        for (let i = 0; i < 5; i++) {
          const email = `bench+${tag}-warm-${i}@example.ae`;
          await cardPlacedToPaid(shopper, await cartWithOnePair(shopper, variants[i]!), email, rig.standIn.url);
          await cashPlaced(shopper, await cartWithOnePair(shopper, variants[i]!), email);
        }
        for (let run = 0; run < RUNS; run++) {
          const figures = { card: [] as number[], cash: [] as number[] };
          for (let i = 0; i < ORDERS; i++) {
            const variantId = variants[i % variants.length]!;
            const email = `bench+${tag}-${run}-${i}@example.ae`;
            const forCard = await cartWithOnePair(shopper, variantId);
            figures.card.push(await cardPlacedToPaid(shopper, forCard, email, rig.standIn.url));
            const forCash = await cartWithOnePair(shopper, variantId);
            figures.cash.push(await cashPlaced(shopper, forCash, email));
          }
          runs.push(figures);
        }
      } finally {
        await shop.stop();
      }
    },
  );
} finally {
  await rig.close();
}

const rows = runs.map((r, i) => ({
  run: String(i + 1),
  'card placed → paid p50 ms': ms(percentile(r.card, 50)),
  'card placed → paid p99 ms': ms(percentile(r.card, 99)),
  'cash placed p50 ms': ms(percentile(r.cash, 50)),
  'cash placed p99 ms': ms(percentile(r.cash, 99)),
}));
const column = (name: keyof (typeof rows)[number]) => median(rows.map((r) => Number(r[name])));
const medians = {
  run: 'median',
  'card placed → paid p50 ms': column('card placed → paid p50 ms'),
  'card placed → paid p99 ms': column('card placed → paid p99 ms'),
  'cash placed p50 ms': column('cash placed p50 ms'),
  'cash placed p99 ms': column('cash placed p99 ms'),
};
const database = envVar('DATABASE_URL')?.startsWith('postgres') ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
console.log(
  `\nCheckout on ${database} with the Stripe stand-in, ${RUNS} runs × ${ORDERS} card and ${ORDERS} cash orders, ` +
    `one at a time, ${cpus().length} CPUs, load average ${loadNow()}\n`,
);
console.log(formatTable([...rows, medians]));
console.log(
  `\ncard placed → paid p99 ${medians['card placed → paid p99 ms']} ms (p50 ${medians['card placed → paid p50 ms']}) ` +
    `beside cash on delivery placed p99 ${medians['cash placed p99 ms']} ms ` +
    `(p50 ${medians['cash placed p50 ms']}): medians of ${RUNS} runs`,
);
