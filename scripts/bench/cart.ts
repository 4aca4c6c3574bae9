/**
 * `npm run bench:cart`: the cart API under load beside a plain node:http
 * baseline, in the same run. Builds if needed, starts the real server on a
 * fresh data directory (PGlite, or DATABASE_URL when set), then runs
 * autocannon at 10 connections on get-cart-by-id and cart-add. On PostgreSQL
 * it does so with one server process, then two (WEB_CONCURRENCY=2).
 * Prints req/s, p50, p99, the ratio to the baseline, and the single server's RSS idle (settled after the
 * first start) and at its highest under the load, each against its target in bench/targets.json; with two
 * processes, their RSS summed after the load.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { ensureBuilt, ROOT } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { prepareCartRuns } from './lib/cart-runs.ts';
import {
  formatTable,
  measureLoad,
  rssMiB,
  sampleRss,
  settledRssMiB,
  startBaseline,
  type LoadOptions,
  type LoadResult,
} from './lib/load.ts';
import { readTargets, verdict } from './lib/targets.ts';
import { envVar } from '#src/config/env.ts';

const CONNECTIONS = 10;
const SECONDS = envVar('BENCH_SECONDS');
const targets = readTargets(ROOT);

/** The server processes of a shop: the primary's children when it runs several (WEB_CONCURRENCY). */
function serverPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length > 0 ? children.map(Number) : [pid];
  } catch {
    return [pid];
  }
}

interface ShopFigures {
  results: LoadResult[];
  /** RSS after the load, summed over the server processes. */
  rss: number;
  /** One process only: RSS settled after the first start, its peak while settling, and its peak under load. */
  memory?: { idle: number; settlingPeak: number; underLoad: number };
}

/** The cart routes on a shop of `processes` server processes. */
async function measureShop(processes: number): Promise<ShopFigures> {
  const shop = await startShop(processes > 1 ? { WEB_CONCURRENCY: String(processes) } : {});
  try {
    const pid = shop.process.pid!;
    let memory: ShopFigures['memory'];
    let underLoad: { stop(): number } | undefined;
    if (processes === 1) {
      const settling = sampleRss(pid);
      const idle = await settledRssMiB(pid);
      memory = { idle, settlingPeak: settling.stop(), underLoad: 0 };
      underLoad = sampleRss(pid);
    }
    const { getCart, addToCart } = await prepareCartRuns(shop.baseURL, CONNECTIONS);
    const runs: LoadOptions[] = [{ ...getCart, name: 'get-cart-by-id (4 lines)' }, addToCart];
    // A short warm-up: JIT, the connection pool and PGlite's caches.
    for (const run of runs) await measureLoad({ ...run, connections: CONNECTIONS, durationSeconds: 2 });
    const results: LoadResult[] = [];
    for (const run of runs)
      results.push(await measureLoad({ ...run, connections: CONNECTIONS, durationSeconds: SECONDS }));
    if (memory && underLoad) memory.underLoad = underLoad.stop();
    const rss = serverPids(pid).reduce((sum, each) => sum + rssMiB(each), 0);
    return { results, rss: Math.round(rss * 10) / 10, ...(memory ? { memory } : {}) };
  } finally {
    await shop.stop();
  }
}

await ensureBuilt();
const onPostgres = envVar('DATABASE_URL')?.startsWith('postgres') ?? false;
// On PostgreSQL several processes can share the database: one and two side by side.
const counts = onPostgres ? [1, 2] : [1];
const baseline = await startBaseline({ id: 'cart', lines: [] });
try {
  const floor = await measureLoad({
    name: 'node:http baseline',
    url: baseline.url,
    method: 'POST',
    body: '{}',
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
  });
  const rows: Array<Record<string, string | number>> = [];
  const row = (processes: string, r: LoadResult, rss: string) => ({
    processes,
    route: r.name,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'req/s vs baseline': r === floor ? '1.00' : (r.requestsPerSecond / floor.requestsPerSecond).toFixed(2),
    'p99 vs baseline': r === floor ? '1.0' : (r.p99Ms / Math.max(floor.p99Ms, 0.01)).toFixed(1),
    errors: r.errors + r.non2xx,
    'RSS MiB': rss,
  });
  rows.push(row('', floor, ''));
  const figures: ShopFigures[] = [];
  for (const processes of counts) {
    const measured = await measureShop(processes);
    figures.push(measured);
    for (const r of measured.results) rows.push(row(String(processes), r, String(measured.rss)));
  }
  const database = onPostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  // Figures on a shared machine are only comparable at a similar load.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nCart API on ${database}, ${CONNECTIONS} connections, ${SECONDS} s each, ` +
      `${cpus().length} CPUs, load average ${load}\n`,
  );
  console.log(formatTable(rows));
  console.log('');
  const single = figures[0]!;
  for (const result of single.results) {
    const bound = targets.api[result.name.replace(/ \(.*\)$/, '')]?.p99Ms;
    console.log(`${result.name} p99 ${result.p99Ms} ms (one process): ${verdict(result.p99Ms, bound)}`);
  }
  const memory = single.memory!;
  console.log(
    `server RSS idle ${memory.idle} MiB: ${verdict(memory.idle, targets.memory.idleRssMiB)} ` +
      `(first start on a new data directory, settled; ${memory.settlingPeak} MiB at most while settling)`,
  );
  console.log(
    `server RSS under load ${memory.underLoad} MiB at most: ${verdict(memory.underLoad, targets.memory.loadRssMiB)}`,
  );
} finally {
  await baseline.close();
}
