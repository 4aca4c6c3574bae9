/**
 * `npm run bench [-- --skip-build | --skip-tenfold] [-- --skip-pages] [-- --skip-search] [-- --lighthouse-runs 5]
 * [-- --interaction-runs 5] [-- --build-pairs 3]`:
 * every benchmark in one run, each figure printed with its target (bench/targets.json) and its baseline from
 * the same run:
 * - memory: the server's RSS idle after a first start on a new data directory, and under load;
 * - api: the hot routes at 10 connections beside plain node:http answering from memory;
 * - static: the home page through the shop, sirv and plain node:http (scripts/bench/lib/static-runs.ts);
 * - pages: Lighthouse on each page type in English and Arabic (median of the runs) beside a script-free
 *   calibration page;
 * - interaction: the INP of the main interactions with the CPU slowed 4× (scripts/bench/lib/interaction-runs.ts)
 *   beside a <details> toggle on the same calibration page;
 * - search: new and repeated searches in English and Arabic on the 10× catalogue beside node:http
 *   answering the same bytes (scripts/bench/lib/search-runs.ts);
 * - build: a fresh clone's build (no pictures drawn, no caches); `npm start` from a fresh clone until `/`
 *   answers, beside its pages alone (scripts/bench/first-start.ts); then both languages against the English-only
 *   build (BENCH_ENGLISH_ONLY), both timed the same way after the pictures are drawn, so only page building
 *   is compared (the median of a few pairs); the 10× catalogue's seconds per page.
 * Misses are marked, never fatal. Writes bench/results.json (a run's artefact, not kept in git).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startShop } from '#tests/support/server.ts';
import { DEFAULT_CACHE_DIR } from '#scripts/images/cache.ts';
import { DEFAULT_OUT_DIR } from '#scripts/images/plan.ts';
import { build, buildDir, ensureBuilt, ROOT, run } from '../lib/build.ts';
import { measureFirstStart } from './first-start.ts';
import { CALIBRATION_LABEL, startCalibrationPage } from './lib/calibration.ts';
import { prepareCartRuns } from './lib/cart-runs.ts';
import { auditPages, pageFigureValues, type PageFigures } from './lib/lighthouse.ts';
import {
  CALIBRATION_INTERACTION,
  CPU_SLOWDOWN,
  measureInteractions,
  type InteractionFigure,
} from './lib/interaction-runs.ts';
import {
  formatTable,
  measureLoad,
  sampleRss,
  settledRssMiB,
  startBaseline,
  type LoadOptions,
  type LoadResult,
  median,
} from './lib/load.ts';
import { pageTypes } from './lib/page-types.ts';
import { measureSearch, SCALE } from './lib/search-runs.ts';
import { measureStatic } from './lib/static-runs.ts';
import { describeBound, meets, readTargets, type Bound } from './lib/targets.ts';
import { envVar } from '#src/config/env.ts';

const targets = readTargets(ROOT);
const { values: flags } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'skip-pages': { type: 'boolean', default: false },
    'skip-search': { type: 'boolean', default: false },
    'skip-tenfold': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    'interaction-runs': { type: 'string', default: '5' },
    'build-pairs': { type: 'string', default: '3' },
  },
});
const SECONDS = envVar('BENCH_SECONDS');
const LIGHTHOUSE_RUNS = Number(flags['lighthouse-runs']);
const INTERACTION_RUNS = Number(flags['interaction-runs']);
const BUILD_PAIRS = Number(flags['build-pairs']);

interface Row {
  area: string;
  figure: string;
  value: number;
  target: string;
  baseline: string;
  verdict: 'ok' | 'MISS' | '-';
  note?: string;
}
const rows: Row[] = [];

function judge(area: string, figure: string, value: number, bound: Bound | undefined, baseline = '', note?: string) {
  const verdict: Row['verdict'] = bound ? (meets(value, bound) ? 'ok' : 'MISS') : '-';
  rows.push({ area, figure, value, target: describeBound(bound), baseline, verdict, ...(note ? { note } : {}) });
}

/** A target that no script measures yet: listed, so it is not forgotten. */
function unmeasured(area: string, figure: string, bound: Bound | undefined, note: string) {
  rows.push({ area, figure, value: NaN, target: describeBound(bound), baseline: '', verdict: '-', note });
}

const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function countPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countPages(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) count++;
  }
  return count;
}

interface TimedBuild {
  seconds: number;
  pages: number;
}

async function timedBuild(label: string, dir: string, env: NodeJS.ProcessEnv = {}): Promise<TimedBuild> {
  rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  await build(dir, env);
  const seconds = (Date.now() - started) / 1000;
  const pages = countPages(join(dir, 'client'));
  console.log(`[bench] ${label}: ${seconds.toFixed(1)} s for ${pages} pages (load average ${loadNow()})`);
  return { seconds, pages };
}

/** What a fresh clone does not have: the drawn pictures, the picture cache, Astro's caches. */
const BUILD_CACHES = [DEFAULT_OUT_DIR, DEFAULT_CACHE_DIR, join(ROOT, 'node_modules', '.astro')];
const KEPT = join(ROOT, 'node_modules', '.cache', 'bench-kept');

/** Puts back the caches moved aside, by this run or by one that was stopped before it could. */
function restoreBuildCaches(): void {
  BUILD_CACHES.forEach((path, i) => {
    if (!existsSync(join(KEPT, String(i)))) return;
    rmSync(path, { recursive: true, force: true });
    renameSync(join(KEPT, String(i)), path);
  });
}

/** The build a fresh clone makes: the caches are moved aside (renames, instant) and put back after. */
async function coldBuild(dir: string) {
  restoreBuildCaches();
  mkdirSync(KEPT, { recursive: true });
  BUILD_CACHES.forEach((path, i) => existsSync(path) && renameSync(path, join(KEPT, String(i))));
  try {
    return await timedBuild('default catalogue, both languages, from a fresh clone', dir);
  } finally {
    restoreBuildCaches();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchBuild(): Promise<void> {
  const cold = await coldBuild(join(ROOT, 'dist-bench-cold'));
  judge(
    'build',
    'default catalogue from a fresh clone, seconds',
    Math.round(cold.seconds),
    targets.build.defaultSeconds,
    '',
    `${cold.pages} pages, pictures drawn`,
  );
  // `npm start` from a fresh clone (scripts/bench/first-start.ts): until `/` answers, beside its pages alone
  // (the build's Astro phase); the pictures are drawn behind the shop (decision 007).
  const first = await measureFirstStart();
  const pagesAlone = /astro and pictures ([\d.]+) s/.exec(first.buildLine)?.[1];
  judge(
    'build',
    'npm start from a fresh clone until / answers, seconds',
    Math.round(first.seconds),
    targets.build.firstStartSeconds,
    pagesAlone ? `pages alone ${pagesAlone} s` : '',
    `load ${first.load.toFixed(1)}; ` +
      (first.picturesSeconds === null
        ? 'no pictures left to draw'
        : `every picture by ${first.picturesSeconds.toFixed(0)} s`),
  );
  const tenfold = join(ROOT, `data/catalogues/catalogue-x${SCALE}.json`);
  if (!flags['skip-tenfold'] && !existsSync(tenfold))
    await run(process.execPath, [join(ROOT, 'scripts/catalogue/generate.ts'), '--scale', '10']);
  // Pictures are drawn once, before any timing: both builds then find them drawn, and compare page building.
  // The pairs alternate, so neither build can reuse the other's pages; the machine's noise is a second or
  // two a build, so the ratio is the median of the pairs'.
  await run(process.execPath, [join(ROOT, 'scripts/images/render.ts')]);
  const pairs: { english: TimedBuild; both: TimedBuild }[] = [];
  for (let pair = 0; pair < BUILD_PAIRS; pair++) {
    const english = await timedBuild('default catalogue, English only', join(ROOT, 'dist-bench-en'), {
      BENCH_ENGLISH_ONLY: '1',
    });
    pairs.push({ english, both: await timedBuild('default catalogue, both languages', join(ROOT, 'dist-bench-x1')) });
  }
  const ratios = pairs.map(({ english, both }) => Math.round((both.seconds / english.seconds) * 100) / 100);
  const both = { seconds: median(pairs.map((pair) => pair.both.seconds)), pages: pairs[0]!.both.pages };
  const seconds = (builds: TimedBuild[]) => builds.map((timed) => timed.seconds.toFixed(1)).join(', ');
  judge(
    'build',
    'default catalogue, pictures drawn, seconds',
    Math.round(both.seconds),
    undefined,
    '',
    `${both.pages} pages; runs ${seconds(pairs.map((pair) => pair.both))}`,
  );
  judge(
    'build',
    'both languages / English only',
    median(ratios),
    targets.build.bothLanguagesOverEnglishOnly,
    `English only ${seconds(pairs.map((pair) => pair.english))} s, ${pairs[0]!.english.pages} pages`,
    `pictures drawn before either build; ratios ${ratios.join(', ')}`,
  );
  if (!flags['skip-tenfold']) {
    const ten = await timedBuild('10× catalogue, both languages', join(ROOT, 'dist-bench-x10'), {
      CATALOGUE_PATH: tenfold,
    });
    judge(
      'build',
      '10× / default, seconds per page',
      Math.round((ten.seconds / ten.pages / (both.seconds / both.pages)) * 100) / 100,
      targets.build.tenfoldPerPageRatio,
      `default ${(both.seconds / both.pages).toFixed(3)} s/page`,
      `10×: ${ten.seconds.toFixed(1)} s, ${ten.pages} pages`,
    );
  }
  for (const dir of ['dist-bench-en', 'dist-bench-x1', 'dist-bench-x10']) {
    rmSync(join(ROOT, dir), { recursive: true, force: true });
  }
}

function judgeLoad(area: string, result: LoadResult, floor: LoadResult, bounds: Record<string, Bound> = {}) {
  const base = (value: number, unit: string) => `${value} ${unit} (${floor.name})`;
  judge(area, `${result.name} req/s`, result.requestsPerSecond, undefined, base(floor.requestsPerSecond, 'req/s'));
  judge(area, `${result.name} p95 ms`, result.p95Ms, bounds.p95Ms, base(floor.p95Ms, 'ms'));
  judge(area, `${result.name} p99 ms`, result.p99Ms, bounds.p99Ms, base(floor.p99Ms, 'ms'));
  judge(area, `${result.name} errors`, result.errors + result.non2xx, { max: 0 });
}

async function benchServer(): Promise<{
  pages: PageFigures[];
  calibration?: PageFigures;
  interactions: InteractionFigure[];
}> {
  await ensureBuilt();
  const shop = await startShop();
  try {
    const pid = shop.process.pid!;
    const settling = sampleRss(pid);
    const idle = await settledRssMiB(pid);
    judge('memory', 'server RSS idle, MiB', idle, targets.memory.idleRssMiB, '', 'first start, new data dir, settled');
    judge('memory', 'server RSS while settling, MiB', settling.stop(), undefined, '', 'highest sample before idle');

    const baseline = await startBaseline({ id: 'cart', lines: [] });
    // The memory target is the server's under bench:cart's load: the RSS is sampled over the cart runs, and
    // the tag listing (large answers, no target for memory) is sampled apart.
    let underLoad = sampleRss(pid);
    let cartRss = 0;
    try {
      const { getCart, addToCart } = await prepareCartRuns(shop.baseURL, 10);
      const tag: LoadOptions = {
        name: 'get-products-by-tag',
        url: `${shop.baseURL}/api/get-products-by-tag/kids`,
        method: 'GET',
      };
      const floor = await measureLoad({
        name: 'node:http baseline',
        url: baseline.url,
        method: 'POST',
        body: '{}',
        connections: 10,
        durationSeconds: SECONDS,
      });
      const measure = async (r: LoadOptions) => {
        await measureLoad({ ...r, durationSeconds: 2 });
        judgeLoad(
          'api',
          await measureLoad({ ...r, connections: 10, durationSeconds: SECONDS }),
          floor,
          targets.api[r.name],
        );
      };
      await measure(getCart);
      await measure(addToCart);
      cartRss = underLoad.stop();
      underLoad = sampleRss(pid);
      await measure(tag);
    } finally {
      await baseline.close();
    }
    judge(
      'memory',
      'server RSS under load, MiB',
      cartRss,
      targets.memory.loadRssMiB,
      '',
      'highest sample (200 ms) over the cart runs (bench:cart)',
    );
    judge('memory', 'server RSS, tag listing runs, MiB', underLoad.stop(), undefined, '', 'highest sample (200 ms)');

    const statics = await measureStatic({
      shopURL: shop.baseURL,
      clientDir: join(buildDir(), 'client'),
      seconds: SECONDS,
    });
    const note = `median of ${statics.rounds} rounds, ${statics.encoding}, load ${statics.loadAverage.after.join(' ')}`;
    judge(
      'static',
      "home page, shop's req/s / sirv's",
      Math.round((statics.shop.requestsPerSecond / statics.sirv.requestsPerSecond) * 100) / 100,
      targets.static.shopOverSirv,
      `sirv ${statics.sirv.requestsPerSecond} req/s, p99 ${statics.sirv.p99Ms} ms`,
      `shop ${statics.shop.requestsPerSecond} req/s, p99 ${statics.shop.p99Ms} ms; ${note}`,
    );
    judge(
      'static',
      "home page, shop's req/s / node:http's",
      Math.round((statics.shop.requestsPerSecond / statics.nodeHttp.requestsPerSecond) * 100) / 100,
      targets.static.shopOverNodeHttp,
      `node:http ${statics.nodeHttp.requestsPerSecond} req/s, p99 ${statics.nodeHttp.p99Ms} ms`,
    );

    if (flags['skip-pages']) return { pages: [], interactions: [] };
    const calibrationPage = await startCalibrationPage();
    try {
      const paths = await pageTypes(shop.baseURL, { all: true });
      const [calibration, ...pages] = (await auditPages(
        shop.baseURL,
        [calibrationPage.url, ...paths],
        LIGHTHOUSE_RUNS,
      )) as [PageFigures, ...PageFigures[]];
      const interactions = await measureInteractions(shop.baseURL, calibrationPage.url, { runs: INTERACTION_RUNS });
      return { pages, calibration, interactions };
    } finally {
      await calibrationPage.close();
    }
  } finally {
    await shop.stop();
  }
}

const LIGHTHOUSE_CATEGORY: Partial<Record<string, string>> = {
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

const { pages, calibration, interactions } = await benchServer();
for (const page of pages) {
  for (const [figure, value] of pageFigureValues(page, calibration!)) {
    // Which audits cost a score, e.g. 'seo: is-crawlable' on the pages that are noindex on purpose (/cart).
    const category = LIGHTHOUSE_CATEGORY[figure];
    const why = category ? page.failingAudits.filter((audit) => audit.startsWith(`${category}:`)).join(', ') : '';
    const runs = figure === 'performance' && LIGHTHOUSE_RUNS > 1 ? `runs ${page.performanceRuns.join(' ')}` : '';
    const baseline = /^tbt/.test(figure) ? `${CALIBRATION_LABEL}: TBT ${calibration!.tbtMs} ms` : '';
    judge(`page ${page.path}`, figure, value, targets.pages[figure], baseline, [runs, why].filter(Boolean).join('; '));
  }
}
if (!flags['skip-search']) {
  const search = await measureSearch(SECONDS);
  const area = `search ×${SCALE}`;
  judgeLoad(area, { ...search.newSearch, name: 'new searches' }, search.floorSearch, targets.api['search-bar']);
  judgeLoad(
    area,
    { ...search.newArabicSearch, name: 'new Arabic searches' },
    search.floorArabic,
    targets.api['search-bar (Arabic)'],
  );
  judgeLoad(area, { ...search.search, name: 'repeated searches' }, search.floorSearch);
  judgeLoad(area, { ...search.arabicSearch, name: 'repeated Arabic searches' }, search.floorArabic);
}
if (!flags['skip-build']) await benchBuild();
const interactionBaseline = interactions.find((figure) => figure.locale === '');
for (const figure of interactions.filter((each) => each.locale !== '')) {
  judge(
    'interaction',
    `INP ms, ${figure.name}, ${figure.locale}`,
    figure.medianMs,
    targets.interaction.inpMs,
    interactionBaseline ? `${CALIBRATION_INTERACTION}: ${interactionBaseline.medianMs} ms` : '',
    `${CPU_SLOWDOWN}× CPU slowdown, runs ${figure.runsMs.join(' ')}`,
  );
}
unmeasured('publish', 'publish → live, seconds', targets.publish.liveSeconds, 'measured by npm run bench:publish');
unmeasured('checkout', 'card placed → paid p99 ms', undefined, 'measured by npm run bench:checkout');

const finished = { measuredAt: new Date().toISOString(), cpus: cpus().length, loadAverage: loadNow(), rows };
writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(finished, null, 2)}\n`);
const printable = rows.map((row) => ({
  ...row,
  value: Number.isNaN(row.value) ? '-' : row.value,
  note: row.note ?? '',
}));
console.log(`\n${formatTable(printable)}`);
const misses = rows.filter((r) => r.verdict === 'MISS').length;
// Timings on a shared machine only compare at a similar load; the ratios to the baseline travel better.
console.log(
  `\nbench: ${rows.length} figures, ${misses} missing their target (bench/results.json); ` +
    `load average ${loadNow()} on ${cpus().length} CPUs`,
);
