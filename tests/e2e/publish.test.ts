/**
 * Publishing through the webhook on a server of its own, with real builds:
 * its own copy of the blog entries (as an editor's change would be) and its own
 * folder of publish builds.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_PATH, SECRET_HEADER } from '#server/publish.ts';
import { defaultFeedPath } from '#src/catalogue/load.server.ts';
import { titleToSlug } from '#src/catalogue/paths.ts';
import type { Feed } from '#src/catalogue/schema.ts';
import { filsToDecimal } from '#src/i18n/format.ts';
import { DEFAULT_BLOG_ENTRIES_PATH } from '#src/features/blog/source.server.ts';
import { ROOT, startShop, type RunningShop } from '../support/server.ts';

const SECRET = 'publish-test-secret';
const BUILD_TIMEOUT = 600_000;

interface Entries {
  /** Read with locale=*: each field's values by locale code, English in 'en-US'. */
  items: Array<{ sys: { id: string }; fields: Record<string, Record<string, unknown>> }>;
}

let shop: RunningShop;
let entriesFile: string;
let feedFile: string;
let buildsDir: string;
const original = JSON.parse(readFileSync(DEFAULT_BLOG_ENTRIES_PATH, 'utf8')) as Entries;
const post = original.items[0]!;

/** The entries as published last: a test changes them further, so the builds in between stay its base. */
let published = original;

function writeEntries(change: (entries: Entries) => void): void {
  const entries = structuredClone(published);
  change(entries);
  writeFileSync(entriesFile, JSON.stringify(entries));
}

const publishedNow = () => (published = JSON.parse(readFileSync(entriesFile, 'utf8')) as Entries);

const publish = (headers: Record<string, string>, query = '') =>
  fetch(`${shop.baseURL}${PUBLISH_PATH}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
const status = async () =>
  (await (await fetch(`${shop.baseURL}${PUBLISH_PATH}`, { headers: { [SECRET_HEADER]: SECRET } })).json()) as {
    live: string;
    builds: number;
    failures: number;
    building: boolean;
  };
const pageText = async (path: string) => (await fetch(`${shop.baseURL}${path}`)).text();

beforeAll(async () => {
  entriesFile = join(mkdtempSync(join(tmpdir(), 'lucky-entries-')), 'entries.json');
  writeEntries(() => {});
  feedFile = join(dirname(entriesFile), 'catalogue.json');
  writeFileSync(feedFile, readFileSync(defaultFeedPath()));
  // Inside the project, as every build must be (its server code needs node_modules).
  buildsDir = join(ROOT, `dist-test-builds-${process.pid}`);
  shop = await startShop(
    {
      BLOG_ENTRIES_PATH: entriesFile,
      CATALOGUE_PATH: feedFile,
      SHOP_BUILDS: buildsDir,
      CONTENTFUL_WEBHOOK_SECRET: SECRET,
      SITE_URL: process.env.SITE_URL ?? 'http://localhost:4321',
    },
    { seeded: true },
  );
});

afterAll(async () => {
  await shop?.stop();
  rmSync(buildsDir, { recursive: true, force: true });
  rmSync(dirname(entriesFile), { recursive: true, force: true });
});

describe('publishing', () => {
  it('refuses a call without the right secret and changes nothing', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { [SECRET_HEADER]: 'wrong' },
      { [SECRET_HEADER]: `${SECRET}x` },
      { authorization: `Bearer ${SECRET}` },
    ];
    for (const headers of attempts) {
      const response = await publish(headers, '?wait=1');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Unauthorized' });
    }
    expect((await fetch(`${shop.baseURL}${PUBLISH_PATH}`)).status).toBe(401);
    expect(await status()).toMatchObject({ live: 'dist', builds: 0, building: false });
    expect(existsSync(buildsDir)).toBe(false);
  });

  it(
    'keeps the live site when the build fails, and logs which entry is at fault',
    async () => {
      writeEntries((entries) => delete entries.items[0]!.fields.title);
      const response = await publish(
        { [SECRET_HEADER]: SECRET, 'x-contentful-topic': 'ContentManagement.Entry.publish' },
        '?wait=1',
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ status: 'failed' });
      expect(await status()).toMatchObject({ live: 'dist', failures: 1 });
      expect(await pageText(`/blog/${post.sys.id}`)).toContain(
        String(post.fields.title!['en-US']).replace(/'/g, '&#39;'),
      );
      expect(shop.messages()).toMatch(
        new RegExp(
          `\\[publish\\] FAILED after [\\d.]+ s: Blog entry "${post.sys.id}", field "title": is missing\\. ` +
            'The live site is unchanged',
        ),
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'switches to the new build without failing a request, and answers a burst of ten publishes with at most two builds',
    async () => {
      const newTitle = `Fit check, updated ${Date.now()}`;
      writeEntries((entries) => void (entries.items[0]!.fields.title!['en-US'] = newTitle));
      const before = await status();

      let served = 0;
      const failures: string[] = [];
      let streaming = true;
      const stream = (async () => {
        const paths = ['/', '/blogs', `/blog/${post.sys.id}`, '/api/get-blogs'];
        for (let i = 0; streaming; i++) {
          const path = paths[i % paths.length]!;
          try {
            const response = await fetch(`${shop.baseURL}${path}`);
            await response.arrayBuffer();
            if (response.status === 200) served++;
            else failures.push(`${path}: ${response.status}`);
          } catch (error) {
            failures.push(`${path}: ${(error as Error).message}`);
          }
        }
      })();

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => publish({ [SECRET_HEADER]: SECRET }, '?wait=1')),
      );
      streaming = false;
      await stream;

      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      const after = await status();
      expect(after.builds - before.builds).toBeGreaterThanOrEqual(1);
      expect(after.builds - before.builds).toBeLessThanOrEqual(2);
      expect(after.live).not.toBe('dist');
      expect(failures).toEqual([]);
      expect(served).toBeGreaterThan(0);
      expect(await pageText(`/blog/${post.sys.id}`)).toContain(newTitle);
      expect(await pageText('/api/get-blogs')).toContain(newTitle);
      publishedNow();
    },
    BUILD_TIMEOUT,
  );

  it(
    "after one post's change, renders its pages and lists again; the rest and the server's bundle are the live build's",
    async () => {
      // Both builds compared are publish builds in buildsDir: the last test's live one, or one made here.
      const other = original.items[1]!;
      const retitle = async (title: string) => {
        writeEntries((entries) => void (entries.items[1]!.fields.title!['en-US'] = title));
        expect((await publish({ [SECRET_HEADER]: SECRET }, '?wait=1')).status).toBe(200);
        return status();
      };
      let before = await status();
      if (before.live === 'dist') before = await retitle(`Second look, ${Date.now()}`);
      const newTitle = `Second look again, ${Date.now()}`;
      const logged = shop.output().length;
      const after = await retitle(newTitle);
      expect(after.live).not.toBe(before.live);
      expect(await pageText(`/blog/${other.sys.id}`)).toContain(newTitle);

      const file = (build: string, path: string) => join(buildsDir, build, 'client', path);
      // Rendered again: the changed post's page and the list that shows it, compressed again (the Arabic
      // page is rendered again too, but shows the Arabic title, unchanged: same bytes, same twins).
      for (const path of [`blog/${other.sys.id}/index.html`, 'blogs/index.html']) {
        expect(readFileSync(file(after.live, path)).equals(readFileSync(file(before.live, path))), path).toBe(false);
        expect(statSync(file(after.live, `${path}.br`)).ino, path).not.toBe(
          statSync(file(before.live, `${path}.br`)).ino,
        );
        // Its islands start from modules, as in a build through Astro (src/layouts/island-scripts.ts).
        const html = readFileSync(file(after.live, path), 'utf8');
        expect(html, path).toContain('<script type="module">');
        expect(html, path).not.toContain('<script>');
      }
      // Not rendered: the live build's own files, page and twins (scripts/lib/page-overlay.ts).
      const product = readdirSync(join(buildsDir, after.live, 'client', 'product'))[0]!;
      const productPage = join('product', product, readdirSync(file(after.live, join('product', product)))[0]!);
      for (const path of ['about-us/index.html', 'shoes/kids/index.html', join(productPage, 'index.html')]) {
        for (const twin of ['', '.br', '.gz'])
          expect(statSync(file(after.live, path + twin)).ino, path + twin).toBe(
            statSync(file(before.live, path + twin)).ino,
          );
      }
      // Rendered from the live build's bundle, without `astro build` (scripts/lib/render-changed.ts).
      const build = shop.output().slice(logged);
      expect(build).toMatch(/\[render\] changed pages from the live build's bundle: .*, \d+ rendered/);
      expect(build).not.toContain('[build] Building server entrypoints');
      expect(build).toMatch(/\d+ unchanged files linked from the live build/);
      // The server's bundle holds no post: the server keeps the one it has loaded, and the API reads the new list.
      expect(build).toContain('the live bundle kept');
      expect(await pageText('/api/get-blogs')).toContain(newTitle);
    },
    BUILD_TIMEOUT,
  );

  it(
    'with nothing changed, renders only the paths without a key and keeps the blog as the live build has it',
    async () => {
      const before = await status();
      const logged = shop.output().length;
      expect((await publish({ [SECRET_HEADER]: SECRET }, '?wait=1')).status).toBe(200);
      expect((await status()).live).not.toBe(before.live);
      const build = shop.output().slice(logged);
      // /404, /500 and /robots.txt have no key; the posts' digest equals the live bundle's, so no content sync.
      expect(build).toMatch(/\[render\] changed pages from the live build's bundle: blog unchanged .*, 3 rendered/);
      expect(build).toContain('the live bundle kept');
      expect(await pageText('/api/get-blogs')).toContain(String(published.items[0]!.fields.title!['en-US']));
    },
    BUILD_TIMEOUT,
  );

  it(
    'keeps the live bundle for a price, and its routes on demand answer the new price',
    async () => {
      const feed = JSON.parse(readFileSync(feedFile, 'utf8')) as Feed;
      const product = feed.products[0]!;
      const detail = async () => {
        const answer = await fetch(`${shop.baseURL}/api/get-products-by-title/${titleToSlug(product.title)}`);
        const colours = (await answer.json()) as Array<{ id: string; price: string }>;
        return colours.find((colour) => colour.id === product.id)!.price;
      };
      expect(await detail()).toBe(filsToDecimal(product.priceFils));
      product.priceFils += 500;
      writeFileSync(feedFile, JSON.stringify(feed));
      const logged = shop.output().length;
      expect((await publish({ [SECRET_HEADER]: SECRET }, '?wait=1')).status).toBe(200);
      expect(shop.output().slice(logged)).toContain('the live bundle kept');
      expect(await detail()).toBe(filsToDecimal(product.priceFils));
    },
    BUILD_TIMEOUT,
  );

  it(
    'builds through Astro when a post is taken down, and the post leaves the site and the sitemap',
    async () => {
      const gone = published.items.at(-1)!;
      expect(await pageText('/sitemap-0.xml')).toContain(`/blog/${gone.sys.id}<`);
      const logged = shop.output().length;
      writeEntries((entries) => void entries.items.pop());
      expect((await publish({ [SECRET_HEADER]: SECRET }, '?wait=1')).status).toBe(200);
      publishedNow();

      const build = shop.output().slice(logged);
      expect(build).toContain("[render] not from the live build's bundle: the set of pages changed");
      expect(build).toContain('[build] Building server entrypoints');
      expect((await fetch(`${shop.baseURL}/blog/${gone.sys.id}`)).status).toBe(404);
      expect(await pageText('/sitemap-0.xml')).not.toContain(`/blog/${gone.sys.id}<`);
      expect(await pageText('/blogs')).not.toContain(`/blog/${gone.sys.id}"`);
    },
    BUILD_TIMEOUT,
  );
});
