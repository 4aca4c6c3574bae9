/**
 * `npm run bench:publish [-- --tenfold] [-- --rounds N]`: how long an editor waits for a change to go live.
 * With the shop serving a steady stream of requests, a change is published through the webhook; the figures
 * are the seconds until the change is served, the load average then, and the requests that failed during
 * the build and the swap (must be none). After a first publish (not counted: it follows `npm run build`),
 * each round publishes one blog post's new title, one product's new price, and a full rebuild (the pages kept
 * for reuse forgotten, as after a change of code); the table ends with the median of each kind. `--tenfold`
 * runs on the 10× catalogue (data/catalogues/, made when missing). Astro's incremental build reuses a page
 * only when its data is unchanged, and a build reads the blog entries, the feed, DATA_DIR's review ratings
 * and SITE_URL: dist/ is built first from the bench's copies of the entries and the feed, its shop's data
 * folder and site address, as a deploy's `npm run build` reads what its publishes read.
 * Latency during the publish is shown beside a quiet period of the same server
 * and a plain node:http server under the same stream, measured in the same run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { productPath } from '#src/catalogue/paths.ts';
import { PUBLISH_PATH, SECRET_HEADER } from '#server/publish.ts';
import { DEFAULT_BLOG_ENTRIES_PATH } from '#src/features/blog/source.server.ts';
import { ROOT, startShop } from '#tests/support/server.ts';
import { build, buildDir, run } from '../lib/build.ts';
import { PAGE_KEYS } from '../lib/page-keys.ts';
import { formatTable, rssMiB, startBaseline } from './lib/load.ts';
import { readTargets } from './lib/targets.ts';
import { envVar } from '#src/config/env.ts';

const TARGET_SECONDS = readTargets(ROOT).publish.liveSeconds!.max!;
const CLIENTS = 4;
const SECRET = 'bench-publish-secret';

interface Stream {
  stop(): Promise<{ requests: number; failures: string[]; p50Ms: number; p99Ms: number }>;
}

/** CLIENTS loops requesting the given URLs one after another until stopped. */
function steadyStream(urls: string[]): Stream {
  let running = true;
  const times: number[] = [];
  const failures: string[] = [];
  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const url = urls[i % urls.length]!;
      const started = performance.now();
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      } catch (error) {
        failures.push(`${url}: ${(error as Error).message}`);
      }
      times.push(performance.now() - started);
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      times.sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN) * 10) / 10;
      return { requests: times.length, failures, p50Ms: at(0.5), p99Ms: at(0.99) };
    },
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The folder of the build the shop serves: the last publish's, or the one `npm run build` made. */
async function liveBuild(baseURL: string, buildsDir: string): Promise<string> {
  const status = (await (
    await fetch(`${baseURL}${PUBLISH_PATH}`, { headers: { [SECRET_HEADER]: SECRET } })
  ).json()) as {
    live: string;
  };
  const published = join(buildsDir, status.live);
  return existsSync(published) ? published : buildDir();
}

type Change = 'post' | 'price' | 'full';

/** A publish after one change: its kind, and the page that shows it and the text that is new there. */
const CHANGE_NAMES: Record<Change, string> = {
  post: "one blog post's title changed",
  price: "one product's price changed",
  full: 'a full rebuild (nothing kept for reuse, as after a change of code)',
};

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * `rounds` rounds of the three publishes, on `catalogue` (a feed file, copied: its prices are changed in
 * the copy) or the default feed. The figures of each kind are the median of its rounds.
 */
export async function benchPublish({ catalogue, rounds = 2 }: { catalogue?: string; rounds?: number } = {}) {
  const original = readFileSync(DEFAULT_BLOG_ENTRIES_PATH, 'utf8');
  const entries = JSON.parse(original) as {
    items: Array<{ sys: { id: string }; fields: { title: Record<string, string> } }>;
  };
  const post = entries.items[0]!;
  const workDir = mkdtempSync(join(tmpdir(), 'lucky-bench-'));
  const entriesFile = join(workDir, 'entries.json');
  writeFileSync(entriesFile, original);
  const feedFile = join(workDir, 'catalogue.json');
  const feed = JSON.parse(readFileSync(catalogue ?? join(ROOT, 'src/data/catalogue.json'), 'utf8')) as {
    products: Array<{ id: string; title: string; priceFils: number }>;
  };
  writeFileSync(feedFile, JSON.stringify(feed));
  const product = feed.products[Math.floor(feed.products.length / 2)]!;
  const dataDir = mkdtempSync(join(tmpdir(), 'lucky-bench-data-'));
  const site = envVar('SITE_URL') ?? 'http://localhost:4321';
  const env = { BLOG_ENTRIES_PATH: entriesFile, DATA_DIR: dataDir, SITE_URL: site, CATALOGUE_PATH: feedFile };
  const built = performance.now();
  await build(buildDir(), env);
  console.log(`[bench] npm run build of the bench's content: ${((performance.now() - built) / 1000).toFixed(1)} s`);
  const buildsDir = join(ROOT, 'dist-bench-builds');
  rmSync(buildsDir, { recursive: true, force: true });
  // Indexing a 10× build (its 7,000 pages' twins) and opening PGlite takes minutes on a busy machine.
  const shop = await startShop(
    { ...env, SHOP_BUILDS: buildsDir, CONTENTFUL_WEBHOOK_SECRET: SECRET },
    { answerWithinSeconds: 900 },
  );
  const productPage = `${shop.baseURL}${productPath(product.title, product.id)}`;
  const paths = ['/', '/blogs', `/blog/${post.sys.id}`, '/api/get-blogs', productPath(product.title, product.id)];
  const urls = paths.map((path) => `${shop.baseURL}${path}`);
  const rows: Array<Record<string, string | number>> = [];
  const times: Record<Change, number[]> = { post: [], price: [], full: [] };
  const loads: number[] = [];
  let failed = 0;
  try {
    const baseline = await startBaseline();
    const floor = steadyStream([baseline.url]);
    await sleep(3000);
    const floorFigures = await floor.stop();
    await baseline.close();
    rows.push({
      phase: 'node:http baseline',
      'seconds to live': '',
      'load average': '',
      requests: floorFigures.requests,
      failed: floorFigures.failures.length,
      'p50 ms': floorFigures.p50Ms,
      'p99 ms': floorFigures.p99Ms,
    });

    const quiet = steadyStream(urls);
    await sleep(3000);
    const quietFigures = await quiet.stop();
    rows.push({
      phase: 'shop, no publish',
      'seconds to live': '',
      'load average': '',
      requests: quietFigures.requests,
      failed: quietFigures.failures.length,
      'p50 ms': quietFigures.p50Ms,
      'p99 ms': quietFigures.p99Ms,
      'server RSS MiB': rssMiB(shop.process.pid!),
    });

    // The first publish after npm run build, unmeasured: the figures are a publish's after a publish.
    const kinds: Change[] = ['post', 'price', 'full'];
    for (let round = 0; round <= rounds; round++) {
      for (const [i, kind] of (round === 0 ? (['post'] as Change[]) : kinds).entries()) {
        let page: string;
        let isLive: (text: string) => boolean;
        if (kind === 'price') {
          page = productPage;
          const before = await (await fetch(page)).text();
          product.priceFils += 100;
          writeFileSync(feedFile, JSON.stringify(feed));
          isLive = (text) => text !== before;
        } else {
          // A full rebuild forgets the pages kept for reuse and the live build's keys, as after a change of code.
          if (kind === 'full') {
            rmSync(join(ROOT, 'node_modules/.astro/incremental-build.json'), { force: true });
            rmSync(join(await liveBuild(shop.baseURL, buildsDir), PAGE_KEYS));
          }
          const plain = post.fields.title['en-US']!.replace(/ \(edit .*\)$/, '');
          const title = `${plain} (edit ${round}.${i}, ${Date.now()})`;
          post.fields.title['en-US'] = title;
          writeFileSync(entriesFile, JSON.stringify(entries));
          page = `${shop.baseURL}/blog/${post.sys.id}`;
          isLive = (text) => text.includes(title);
        }
        const stream = steadyStream(urls);
        const logged = shop.messages().length;
        const started = performance.now();
        const answer = await fetch(`${shop.baseURL}${PUBLISH_PATH}`, {
          method: 'POST',
          headers: { [SECRET_HEADER]: SECRET, 'x-contentful-topic': 'ContentManagement.Entry.publish' },
        });
        if (answer.status !== 202) throw new Error(`the webhook answered ${answer.status}`);
        let live = NaN;
        while (performance.now() - started < 900_000) {
          if (isLive(await (await fetch(page)).text())) {
            live = (performance.now() - started) / 1000;
            break;
          }
          await sleep(100);
        }
        const load = loadavg()[0]!;
        await sleep(1000);
        const figures = await stream.stop();
        failed += figures.failures.length;
        for (const failure of figures.failures.slice(0, 5)) console.error(`  failed: ${failure}`);
        if (round > 0) {
          times[kind].push(live);
          loads.push(load);
        }
        const row = {
          phase:
            round === 0 ? 'first publish after npm run build (not counted)' : `${CHANGE_NAMES[kind]}, round ${round}`,
          'seconds to live': Number.isNaN(live) ? 'never' : live.toFixed(1),
          'load average': load.toFixed(1),
          requests: figures.requests,
          failed: figures.failures.length,
          'p50 ms': figures.p50Ms,
          'p99 ms': figures.p99Ms,
          // Grows with each publish while a build's copy of the bundle, or its catalogue, is kept (decision 018).
          'server RSS MiB': rssMiB(shop.process.pid!),
        };
        console.log(`[bench] ${row.phase}: live after ${row['seconds to live']} s (load ${row['load average']})`);
        // Where the time went: the build's phases, and the swap after it.
        for (const line of shop.messages().slice(logged).split('\n'))
          if (/^\[build\] .* ready in|^\[render\] changed|^\[publish\] (built|catalogue)/.test(line))
            console.log(`  ${line}`);
        rows.push(row);
      }
    }
  } finally {
    await shop.stop();
    rmSync(buildsDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  const medians = (Object.keys(times) as Change[]).map((kind) => ({
    phase: `median: ${CHANGE_NAMES[kind]}`,
    'seconds to live': times[kind].some(Number.isNaN) ? 'never' : median(times[kind]).toFixed(1),
    'load average': `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    requests: '',
    failed: '',
    'p50 ms': '',
    'p99 ms': '',
  }));
  return { rows: [...rows, ...medians], failed, pages: feed.products.length };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { tenfold: { type: 'boolean', default: false }, rounds: { type: 'string', default: '2' } },
  });
  let catalogue: string | undefined;
  if (values.tenfold) {
    catalogue = join(ROOT, 'data/catalogues/catalogue-x10.json');
    if (!existsSync(catalogue))
      await run(process.execPath, [join(ROOT, 'scripts/catalogue/generate.ts'), '--scale', '10']);
  }
  const { rows, failed, pages } = await benchPublish({ catalogue, rounds: Number(values.rounds) });
  console.log(
    `\nPublish to live, ${pages} products${values.tenfold ? ' (the 10× catalogue)' : ''} ` +
      `(target: under ${TARGET_SECONDS} s for a post or a price, no failed request)\n`,
  );
  console.log(formatTable(rows));
  const slow = rows.filter(
    (row) =>
      String(row.phase).startsWith('median') &&
      !String(row.phase).includes('full') &&
      !(Number(row['seconds to live']) <= TARGET_SECONDS),
  );
  console.log(
    `\n${failed === 0 ? 'no request failed during the swaps' : `${failed} requests FAILED during the swaps`}; ` +
      (slow.length === 0 ? 'every publish was live within the target' : `${slow.length} median(s) MISSED the target`),
  );
  process.exit(failed === 0 ? 0 : 1);
}
