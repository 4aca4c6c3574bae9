/**
 * Two server processes on one PostgreSQL (WEB_CONCURRENCY=2): the oversell race spread across both, kill -9 of
 * one during checkouts, and a publish under load that changes a blog post and the catalogue. On PGlite, which
 * opens in one process only, they are skipped.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Feed } from '#src/catalogue/schema.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { DEFAULT_BLOG_ENTRIES_PATH } from '#src/features/blog/source.server.ts';
import { PUBLISH_PATH, SECRET_HEADER } from '#server/publish.ts';
import { ROOT } from '#tests/support/server.ts';
import { envVar } from '#src/config/env.ts';
import { sampleVariants, usesPostgres, withShop, type ScenarioOptions, type Verdict } from './harness.ts';
import { oversell } from './oversell.ts';
import { Shopper } from './shopper.ts';

const TWO = { WEB_CONCURRENCY: '2' };
const SECRET = 'reliability-publish-secret';

const skipped = (name: string): Verdict => ({
  name,
  passed: true,
  detail: 'skipped: several processes need PostgreSQL (DATABASE_URL=postgres://…)',
});

/** A GET on a connection of its own, so that successive calls are spread across the processes. */
function freshGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    get(url, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      res.on('error', fail);
    }).on('error', fail);
  });
}

/** Server process ids from the "is open" lines printed so far. */
const processIds = (output: string): number[] =>
  [...output.matchAll(/is open on .*process (\d+)\)/g)].map((match) => Number(match[1]));

export function oversellAcrossTwo(options: ScenarioOptions): Promise<Verdict> {
  if (!usesPostgres()) return Promise.resolve(skipped('oversell across two processes'));
  return oversell(options, { env: TWO, label: ', two processes', offset: 100 });
}

/** Shoppers check out while one of the two processes is killed; the other answers, and a new one replaces it. */
export async function killOneOfTwo({ short }: ScenarioOptions): Promise<Verdict> {
  const name = 'kill -9 one of two processes (PostgreSQL)';
  if (!usesPostgres()) return skipped(name);
  const variants = sampleVariants(4, 120).map((p) => p.variantId);
  const problems: string[] = [];
  const orders = new Set<string>();
  let answeredAfterKill = 0;
  await withShop(
    variants.map((id): [string, number] => [id, 1_000_000]),
    async (shop) => {
      const shopper = new Shopper(shop.baseURL);
      const state = { killed: false, stop: false };
      const shop1 = async (i: number) => {
        while (!state.stop) {
          try {
            const cartId = await shopper.createCart();
            await shopper.add(cartId, variants[i % variants.length]!, 1);
            const placed = await shopper.checkout(cartId);
            if (placed.orderUrl) orders.add(placed.orderUrl);
            if (state.killed && placed.orderUrl) answeredAfterKill++;
          } catch {
            // a call on the killed process's connection: not acknowledged, so nothing is owed
          }
        }
      };
      const shoppers = Array.from({ length: 6 }, (_, i) => shop1(i));
      await sleep(short ? 1500 : 4000);
      const [victim] = processIds(shop.output());
      if (!victim) throw new Error('no server process id in the output');
      process.kill(victim, 'SIGKILL');
      state.killed = true;
      const deadline = Date.now() + 60_000;
      while (processIds(shop.output()).length < 3 && Date.now() < deadline) await sleep(100);
      if (processIds(shop.output()).length < 3) problems.push('no new process replaced the killed one in 60 s');
      await sleep(short ? 1500 : 4000);
      state.stop = true;
      await Promise.all(shoppers);
      if (answeredAfterKill === 0) problems.push('no checkout was answered after the kill');
      for (const orderUrl of orders) {
        const page = await shopper.send(orderUrl);
        if (page.status !== 200) problems.push(`order ${orderUrl} answered ${page.status}`);
      }
    },
    TWO,
  ).catch((error: Error) => problems.push(error.message.split('\n')[0]!));
  return {
    name,
    passed: problems.length === 0,
    detail: problems.length
      ? problems.slice(0, 5).join('; ')
      : `${orders.size} orders acknowledged, all present; ${answeredAfterKill} placed after the kill; ` +
        'a new process replaced the killed one',
  };
}

/**
 * With both processes under a steady stream of requests, a blog post and the catalogue change (a new price,
 * one size out of the range, one new size) and one publish goes to one process: one build in all, both
 * processes serve the new post and sell the new size, an existing cart shows the new price and flags the line
 * of the size that left, and no request failed.
 */
export async function publishAcrossTwo({ short }: ScenarioOptions): Promise<Verdict> {
  const name = 'publish with two processes (PostgreSQL)';
  if (!usesPostgres()) return skipped(name);
  const folder = mkdtempSync(join(tmpdir(), 'lucky-two-'));
  const entriesFile = join(folder, 'entries.json');
  const feedFile = join(folder, 'catalogue.json');
  const buildsDir = join(ROOT, 'dist-reliability-builds');
  const entries = JSON.parse(readFileSync(DEFAULT_BLOG_ENTRIES_PATH, 'utf8')) as {
    items: Array<{ sys: { id: string }; fields: { title: Record<string, string> } }>;
  };
  const feed = loadFeed();
  writeFileSync(entriesFile, JSON.stringify(entries));
  writeFileSync(feedFile, JSON.stringify(feed));
  const post = entries.items[0]!;
  const product = feed.products[140]!;
  const [removed, kept] = product.variants.filter((v) => v.stock > 0) as [
    Feed['products'][0]['variants'][0],
    { id: string },
  ];
  const newSize = Math.max(...product.variants.map((v) => v.size)) + 1;
  const added = { id: `${product.id}-${newSize}`, size: newSize, stock: 5 };
  const problems: string[] = [];
  let detail = '';
  rmSync(buildsDir, { recursive: true, force: true });
  try {
    await withShop(
      [],
      async (shop) => {
        const shopper = new Shopper(shop.baseURL);
        const cartId = await shopper.createCart();
        for (const variant of [removed, kept]) {
          const { status } = await shopper.add(cartId, variant.id, 1);
          if (status !== 200) throw new Error(`cart-add before the publish answered ${status}`);
        }
        const paths = ['/', `/blog/${post.sys.id}`, `/api/stock/${product.id}`, '/api/get-blogs'];
        let running = true;
        let requests = 0;
        const failures: string[] = [];
        const stream = Array.from({ length: 4 }, async (_, i) => {
          for (let n = i; running; n++) {
            const path = paths[n % paths.length]!;
            try {
              const { status } = await freshGet(`${shop.baseURL}${path}`);
              if (status !== 200) failures.push(`${path}: ${status}`);
            } catch (error) {
              failures.push(`${path}: ${(error as Error).message}`);
            }
            requests++;
          }
        });

        const status = await freshGet(`${shop.baseURL}${PUBLISH_PATH}`, { [SECRET_HEADER]: SECRET });
        const before = (JSON.parse(status.body) as { live: string }).live;
        const title = `${post.fields.title['en-US']} (two processes, ${Date.now()})`;
        post.fields.title['en-US'] = title;
        writeFileSync(entriesFile, JSON.stringify(entries));
        const priceFils = product.priceFils + 500;
        product.priceFils = priceFils;
        product.variants = [...product.variants.filter((v) => v.id !== removed.id), added];
        writeFileSync(feedFile, JSON.stringify(feed));
        const started = performance.now();
        const answer = await fetch(`${shop.baseURL}${PUBLISH_PATH}?wait=1`, {
          method: 'POST',
          headers: { [SECRET_HEADER]: SECRET, 'x-contentful-topic': 'ContentManagement.Entry.publish' },
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        if (answer.status !== 200) problems.push(`the publish answered ${answer.status}: ${await answer.text()}`);

        // Each process switches once it has loaded the build it was told of; fresh connections reach both.
        const servedBy = new Map<number, string>();
        const switched = () =>
          servedBy.size >= 2 && [...servedBy.values()].every((live) => live === servedBy.values().next().value);
        for (const until = Date.now() + 120_000; !switched() && Date.now() < until;) {
          const { body } = await freshGet(`${shop.baseURL}${PUBLISH_PATH}`, { [SECRET_HEADER]: SECRET });
          const { pid, live } = JSON.parse(body) as { pid: number; live: string };
          if (live !== before) servedBy.set(pid, live);
        }
        const everywhere = ((performance.now() - started) / 1000).toFixed(1);
        if (!switched()) problems.push(`two minutes after the publish, the processes serve ${[...servedBy.values()]}`);
        for (let i = 0; i < 20; i++) {
          const page = await freshGet(`${shop.baseURL}/blog/${post.sys.id}`);
          if (!page.body.includes(title)) problems.push(`request ${i + 1} for the post served the old text`);
          const stock = await freshGet(`${shop.baseURL}/api/stock/${product.id}`);
          if (!stock.body.includes(added.id)) problems.push(`request ${i + 1}: the new size is not on sale`);
        }
        if (!short) await sleep(2000);
        running = false;
        await Promise.all(stream);
        const builds = shop.output().match(/\[publish\] building in/g)?.length ?? 0;
        if (builds !== 1) problems.push(`${builds} builds for one publish`);
        if (failures.length) problems.push(`${failures.length} of ${requests} requests failed: ${failures[0]}`);

        const { cart } = await shopper.cart(cartId);
        const { lines } = cart;
        const gone = lines.find((l) => l.merchandiseId === removed.id);
        const stays = lines.find((l) => l.merchandiseId === kept.id);
        if (gone?.quantityAvailable !== null) problems.push('the cart line of the size that left is not flagged');
        if (stays?.productPrice !== (priceFils / 100).toFixed(2))
          problems.push(`the cart shows ${stays?.productPrice} for a line now priced ${(priceFils / 100).toFixed(2)}`);
        const refused = await shopper.add(cartId, removed.id, 1);
        if (refused.status !== 409) problems.push(`adding the size that left answered ${refused.status}`);
        const sold = await shopper.add(cartId, added.id, 1);
        if (sold.status !== 200) problems.push(`adding the new size answered ${sold.status}`);
        detail =
          `one build, live where it was built in ${seconds} s and on both processes in ${everywhere} s; ` +
          `${requests} requests during the publish, ` +
          `${failures.length} failed; new price in the cart, the removed size flagged and refused, the new size sold`;
      },
      {
        ...TWO,
        BLOG_ENTRIES_PATH: entriesFile,
        CATALOGUE_PATH: feedFile,
        SHOP_BUILDS: buildsDir,
        CONTENTFUL_WEBHOOK_SECRET: SECRET,
        // The SITE_URL of the build in dist/, so the publish reuses its caches.
        SITE_URL: envVar('SITE_URL') ?? 'http://localhost:4321',
      },
    );
  } catch (error) {
    problems.push((error as Error).message.split('\n')[0]!);
  } finally {
    rmSync(buildsDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  }
  return { name, passed: problems.length === 0, detail: problems.length ? problems.slice(0, 5).join('; ') : detail };
}
