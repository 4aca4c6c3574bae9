/**
 * `npm run bench:edge [-- --rounds 3]`: a product page and the home page as Chromium requests them, through
 * Varnish with the repository's VCL (deploy/varnish/shop.vcl, every answer a hit after the first) beside
 * the shop's server alone: req/s and p99, the median of the rounds (3 unless told) of BENCH_SECONDS each,
 * at 10 connections, each round in a rotating order, with the load average (as bench:static).
 * Needs Varnish (`apt-get install varnish`, or run it under `bash scripts/ci/with-varnish.sh`).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureBuilt } from '../lib/build.ts';
import { startVarnish, varnishd } from '../lib/varnish.ts';
import { startShop } from '#tests/support/server.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { formatTable, loadRow, measureLoad, median, type LoadResult } from './lib/load.ts';
import { BROWSER_ENCODINGS } from './lib/static-runs.ts';
import { envVar } from '#src/config/env.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number, at least 1');
if (!varnishd()) {
  console.error(
    'bench:edge needs Varnish: apt-get install varnish (or bash scripts/ci/with-varnish.sh npm run bench:edge)',
  );
  process.exit(1);
}
const seconds = envVar('BENCH_SECONDS');
const product = loadFeed().products[0]!;
const pages = [
  { label: 'product page', path: `/product/${product.title.replace(/ /g, '-')}/${product.id}/` },
  { label: 'home page', path: '/' },
];
const roundLoad = () => loadavg().map((value) => Math.round(value * 10) / 10);

await ensureBuilt();
const shop = await startShop();
const cache = await startVarnish(shop.port);
const headers = { 'accept-encoding': BROWSER_ENCODINGS };
const rows: Array<Record<string, string | number>> = [];
const before = roundLoad();
try {
  for (const page of pages) {
    const servers = [
      { name: `${page.label}, shop alone`, url: `${shop.baseURL}${page.path}`, runs: [] as LoadResult[] },
      { name: `${page.label}, through Varnish`, url: `${cache.url}${page.path}`, runs: [] as LoadResult[] },
    ];
    const cached = await fetch(servers[1]!.url, { headers }).then(() => fetch(servers[1]!.url, { headers }));
    if (cached.headers.get('x-cache') !== 'HIT') throw new Error(`${page.path} is not a hit through Varnish`);
    for (const server of servers) await measureLoad({ ...server, headers, connections: 10, durationSeconds: 2 });
    for (let round = 0; round < rounds; round++)
      for (let i = 0; i < servers.length; i++) {
        const server = servers[(i + round) % servers.length]!;
        const result = await measureLoad({ ...server, headers, connections: 10, durationSeconds: seconds });
        console.log(
          `[bench:edge] round ${round + 1}/${rounds} ${server.name}: ${result.requestsPerSecond} req/s, ` +
            `p99 ${result.p99Ms} ms`,
        );
        server.runs.push(result);
      }
    for (const server of servers) {
      const mid = (pick: (r: LoadResult) => number) => median(server.runs.map(pick));
      rows.push(
        loadRow('page', {
          name: server.name,
          requestsPerSecond: mid((r) => r.requestsPerSecond),
          p50Ms: mid((r) => r.p50Ms),
          p95Ms: mid((r) => r.p95Ms),
          p99Ms: mid((r) => r.p99Ms),
          errors: server.runs.reduce((sum, r) => sum + r.errors, 0),
          non2xx: server.runs.reduce((sum, r) => sum + r.non2xx, 0),
        }),
      );
    }
  }
} finally {
  await cache.stop();
  await shop.stop();
}
console.log(
  `\n10 connections, median of ${rounds} rounds of ${seconds} s; ${cpus().length} CPUs, ` +
    `load average ${before.join(' ')} before, ${roundLoad().join(' ')} after\n`,
);
console.log(formatTable(rows));
