/**
 * `npm run bench [-- --skip-build] [-- --skip-pages]`: every benchmark in one
 * run. Lighthouse on each page type, the hot API routes under load beside a
 * node:http baseline, the build time of the default and the 10× catalogue,
 * and the server's memory idle and under load. Each figure is compared with
 * bench/targets.json; misses are marked, never fatal. Writes bench/results.json.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { startShop } from '#tests/support/server.ts';
import { build, ensureBuilt, ROOT, run } from '../lib/build.ts';
import { auditPages, type PageFigures } from './lib/lighthouse.ts';
import { prepareCartRuns } from './lib/cart-runs.ts';
import { formatTable, measureLoad, rssMiB, startBaseline, type LoadOptions, type LoadResult } from './lib/load.ts';
import { envVar } from '#src/config/env.ts';

type Bound = { min?: number; max?: number };
const targets = JSON.parse(readFileSync(join(ROOT, 'bench/targets.json'), 'utf8')) as {
  pages: Record<string, Bound>;
  api: Record<string, Record<string, Bound>>;
  build: Record<string, Bound>;
  memory: Record<string, Bound>;
};
const { values: flags } = parseArgs({
  options: { 'skip-build': { type: 'boolean', default: false }, 'skip-pages': { type: 'boolean', default: false } },
});
const SECONDS = envVar('BENCH_SECONDS');

interface Row {
  area: string;
  figure: string;
  value: number;
  target: string;
  verdict: 'ok' | 'MISS' | '-';
  note?: string;
}
const rows: Row[] = [];

function judge(area: string, figure: string, value: number, bound: Bound | undefined, note?: string): void {
  let verdict: Row['verdict'] = '-';
  let target = '';
  if (bound) {
    const ok = (bound.min === undefined || value >= bound.min) && (bound.max === undefined || value <= bound.max);
    verdict = Number.isFinite(value) && ok ? 'ok' : 'MISS';
    target = [bound.min !== undefined ? `≥ ${bound.min}` : '', bound.max !== undefined ? `≤ ${bound.max}` : '']
      .filter(Boolean)
      .join(' ');
  }
  rows.push({ area, figure, value, target, verdict, ...(note ? { note } : {}) });
}

function countPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countPages(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) count++;
  }
  return count;
}

async function timedBuild(
  label: string,
  dir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ seconds: number; pages: number }> {
  rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  await build(dir, env);
  const seconds = (Date.now() - started) / 1000;
  const pages = countPages(join(dir, 'client'));
  console.log(`[bench] ${label}: ${seconds.toFixed(1)} s for ${pages} pages`);
  return { seconds, pages };
}

async function benchBuild(): Promise<void> {
  const tenfold = join(ROOT, 'data/catalogues/catalogue-x10.json');
  if (!existsSync(tenfold)) await run(process.execPath, [join(ROOT, 'scripts/catalogue/generate.ts'), '--scale', '10']);
  const one = await timedBuild('default catalogue', join(ROOT, 'dist-bench-x1'));
  const ten = await timedBuild('10× catalogue', join(ROOT, 'dist-bench-x10'), { CATALOGUE_PATH: tenfold });
  const ratio = ten.seconds / ten.pages / (one.seconds / one.pages);
  judge(
    'build',
    'default catalogue, seconds',
    Math.round(one.seconds),
    targets.build.defaultSeconds,
    `${one.pages} pages`,
  );
  judge('build', '10× catalogue, seconds', Math.round(ten.seconds), undefined, `${ten.pages} pages`);
  judge('build', '10× / default, seconds per page', Math.round(ratio * 100) / 100, targets.build.tenfoldPerPageRatio);
  for (const dir of ['dist-bench-x1', 'dist-bench-x10']) rmSync(join(ROOT, dir), { recursive: true, force: true });
}

async function benchServer(): Promise<PageFigures[]> {
  await ensureBuilt();
  const shop = await startShop();
  const baseline = await startBaseline({ products: [] });
  try {
    const pid = shop.process.pid!;
    await new Promise((r) => setTimeout(r, 3000));
    judge('memory', 'server RSS idle, MiB', rssMiB(pid), targets.memory.idleRssMiB);

    const { getCart, addToCart } = await prepareCartRuns(shop.baseURL, 10);
    const headers = { origin: shop.baseURL };
    const runs: LoadOptions[] = [
      { name: 'node:http baseline', url: baseline.url, method: 'POST', body: '{}' },
      getCart,
      addToCart,
      {
        name: 'search-bar',
        url: `${shop.baseURL}/api/search-bar/`,
        method: 'POST',
        body: JSON.stringify({ search: 'pink sandal' }),
        headers,
      },
      { name: 'get-products-by-tag', url: `${shop.baseURL}/api/get-products-by-tag/kids`, method: 'GET' },
    ];
    for (const r of runs.slice(1)) await measureLoad({ ...r, durationSeconds: 2 });
    const results: LoadResult[] = [];
    let peakRss = 0;
    for (const r of runs) {
      results.push(await measureLoad({ ...r, connections: 10, durationSeconds: SECONDS }));
      peakRss = Math.max(peakRss, rssMiB(pid));
    }
    const floor = results[0]!;
    for (const result of results.slice(1)) {
      const bounds = targets.api[result.name] ?? {};
      const timesBaseline = (result.requestsPerSecond / floor.requestsPerSecond).toFixed(2);
      const note = `${timesBaseline}× baseline req/s; baseline p99 ${floor.p99Ms} ms`;
      judge('api', `${result.name} req/s`, result.requestsPerSecond, undefined, note);
      judge('api', `${result.name} p50 ms`, result.p50Ms, bounds.p50Ms);
      judge('api', `${result.name} p95 ms`, result.p95Ms, bounds.p95Ms);
      judge('api', `${result.name} p99 ms`, result.p99Ms, bounds.p99Ms);
      judge('api', `${result.name} errors`, result.errors + result.non2xx, { max: 0 });
    }
    judge(
      'api',
      'node:http baseline req/s',
      floor.requestsPerSecond,
      undefined,
      `p50 ${floor.p50Ms} ms, p99 ${floor.p99Ms} ms`,
    );
    judge('memory', 'server RSS under load, MiB', peakRss, targets.memory.loadRssMiB);

    if (flags['skip-pages']) return [];
    const product = getCatalogue().products[0]!;
    const blogs = (await (await fetch(new URL('/api/get-blogs', shop.baseURL))).json().catch(() => [])) as Array<{
      id?: string;
      slug?: string;
    }>;
    const post1 = Array.isArray(blogs) && blogs[0] ? `/blog/${blogs[0].id ?? blogs[0].slug}` : null;
    const { productPath } = await import('#src/catalogue/paths.ts');
    const paths = [
      '/',
      '/shoes/kids',
      productPath(product.title, product.id),
      '/cart',
      '/blogs',
      ...(post1 ? [post1] : []),
    ];
    return await auditPages(shop.baseURL, paths);
  } finally {
    await baseline.close();
    await shop.stop();
  }
}

const LIGHTHOUSE_CATEGORY: Partial<Record<string, string>> = {
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

const pages = await benchServer();
for (const page of pages) {
  for (const figure of [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcpMs',
    'cls',
    'tbtMs',
    'jsGzipBytes',
    'htmlGzipBytes',
  ] as const) {
    // Which audits cost a score, e.g. 'seo: is-crawlable' on the pages that are noindex on purpose (/cart).
    const category = LIGHTHOUSE_CATEGORY[figure];
    const why = category ? page.failingAudits.filter((audit) => audit.startsWith(`${category}:`)).join(', ') : '';
    judge(`page ${page.path}`, figure, page[figure], targets.pages[figure], why || undefined);
  }
}
if (!flags['skip-build']) await benchBuild();

writeFileSync(
  join(ROOT, 'bench/results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
);
console.log(`\n${formatTable(rows.map((row) => ({ ...row, note: row.note ?? '' })))}`);
const misses = rows.filter((r) => r.verdict === 'MISS').length;
// Timings on a shared machine only compare at a similar load; the ratios to the baseline travel better.
console.log(
  `\nbench: ${rows.length} figures, ${misses} missing their target (bench/results.json); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} CPUs`,
);
