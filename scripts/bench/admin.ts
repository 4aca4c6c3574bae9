/**
 * `npm run bench:admin [-- --orders 100000] [-- --runs 5] [-- --queries 40]`: the back office at scale (issue 34
 * item 8), on PostgreSQL: DATABASE_URL when it names one, else a throw-away server started by
 * scripts/ci/with-postgres.sh around this script. Seeds the orders in SQL (generate_series, one INSERT … SELECT),
 * then, in each run, times through the engine's own query functions:
 * - the order list (src/commerce/admin-orders.ts searchOrders): the first page, a filtered page (unfulfilled in
 *   Dubai), a page 2,000 pages back (keyset paging by order number);
 * - search: by order number, by e-mail, by phone;
 * - beside them, `SELECT 1` on the same connection: the floor of a round trip, the run's baseline;
 * and once, the export of the busiest month, streamed in keyset pages to CSV as the route does, with the
 * process's RSS sampled every 5 ms: peak over the RSS before, beside the month's rows and bytes.
 * Each figure is the median of the runs' p95; target p95 < 50 ms.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { envVar } from '#src/config/env.ts';
import { openDatabase, type Db } from '#src/commerce/db/index.ts';
import { orderExportPage, type OrderCursor } from '#src/commerce/back-office/exports.ts';
import { searchOrders } from '#src/commerce/admin-orders.ts';
import { formatTable, median } from './lib/load.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    queries: { type: 'string', default: '40' },
  },
});
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
const QUERIES = Number(values.queries);
const TARGET_MS = 50;

const url = envVar('DATABASE_URL');
if (!url?.startsWith('postgres')) {
  const self = fileURLToPath(import.meta.url);
  console.log('[bench:admin] no PostgreSQL in DATABASE_URL: starting one with scripts/ci/with-postgres.sh');
  const child = spawnSync('bash', ['scripts/ci/with-postgres.sh', process.execPath, self, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}

const percentile = (list: number[], p: number) => {
  const sorted = list.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => Math.round(value * 100) / 100;
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** 100,000 orders over the last ~347 days (one every 5 minutes), in 7 emirates, cash and card, every status. */
async function seed(db: Db): Promise<void> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE id LIKE 'bench-%'`);
  if (rows[0]!.n >= ORDERS) return;
  const started = performance.now();
  await db.query(`DELETE FROM orders WHERE id LIKE 'bench-%'`);
  await db.query(`DELETE FROM carts WHERE id LIKE 'bench-%'`);
  await db.query(
    `INSERT INTO carts (id, email, created_at, updated_at, completed_at)
     SELECT 'bench-cart-' || g, 'buyer' || (g % 20000) || '@example.ae', now(), now(), now()
     FROM generate_series(1, $1::int) g`,
    [ORDERS],
  );
  await db.query(
    `INSERT INTO orders (id, number, cart_id, token, email, customer_name, phone, emirate, area, address,
       delivery_date, payment_method, merchandise_fils, discount_fils, shipping_fils, cod_fee_fils, total_fils,
       vat_fils, financial_status, fulfillment_status, processed_at)
     SELECT 'bench-' || g, 500000 + g, 'bench-cart-' || g, md5('bench' || g), 'buyer' || (g % 20000) || '@example.ae',
       'Buyer ' || g, '+97150' || lpad((g % 10000000)::text, 7, '0'),
       (ARRAY['Abu Dhabi','Dubai','Sharjah','Ajman','Umm Al Quwain','Ras Al Khaimah','Fujairah'])[1 + g % 7],
       'Area', 'Street 1', current_date, CASE WHEN g % 3 = 0 THEN 'card' ELSE 'cash-on-delivery' END,
       14900 + (g % 5) * 5000, CASE WHEN g % 10 = 0 THEN 1490 ELSE 0 END, 1500,
       CASE WHEN g % 3 = 0 THEN 0 ELSE 1000 END, t.total, round(t.total * 5 / 105.0)::int,
       (ARRAY['PENDING','PAID','PAID','PAID','REFUNDED'])[1 + g % 5],
       (ARRAY['UNFULFILLED','FULFILLED','DELIVERED','DELIVERED','CANCELLED','RETURNED'])[1 + g % 6],
       now() - ($1::int - g) * interval '5 minutes'
     FROM generate_series(1, $1::int) g,
       LATERAL (SELECT 14900 + (g % 5) * 5000 - CASE WHEN g % 10 = 0 THEN 1490 ELSE 0 END + 1500
         + CASE WHEN g % 3 = 0 THEN 0 ELSE 1000 END AS total) t`,
    [ORDERS],
  );
  await db.query('ANALYZE orders');
  console.log(`seeded ${ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function timed(times: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run(i);
    took.push(performance.now() - started);
  }
  return percentile(took, 95);
}

const db = await openDatabase({ databaseUrl: url });
try {
  await seed(db);
  const first = 500000 + 1;
  const cases: Record<string, (i: number) => Promise<unknown>> = {
    'SELECT 1 (baseline)': () => db.query('SELECT 1'),
    'list: first page': () => searchOrders(db, {}),
    'list: unfulfilled in Dubai': () => searchOrders(db, { fulfillment: 'UNFULFILLED', emirate: 'Dubai' }),
    // 2,000 pages back from the newest: keyset paging reads it as fast as the first.
    'list: 2,000 pages back': () => searchOrders(db, { before: first + ORDERS - 2000 * 25 }),
    'search: number': (i) => searchOrders(db, { search: `#${first + ((i * 7919) % ORDERS)}` }),
    'search: e-mail': (i) => searchOrders(db, { search: `buyer${(i * 37) % 20000}@example.ae` }),
    'search: phone': (i) =>
      searchOrders(db, {
        search: `050 ${String((i * 7919) % ORDERS)
          .padStart(7, '0')
          .replace(/^(\d{3})/, '$1 ')}`,
      }),
  };
  // A warm-up: plans cached, pages in shared buffers.
  for (const run of Object.values(cases)) await timed(5, run);
  const runs: Array<Record<string, number>> = [];
  for (let r = 0; r < RUNS; r++) {
    const row: Record<string, number> = {};
    for (const [name, run] of Object.entries(cases)) row[name] = await timed(QUERIES, run);
    runs.push(row);
  }

  // The busiest month: its rows, streamed in pages to CSV as the route writes them, memory sampled meanwhile.
  const { rows: months } = await db.query<{ month: string; n: number }>(
    `SELECT to_char(date_trunc('month', processed_at), 'YYYY-MM-DD') AS month, count(*)::int AS n
     FROM orders GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  const month = months[0]!;
  const lastDay = new Date(Date.parse(`${month.month}T00:00:00Z`));
  lastDay.setUTCMonth(lastDay.getUTCMonth() + 1, 0);
  const range = { from: month.month, to: lastDay.toISOString().slice(0, 10) };
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const exportStarted = performance.now();
  let exported = 0;
  let bytes = 0;
  let cursor: OrderCursor | null = null;
  do {
    const page = await orderExportPage(db, range, cursor);
    bytes += Buffer.byteLength(stringify(page.rows.map((row) => Object.values(row).map(String))));
    exported += page.rows.length;
    cursor = page.next;
    peak = Math.max(peak, process.memoryUsage().rss);
  } while (cursor);
  const exportMs = performance.now() - exportStarted;
  clearInterval(sampler);

  const names = Object.keys(cases);
  const rows = runs.map((r, i) => ({ run: String(i + 1), ...Object.fromEntries(names.map((n) => [n, ms(r[n]!)])) }));
  const medians = Object.fromEntries(names.map((n) => [n, ms(median(runs.map((r) => r[n]!)))]));
  const { rows: version } = await db.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
  console.log(
    `\nBack office on PostgreSQL ${version[0]!.v}, ${ORDERS} orders, ${RUNS} runs × ${QUERIES} queries per case ` +
      `(p95 ms per run), ${cpus().length} CPUs, load average ${loadNow()}\n`,
  );
  const table = names.map((n) => ({
    case: n,
    ...Object.fromEntries(rows.map((r) => [`run ${r.run}`, r[n as keyof typeof r]])),
    'median p95 ms': medians[n]!,
  }));
  console.log(formatTable(table));
  const worst = Math.max(...names.filter((n) => !n.startsWith('SELECT')).map((n) => medians[n]!));
  console.log(
    `\nslowest list or search p95 ${worst} ms (target < ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'NOT met'}), ` +
      `baseline SELECT 1 p95 ${medians['SELECT 1 (baseline)']} ms`,
  );
  console.log(
    `export of ${range.from}..${range.to}: ${exported} rows (the month holds ${month.n}), ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MiB of CSV in ${(exportMs / 1000).toFixed(2)} s; ` +
      `peak RSS ${(peak / 1024 / 1024).toFixed(0)} MiB, ${((peak - rssBefore) / 1024 / 1024).toFixed(1)} MiB over ` +
      `the ${(rssBefore / 1024 / 1024).toFixed(0)} MiB before it`,
  );
} finally {
  await db.close();
}
