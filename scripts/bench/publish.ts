/**
 * `npm run bench:publish`: how long an editor waits for a change to go live.
 * With the shop serving a steady stream of requests, a post of the local
 * entries is changed and published through the webhook; the figures are the
 * seconds until the new text is served and the requests that failed during the
 * build and the swap (must be none). Two publishes in a row: the first after
 * `npm run build`, the second with the build caches of the first. Astro's
 * incremental build reuses a page only when its data is unchanged, and a build
 * reads the blog entries, DATA_DIR's review ratings and SITE_URL: dist/ is built
 * first from the bench's copy of the entries, its shop's data folder and site
 * address, as a deploy's `npm run build` reads what its publishes read.
 * Latency during the publish is shown beside a quiet period of the same server
 * and a plain node:http server under the same stream, measured in the same run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISH_PATH, SECRET_HEADER } from '#server/publish.ts';
import { DEFAULT_BLOG_ENTRIES_PATH } from '#src/features/blog/source.server.ts';
import { ROOT, startShop } from '#tests/support/server.ts';
import { build, buildDir } from '../lib/build.ts';
import { formatTable, startBaseline } from './lib/load.ts';
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

export async function benchPublish() {
  const original = readFileSync(DEFAULT_BLOG_ENTRIES_PATH, 'utf8');
  const entries = JSON.parse(original) as {
    items: Array<{ sys: { id: string }; fields: { title: Record<string, string> } }>;
  };
  const post = entries.items[0]!;
  const entriesFile = join(mkdtempSync(join(tmpdir(), 'lucky-bench-')), 'entries.json');
  writeFileSync(entriesFile, original);
  const dataDir = mkdtempSync(join(tmpdir(), 'lucky-bench-data-'));
  const site = envVar('SITE_URL') ?? 'http://localhost:4321';
  await build(buildDir(), { BLOG_ENTRIES_PATH: entriesFile, DATA_DIR: dataDir, SITE_URL: site });
  const buildsDir = join(ROOT, 'dist-bench-builds');
  rmSync(buildsDir, { recursive: true, force: true });
  const shop = await startShop({
    DATA_DIR: dataDir,
    BLOG_ENTRIES_PATH: entriesFile,
    SHOP_BUILDS: buildsDir,
    CONTENTFUL_WEBHOOK_SECRET: SECRET,
    SITE_URL: site,
  });
  const paths = ['/', '/blogs', `/blog/${post.sys.id}`, '/api/get-blogs'];
  const urls = paths.map((path) => `${shop.baseURL}${path}`);
  const rows: Array<Record<string, string | number>> = [];
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
      requests: quietFigures.requests,
      failed: quietFigures.failures.length,
      'p50 ms': quietFigures.p50Ms,
      'p99 ms': quietFigures.p99Ms,
    });

    for (const round of [1, 2]) {
      const title = `${post.fields.title['en-US']} (edit ${round}, ${Date.now()})`;
      post.fields.title['en-US'] = title;
      writeFileSync(entriesFile, JSON.stringify(entries));
      const stream = steadyStream(urls);
      const started = performance.now();
      const answer = await fetch(`${shop.baseURL}${PUBLISH_PATH}`, {
        method: 'POST',
        headers: { [SECRET_HEADER]: SECRET, 'x-contentful-topic': 'ContentManagement.Entry.publish' },
      });
      if (answer.status !== 202) throw new Error(`the webhook answered ${answer.status}`);
      let live = NaN;
      while (performance.now() - started < 600_000) {
        const page = await (await fetch(`${shop.baseURL}/blog/${post.sys.id}`)).text();
        if (page.includes(title)) {
          live = (performance.now() - started) / 1000;
          break;
        }
        await sleep(100);
      }
      await sleep(1000);
      const figures = await stream.stop();
      failed += figures.failures.length;
      for (const failure of figures.failures.slice(0, 5)) console.error(`  failed: ${failure}`);
      rows.push({
        phase: `publish ${round}${round === 1 ? ' (after npm run build)' : ' (warm caches)'}`,
        'seconds to live': Number.isNaN(live) ? 'never' : live.toFixed(1),
        requests: figures.requests,
        failed: figures.failures.length,
        'p50 ms': figures.p50Ms,
        'p99 ms': figures.p99Ms,
      });
    }
  } finally {
    await shop.stop();
    rmSync(buildsDir, { recursive: true, force: true });
    rmSync(entriesFile, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, failed };
}

if (import.meta.main) {
  const { rows, failed } = await benchPublish();
  console.log(`\nPublish to live (target: under ${TARGET_SECONDS} s, no failed request)\n`);
  console.log(formatTable(rows));
  const slow = rows.filter(
    (row) => row['seconds to live'] !== '' && !(Number(row['seconds to live']) < TARGET_SECONDS),
  );
  console.log(
    `\n${failed === 0 ? 'no request failed during the swaps' : `${failed} requests FAILED during the swaps`}; ` +
      (slow.length === 0 ? 'every publish was live within the target' : `${slow.length} publish(es) MISSED the target`),
  );
  process.exit(failed === 0 ? 0 : 1);
}
