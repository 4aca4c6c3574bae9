/**
 * `npm run bench:cart`: the cart API under load beside a plain node:http
 * baseline, in the same run. Builds if needed, starts the real server on a
 * fresh data directory (PGlite, or DATABASE_URL when set), then runs
 * autocannon at 10 connections on get-cart-by-id and cart-add. On PostgreSQL
 * it does so with one server process, then two (WEB_CONCURRENCY=2).
 * Prints req/s, p50, p99, the ratio to the baseline and the servers' RSS.
 * Target: cart-add p99 under 25 ms.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { ensureBuilt } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { prepareCartRuns } from './lib/cart-runs.ts';
import { formatTable, measureLoad, rssMiB, startBaseline, type LoadOptions, type LoadResult } from './lib/load.ts';
import { envVar } from '#src/config/env.ts';

const CONNECTIONS = 10;
const SECONDS = envVar('BENCH_SECONDS');
const TARGET_P99_MS = 25;

/** The server processes of a shop: the primary's children when it runs several (WEB_CONCURRENCY). */
function serverPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length > 0 ? children.map(Number) : [pid];
  } catch {
    return [pid];
  }
}

/** The cart routes on a shop of `processes` server processes; its RSS summed over them. */
async function measureShop(processes: number): Promise<{ results: LoadResult[]; rss: number }> {
  const shop = await startShop(processes > 1 ? { WEB_CONCURRENCY: String(processes) } : {});
  try {
    const { getCart, addToCart } = await prepareCartRuns(shop.baseURL, CONNECTIONS);
    const runs: LoadOptions[] = [{ ...getCart, name: 'get-cart-by-id (4 lines)' }, addToCart];
    // A short warm-up: JIT, the connection pool and PGlite's caches.
    for (const run of runs) await measureLoad({ ...run, connections: CONNECTIONS, durationSeconds: 2 });
    const results: LoadResult[] = [];
    for (const run of runs)
      results.push(await measureLoad({ ...run, connections: CONNECTIONS, durationSeconds: SECONDS }));
    const rss = serverPids(shop.process.pid!).reduce((sum, pid) => sum + rssMiB(pid), 0);
    return { results, rss: Math.round(rss * 10) / 10 };
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
  let add: LoadResult | undefined;
  for (const processes of counts) {
    const { results, rss } = await measureShop(processes);
    for (const r of results) rows.push(row(String(processes), r, String(rss)));
    add ??= results[1];
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
  console.log(
    `\ncart-add p99 (one process) ${add!.p99Ms} ms: ` +
      `${add!.p99Ms < TARGET_P99_MS ? 'within' : 'OVER'} the ${TARGET_P99_MS} ms target`,
  );
} finally {
  await baseline.close();
}
