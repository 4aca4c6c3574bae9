/**
 * `npm run bench:cart`: the cart API under load beside a plain node:http
 * baseline, in the same run. Builds if needed, starts the real server on a
 * fresh data directory (PGlite, or DATABASE_URL when set), then runs
 * autocannon at 10 connections on get-cart-by-id and cart-add.
 * Prints req/s, p50, p99, the ratio to the baseline, and the server's RSS idle (settled after the first
 * start) and at its highest under the load, each against its target in bench/targets.json.
 */
import { cpus, loadavg } from 'node:os';
import { ensureBuilt } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { prepareCartRuns } from './lib/cart-runs.ts';
import {
  formatTable,
  measureLoad,
  sampleRss,
  settledRssMiB,
  startBaseline,
  type LoadOptions,
  type LoadResult,
} from './lib/load.ts';
import { readTargets, verdict } from './lib/targets.ts';
import { envVar } from '#src/config/env.ts';
import { ROOT } from '../lib/build.ts';

const CONNECTIONS = 10;
const SECONDS = envVar('BENCH_SECONDS');
const targets = readTargets(ROOT);

await ensureBuilt();
const shop = await startShop();
const pid = shop.process.pid!;
const settling = sampleRss(pid);
const idleRss = await settledRssMiB(pid);
const settlingPeak = settling.stop();
const baseline = await startBaseline({ id: 'cart', lines: [] });

try {
  const { getCart, addToCart } = await prepareCartRuns(shop.baseURL, CONNECTIONS);
  const runs: LoadOptions[] = [
    { name: 'node:http baseline', url: baseline.url, method: 'POST', body: '{}' },
    { ...getCart, name: 'get-cart-by-id (4 lines)' },
    addToCart,
  ];
  // A short warm-up: JIT, the connection pool and PGlite's caches.
  const underLoad = sampleRss(pid);
  for (const run of runs.slice(1)) await measureLoad({ ...run, connections: CONNECTIONS, durationSeconds: 2 });
  const results: LoadResult[] = [];
  for (const run of runs)
    results.push(await measureLoad({ ...run, connections: CONNECTIONS, durationSeconds: SECONDS }));
  const loadRss = underLoad.stop();
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
  console.log('');
  for (const result of results.slice(1)) {
    const bound = targets.api[result.name.replace(/ \(.*\)$/, '')]?.p99Ms;
    console.log(`${result.name} p99 ${result.p99Ms} ms: ${verdict(result.p99Ms, bound)}`);
  }
  console.log(
    `server RSS idle ${idleRss} MiB: ${verdict(idleRss, targets.memory.idleRssMiB)} ` +
      `(first start on a new data directory, settled; ${settlingPeak} MiB at most while settling)`,
  );
  console.log(`server RSS under load ${loadRss} MiB at most: ${verdict(loadRss, targets.memory.loadRssMiB)}`);
} finally {
  await baseline.close();
  await shop.stop();
}
