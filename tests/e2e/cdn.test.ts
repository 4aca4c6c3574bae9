/**
 * The shop behind a real cache: Varnish with the repository's VCL (deploy/varnish/shop.vcl), purged by the
 * shop's `http` adapter. Pages are hits after the first request; a signed-in shopper's pages and the API
 * never come from the cache; two shoppers' carts never mix. The publish check (a product's price changed,
 * a real rebuild of a minute or more) runs when CDN_PUBLISH_TEST=1, as .ci/run sets it.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_PATH, SECRET_HEADER } from '#server/publish.ts';
import { startVarnish, varnishd, type RunningVarnish } from '#scripts/lib/varnish.ts';
import { defaultFeedPath } from '#src/catalogue/load.server.ts';
import { freePort, ROOT, startShop, type RunningShop } from '../support/server.ts';

const SECRET = 'cdn-test-secret';
const withPublish = process.env.CDN_PUBLISH_TEST === '1';
if (!varnishd()) console.warn('[cdn.test] skipped: varnishd is not installed (apt-get install varnish)');

interface Feed {
  products: Array<{ id: string; title: string; priceFils: number; variants: Array<{ id: string; stock: number }> }>;
}

let shop: RunningShop;
let cache: RunningVarnish;
let feedFile: string;
let buildsDir: string;
const feed = JSON.parse(readFileSync(defaultFeedPath(), 'utf8')) as Feed;
const product = feed.products[0]!;
const productPath = `/product/${product.title.replace(/ /g, '-')}/${product.id}/`;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${cache.url}${path}`, { headers: { 'accept-encoding': 'br', ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${cache.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

describe.runIf(varnishd())('the shop behind Varnish', () => {
  beforeAll(async () => {
    feedFile = join(mkdtempSync(join(tmpdir(), 'lucky-cdn-feed-')), 'catalogue.json');
    copyFileSync(defaultFeedPath(), feedFile);
    buildsDir = join(ROOT, `dist-cdn-test-builds-${process.pid}`);
    const port = await freePort();
    cache = await startVarnish(port);
    shop = await startShop(
      {
        PORT: String(port),
        CATALOGUE_PATH: feedFile,
        SHOP_BUILDS: buildsDir,
        CONTENTFUL_WEBHOOK_SECRET: SECRET,
        CDN_PURGE: 'http',
        CDN_PURGE_URL: cache.url,
        // The address the live build was made for: a publish for another would change every page.
        SITE_URL: process.env.SITE_URL ?? 'http://localhost:4321',
      },
      { seeded: true },
    );
  });

  afterAll(async () => {
    await shop?.stop();
    await cache?.stop();
    rmSync(buildsDir, { recursive: true, force: true });
    if (feedFile) rmSync(feedFile, { force: true });
  });

  it('answers pages from the cache after the first request, whatever cookies the browser sends', async () => {
    for (const path of ['/', productPath, '/blogs', '/ar/size']) {
      const first = await get(path, { cookie: 'cartId=one' });
      expect(first.status).toBe(200);
      const again = await get(path, { cookie: 'cartId=two; session=abc' });
      expect([path, again.headers.get('x-cache')]).toEqual([path, 'HIT']);
      expect(again.headers.get('age')).toMatch(/^\d+$/);
      expect(again.body).toBe(first.body);
    }
  });

  it('never sets a cookie on an answer a shared cache may keep', async () => {
    for (const path of ['/', productPath, '/blogs', '/size', '/data/listing/kids.json', '/robots.txt']) {
      const direct = await fetch(`${shop.baseURL}${path}`, { headers: { cookie: 'session=abc; cartId=x' } });
      expect([path, direct.headers.get('cache-control')]).toEqual([path, expect.stringMatching(/s-maxage/)]);
      expect([path, direct.headers.get('set-cookie')]).toEqual([path, null]);
    }
  });

  it('passes a signed-in shopper’s pages and every API call to the shop', async () => {
    const email = `cdn-${Date.now()}@example.com`;
    const signUp = await fetch(`${cache.url}/api/user/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Sara',
        lastName: 'Haddad',
        email,
        password: 'shoes2024!x',
        acceptsMarketing: false,
      }),
    });
    expect(signUp.status).toBe(200);
    const session = signUp.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(session).toMatch(/session=/);
    for (const path of ['/account', '/ar/account', '/wishlist', '/cart', '/api/wishlist']) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(path, { cookie: session });
        expect([path, answer.headers.get('x-cache')]).toEqual([path, 'PASS']);
        expect([path, answer.headers.get('cache-control')]).toEqual([path, expect.stringMatching(/private|no-store/)]);
      }
    }
    const mine = await get('/api/wishlist', { cookie: session });
    expect(JSON.parse(mine.body)).toMatchObject({ signedIn: true });
    expect(JSON.parse((await get('/api/wishlist')).body)).toMatchObject({ signedIn: false });
  });

  it('keeps two shoppers’ carts apart', async () => {
    const inStock = feed.products.flatMap((p) => p.variants).filter((variant) => variant.stock > 0);
    const carts = [];
    for (const variant of [inStock[0]!, inStock[1]!]) {
      const created = await call('/api/cart-create', {});
      expect(created.headers.get('x-cache')).toBe('PASS');
      const cartId = created.json.id as string;
      await call('/api/cart-add', { cartId, lines: [{ merchandiseId: variant.id, quantity: 1 }] });
      carts.push({ cartId, variant: variant.id });
    }
    for (let round = 0; round < 2; round++)
      for (const { cartId, variant } of carts) {
        const read = await call('/api/get-cart-by-id', { id: cartId }, { cookie: `cartId=${cartId}` });
        expect(read.headers.get('x-cache')).toBe('PASS');
        expect((read.json.lines as Array<{ merchandiseId: string }>).map((line) => line.merchandiseId)).toEqual([
          variant,
        ]);
      }
  });

  it.runIf(withPublish)(
    'shows a new price through the cache within 2 s of the publish going live; unrelated pages stay hits',
    async () => {
      const unrelated = ['/size', '/blogs', '/about-us'];
      for (const path of [productPath, `/ar${productPath}`, ...unrelated]) await get(path);
      for (const path of unrelated) expect((await get(path)).headers.get('x-cache')).toBe('HIT');
      const changed = structuredClone(JSON.parse(readFileSync(feedFile, 'utf8')) as Feed);
      changed.products[0]!.priceFils = 12_345;
      writeFileSync(feedFile, JSON.stringify(changed));
      const published = await fetch(`${shop.baseURL}${PUBLISH_PATH}?wait=1`, {
        method: 'POST',
        headers: { [SECRET_HEADER]: SECRET, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(published.status).toBe(200);
      const live = performance.now();
      let seenAfterMs = Infinity;
      while (performance.now() - live < 5_000) {
        const [english, arabic] = await Promise.all([get(productPath), get(`/ar${productPath}`)]);
        if (english.body.includes('123.45') && /123[.٫]45|١٢٣٫٤٥/.test(arabic.body)) {
          seenAfterMs = performance.now() - live;
          break;
        }
        await new Promise((wait) => setTimeout(wait, 50));
      }
      const purged = shop.messages().match(/\[cdn\] purged .*/g) ?? [];
      console.log(`[cdn.test] new price through Varnish ${Math.round(seenAfterMs)} ms after live; ${purged[0]}`);
      expect([seenAfterMs, purged]).toEqual([
        expect.any(Number),
        [expect.stringMatching(/ changed files through http/)],
      ]);
      expect(seenAfterMs).toBeLessThan(2_000);
      for (const path of unrelated) expect([path, (await get(path)).headers.get('x-cache')]).toEqual([path, 'HIT']);
    },
    600_000,
  );
});
