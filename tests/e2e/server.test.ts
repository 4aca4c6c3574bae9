import { describe, expect, inject, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { loadFeed } from '#src/catalogue/load.server.ts';
import type { CartPayload } from '#src/http/cart.ts';
import type { ApiErrorBody } from '#src/http/guard.ts';

const baseURL = inject('baseURL');

function rawGet(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseURL), { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the shop server', () => {
  it('serves pre-rendered pages brotli-compressed when the browser accepts it', async () => {
    const res = await rawGet('/', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('<title>');
  });

  it('falls back to gzip, then to plain', async () => {
    expect((await rawGet('/', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet('/')).headers['content-encoding']).toBeUndefined();
  });

  it('does not send brotli to a browser that refuses it with q=0', async () => {
    expect((await rawGet('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet('/', { 'accept-encoding': 'br;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers a page again asked with its ETag or its Last-Modified with 304 and no body', async () => {
    const first = await rawGet('/ar/size', { 'accept-encoding': 'gzip, br' });
    expect(first.headers.etag).toBeDefined();
    const byTag = await rawGet('/ar/size', {
      'accept-encoding': 'gzip, br',
      'if-none-match': String(first.headers.etag),
    });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    const since = String(first.headers['last-modified']);
    expect((await rawGet('/ar/size', { 'accept-encoding': 'gzip, br', 'if-modified-since': since })).status).toBe(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await rawGet('/shoes/kids', { 'accept-encoding': 'br' });
    const head = await rawGet('/shoes/kids', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const html = (await rawGet('/')).body.toString();
    const asset = html.match(/\/_astro\/[^"']+\.(?:js|css)/)?.[0];
    expect(asset).toBeDefined();
    expect((await rawGet(asset!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet('/')).headers['cache-control']).toContain('s-maxage=31536000');
    expect((await rawGet('/size')).headers['cache-control']).toMatch(/^public, max-age=0, /);
    expect((await rawGet('/cart')).headers['cache-control']).toBe('private, no-cache');
  });

  it('sends security headers on pages, API answers and 404s', async () => {
    for (const path of ['/', '/api/constants', '/no-such-page']) {
      const res = await rawGet(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBeDefined();
      expect(String(res.headers['content-security-policy']), path).toContain("frame-ancestors 'none'");
      expect(String(res.headers['content-security-policy']), path).not.toContain('unsafe-inline');
    }
  });

  it('answers an unknown route with the error page and 404', async () => {
    const res = await rawGet('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('Oops, something went wrong');
    expect(res.body.toString()).toContain('back to homepage');
  });

  it('refuses paths that climb out of the site', async () => {
    const res = await rawGet('/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });

  it('answers GET /api/constants', async () => {
    const res = await fetch(new URL('/api/constants', baseURL));
    expect(res.status).toBe(200);
    expect((await res.json()) as object).toHaveProperty('ageGroup.babies', 'Babies');
  });
});

/** A JSON call sent the way an island sends it, over node:http so that the body can be chunked. */
function post<Answer = CartPayload & ApiErrorBody>(
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: Answer;
}> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseURL), { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          json: JSON.parse(Buffer.concat(chunks).toString()),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the cart and search calls, answered by the server without Astro', () => {
  it('creates a cart, adds to it and reads it back, with or without a trailing slash', async () => {
    const created = await post('/api/cart-create', '');
    expect(created.status).toBe(200);
    expect(created.json.lines).toEqual([]);
    // Adding to a cart takes no stock (a checkout does), so any variant in stock serves.
    const variant = loadFeed()
      .products.flatMap((product) => product.variants)
      .find((v) => v.stock > 0)!.id;
    const added = await post(
      '/api/cart-add/',
      JSON.stringify({ cartId: created.json.id, lines: [{ merchandiseId: variant, quantity: 1 }] }),
    );
    expect(added.status).toBe(200);
    expect(added.json.totalQuantity).toBe(1);
    const read = await post('/api/get-cart-by-id', JSON.stringify({ id: created.json.id }));
    expect(read.json.lines.map((line) => line.merchandiseId)).toEqual([variant]);
  });

  it('searches in both languages, answering the titles of the language asked for', async () => {
    type Found = Array<{ id: string; title: string }>;
    const english = await post<Found>('/api/search-bar/', JSON.stringify({ search: 'sandal' }));
    const arabic = await post<Found>('/api/search-bar', JSON.stringify({ search: 'sandal' }), {
      'content-type': 'application/json',
      'accept-language': 'ar',
    });
    expect(english.json.length).toBeGreaterThan(0);
    expect(arabic.json.map((p) => p.id)).toEqual(english.json.map((p) => p.id));
    expect(arabic.json[0]!.title).toMatch(/[\u0600-\u06FF]/);
    expect(english.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(english.json))));
    expect(english.headers['cache-control']).toBe('no-store');
    expect((await post('/api/search-bar', JSON.stringify({ search: 42 }))).json.code).toBe('invalid_body');
  });

  it('answers searches made at the same time each with its own matches', async () => {
    const queries = ['sandal', 'boots', 'girls', 'red', 'sneakers', 'kids king', 'pink', 'school shoe'];
    const search = async (query: string) => (await post('/api/search-bar', JSON.stringify({ search: query }))).json;
    const alone = await Promise.all(queries.map(async (query) => JSON.stringify(await search(query))));
    for (let round = 0; round < 3; round++) {
      const together = await Promise.all(queries.flatMap((query) => [search(query), search(` ${query}`)]));
      expect(together.map((answer) => JSON.stringify(answer))).toEqual(alone.flatMap((answer) => [answer, answer]));
    }
  });

  it('sends the security headers, no-store and a request id', async () => {
    const res = await post('/api/get-cart-by-id', JSON.stringify({ id: 'no-such-cart' }));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('cart_not_found');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it('refuses what the guard refuses, in the language the request asks for', async () => {
    expect((await post('/api/cart-add', '{}', { 'content-type': 'text/plain' })).json.code).toBe(
      'unsupported_media_type',
    );
    const foreign = await post('/api/cart-add', '{}', {
      'content-type': 'application/json',
      origin: 'https://elsewhere.example',
    });
    expect([foreign.status, foreign.json.code]).toEqual([403, 'forbidden_origin']);
    const malformed = await post('/api/cart-update', '{', {
      'content-type': 'application/json',
      'accept-language': 'ar',
    });
    expect([malformed.status, malformed.json.code]).toEqual([400, 'malformed_json']);
    expect(malformed.json.error).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a body over 64 KB sent without a length, and goes on serving', async () => {
    const big = Buffer.from(JSON.stringify({ id: 'x'.repeat(70 * 1024) }));
    const res = await post('/api/get-cart-by-id', big, {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    expect([res.status, res.json.code]).toEqual([413, 'body_too_large']);
    expect((await post('/api/cart-create', '')).status).toBe(200);
  });

  it('answers another method with 405 and the methods it takes', async () => {
    const res = await rawGet('/api/cart-delete');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(JSON.parse(res.body.toString()).code).toBe('method_not_allowed');
  });
});

describe('the live stock and the listings by tag, answered by the server without Astro', () => {
  const product = loadFeed().products[0]!;

  it('answers the live stock of a product, with or without a trailing slash, and HEAD without a body', async () => {
    for (const path of [`/api/stock/${product.id}`, `/api/stock/${product.id}/`]) {
      const res = await rawGet(path);
      expect(res.status).toBe(200);
      const answer = JSON.parse(res.body.toString()) as { productId: string; variants: Array<{ id: string }> };
      expect(answer.productId).toBe(product.id);
      expect(answer.variants.map((variant) => variant.id).sort()).toEqual(product.variants.map((v) => v.id).sort());
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeDefined();
    }
    const head = await rawGet(`/api/stock/${product.id}`, {}, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it('refuses an unknown product, another method and an address that does not decode', async () => {
    const unknown = await rawGet('/api/stock/NO-SUCH-PRODUCT');
    expect([unknown.status, JSON.parse(unknown.body.toString()).code]).toEqual([404, 'unknown_product']);
    const posted = await rawGet(`/api/stock/${product.id}`, {}, 'POST');
    expect([posted.status, posted.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect((await rawGet('/api/stock/%E0%A4%A')).status).toBeLessThan(500);
    expect((await rawGet('/api/stock/')).status).toBe(404);
  });

  it('lists a tag in the language asked for, and refuses an unknown tag in it', async () => {
    type Listed = Array<{ id: string; title: string }>;
    const english = JSON.parse((await rawGet('/api/get-products-by-tag/kids')).body.toString()) as Listed;
    const arabic = await rawGet('/api/get-products-by-tag/kids/', { 'accept-language': 'ar' });
    const arabicList = JSON.parse(arabic.body.toString()) as Listed;
    expect(english.length).toBeGreaterThan(0);
    expect(arabicList.map((p) => p.id)).toEqual(english.map((p) => p.id));
    expect(arabicList[0]!.title).toMatch(/[\u0600-\u06FF]/);
    // A listing may be kept a minute by the browser (never a shared cache), per language.
    expect([arabic.headers['cache-control'], arabic.headers.vary]).toEqual(['private, max-age=60', 'Accept-Language']);
    const unknown = await rawGet('/api/get-products-by-tag/no-such-tag', { 'accept-language': 'ar' });
    const refusal = JSON.parse(unknown.body.toString()) as ApiErrorBody;
    expect([unknown.status, refusal.code]).toEqual([404, 'unknown_tag']);
    expect(refusal.error).toMatch(/[\u0600-\u06FF]/);
  });
});
