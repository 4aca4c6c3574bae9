/**
 * `npm run bench:static [-- --rounds 3] [-- /path]`: the home page (or the given page) as Chromium requests
 * it, from the shop's server, from sirv serving the same dist/client with brotli, and from plain node:http answering
 * the shop's own answer from memory, side by side in one run (scripts/bench/lib/static-runs.ts): the
 * median of the rounds (3 unless told) of BENCH_SECONDS each, at 10 connections, with the load average.
 * Targets (bench/targets.json): the shop at least 2× sirv's req/s and at least half of node:http's.
 */
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDir, ensureBuilt, ROOT } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { formatTable, loadRow } from './lib/load.ts';
import { measureStatic } from './lib/static-runs.ts';
import { envVar } from '#src/config/env.ts';
import { readTargets, verdict } from './lib/targets.ts';

const { values, positionals } = parseArgs({
  options: { rounds: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const path = positionals[0] ?? '/';
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number, at least 1');
await ensureBuilt();
const shop = await startShop();
let figures;
try {
  figures = await measureStatic({
    shopURL: shop.baseURL,
    clientDir: join(buildDir(), 'client'),
    path,
    rounds,
    seconds: envVar('BENCH_SECONDS'),
  });
} finally {
  await shop.stop();
}
const targets = readTargets(ROOT).static;
const overSirv = figures.shop.requestsPerSecond / figures.sirv.requestsPerSecond;
const overRaw = figures.shop.requestsPerSecond / figures.nodeHttp.requestsPerSecond;
console.log(
  `\n${path} (${figures.bodyBytes} bytes, ${figures.encoding}), 10 connections, median of ${figures.rounds} rounds; ` +
    `${cpus().length} CPUs, load average ${figures.loadAverage.before.join(' ')} before, ` +
    `${figures.loadAverage.after.join(' ')} after\n`,
);
console.log(formatTable([figures.shop, figures.sirv, figures.nodeHttp].map((run) => loadRow('server', run))));
console.log(`\nshop / sirv req/s: ${overSirv.toFixed(2)}× (${verdict(overSirv, targets.shopOverSirv)})`);
console.log(`shop / node:http req/s: ${overRaw.toFixed(2)}× (${verdict(overRaw, targets.shopOverNodeHttp)})`);
