/**
 * `npm run bench:cart`: the cart API under load beside a plain node:http
 * baseline, in the same run. Builds if needed, starts the real server on a
 * fresh data directory (PGlite, or DATABASE_URL when set), then runs
 * autocannon at 10 connections on get-cart-by-id and cart-add.
 * Prints req/s, p50, p99, the ratio to the baseline and the server's RSS.
 * Target: cart-add p99 under 25 ms.
 */
import { cpus, loadavg } from 'node:os';
import { ensureBuilt } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { prepareCartRuns } from './lib/cart-runs.ts';
import { formatTable, measureLoad, rssMiB, startBaseline, type LoadOptions, type LoadResult } from './lib/load.ts';
import { envVar } from '#src/config/env.ts';

const CONNECTIONS = 10;
const SECONDS = envVar('BENCH_SECONDS');
const TARGET_P99_MS = 25;

await ensureBuilt();
const shop = await startShop();
const baseline = await startBaseline({ id: 'cart', lines: [] });

try {
  const { getCart, addToCart } = await prepareCartRuns(shop.baseURL, CONNECTIONS);
  const runs: LoadOptions[] = [
    { name: 'node:http baseline', url: baseline.url, method: 'POST', body: '{}' },
    { ...getCart, name: 'get-cart-by-id (4 lines)' },
    addToCart,
  ];
  // A short warm-up: JIT, the connection pool and PGlite's caches.
  for (const run of runs.slice(1)) await measureLoad({ ...run, connections: CONNECTIONS, durationSeconds: 2 });
  const results: LoadResult[] = [];
  for (const run of runs)
    results.push(await measureLoad({ ...run, connections: CONNECTIONS, durationSeconds: SECONDS }));
  const floor = results[0]!;
  const database = envVar('DATABASE_URL') ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  // Figures on a shared machine are only comparable at a similar load.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nCart API on ${database}, ${CONNECTIONS} connections, ${SECONDS} s each, ` +
      `${cpus().length} CPUs, load average ${load}\n`,
  );
  console.log(
    formatTable(
      results.map((r) => ({
        route: r.name,
        'req/s': r.requestsPerSecond,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        'req/s vs baseline': r === floor ? '1.00' : (r.requestsPerSecond / floor.requestsPerSecond).toFixed(2),
        'p99 vs baseline': r === floor ? '1.0' : (r.p99Ms / Math.max(floor.p99Ms, 0.01)).toFixed(1),
        errors: r.errors + r.non2xx,
      })),
    ),
  );
  const add = results[2]!;
  console.log(`\nServer RSS after the run: ${rssMiB(shop.process.pid!)} MiB`);
  console.log(
    `cart-add p99 ${add.p99Ms} ms: ${add.p99Ms < TARGET_P99_MS ? 'within' : 'OVER'} the ${TARGET_P99_MS} ms target`,
  );
} finally {
  await baseline.close();
  await shop.stop();
}
