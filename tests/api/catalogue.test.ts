import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as products } from '#src/pages/api/products.ts';
import { GET as byTag } from '#src/pages/api/get-products-by-tag/[tag].ts';
import { GET as byTitle } from '#src/pages/api/get-products-by-title/[title].ts';
import { POST as searchBar } from '#src/pages/api/search-bar.ts';
import { GET as constants } from '#src/pages/api/constants.ts';
import type { ShopConstants } from '#src/catalogue/constants.ts';
import { forgetCatalogue } from '#src/catalogue/catalogue.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { titleToSlug } from '#src/catalogue/paths.ts';
import type { ProductDetail, ProductSummary } from '#src/catalogue/types.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { shopDb } from './support/db.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { call, callJson, ORIGIN } from './support/call.ts';

const feed = loadFeed();
const SUMMARY_FIELDS = [
  'available',
  'compareAtPrice',
  'createdAt',
  'id',
  'image',
  'price',
  'sizes',
  'tags',
  'title',
  'url',
];

const ARABIC = { 'accept-language': 'ar' };
const tagged = (tag: string, headers?: Record<string, string>) =>
  callJson<ProductSummary[]>(byTag, `/api/get-products-by-tag/${tag}`, { params: { tag }, headers });
const titled = (title: string, headers?: Record<string, string>) =>
  callJson<ProductDetail[]>(byTitle, `/api/get-products-by-title/${title}`, { params: { title }, headers });
const searchIn = (search: string, language: string) =>
  callJson<ProductSummary[]>(searchBar, '/api/search-bar/', {
    body: { search },
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'accept-language': language },
  });
const search = (body: unknown, headers?: Record<string, string>) =>
  callJson<ProductSummary[] | { error: string }>(searchBar, '/api/search-bar/', { body, headers });

describe('GET /api/products', () => {
  it('answers every colour with the fields of docs/product.md §3, newest first', async () => {
    const res = await callJson<ProductSummary[]>(products, '/api/products');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(feed.products.length);
    expect(Object.keys(res.body[0]!).sort()).toEqual(SUMMARY_FIELDS);
    const times = res.body.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('carries prices as decimal strings and the product page URL', async () => {
    const { body } = await callJson<ProductSummary[]>(products, '/api/products');
    const sale = body.find((p) => p.compareAtPrice !== null)!;
    expect(sale.price).toMatch(/^\d+\.\d{2}$/);
    expect(Number(sale.compareAtPrice)).toBeGreaterThan(Number(sale.price));
    expect(sale.url).toBe(`/product/${encodeURIComponent(titleToSlug(sale.title))}/${encodeURIComponent(sale.id)}`);
  });
});

describe('GET /api/get-products-by-tag/{tag}', () => {
  it.each([
    'babies',
    'toddlers',
    'kids',
    'teens',
    'sneakers',
    'newArrivals',
    'bestSellers',
    'sale',
    'kidsKing',
    'pink',
    'girls',
    'manual-bs',
    'luckyChoiceKids',
  ])('answers the colours tagged %s, and only those', async (tag) => {
    const res = await tagged(tag);
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(feed.products.filter((p) => p.tags.includes(tag)).length);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p) => p.tags.includes(tag))).toBe(true);
  });

  it.each(['nope', 'KIDS', 'kids ', '<script>', '../products', '%00', 'a'.repeat(5000)])(
    'answers 404 with a JSON error for the unknown tag %j',
    async (tag) => {
      const res = await tagged(tag);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'unknown_tag' });
    },
  );

  it('includes sold-out colours, marked unavailable', async () => {
    const soldOut = feed.products.find((p) => p.variants.every((v) => v.stock === 0))!;
    const res = await tagged(soldOut.ageGroup);
    const listed = res.body.find((p) => p.id === soldOut.id)!;
    expect(listed.available).toBe(false);
    expect(listed.sizes).toEqual([]);
  });
});

describe('GET /api/get-products-by-title/{title}', () => {
  // The first call opens the database and loads the feed's stock: slow on a busy machine, and not what is tested.
  beforeAll(() => getCommerce(), 120_000);
  const style = feed.products.find((p) => feed.products.filter((q) => q.title === p.title).length > 1)!;
  const colours = feed.products.filter((p) => p.title === style.title);

  it('answers the colours of one style, with sizes and stock, hyphens read as spaces', async () => {
    // Other files may sell this size first when they share one PostgreSQL database: set its stock here.
    await setStock(await shopDb(), colours[0]!.variants[0]!.id, 7);
    const res = await titled(titleToSlug(style.title));
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.id)).toEqual(colours.map((p) => p.id));
    const first = res.body[0]!;
    expect(first.title).toBe(style.title);
    expect(first.sizes.map((s) => s.size)).toEqual(colours[0]!.variants.map((v) => v.size));
    expect(first.sizes[0]).toEqual({
      size: colours[0]!.variants[0]!.size,
      id: colours[0]!.variants[0]!.id,
      maxQuantity: '7',
    });
    expect(first.variants[0]!.quantityAvailable).toMatch(/^\d+$/);
  });

  it('answers the live stock from the commerce database, not the feed', async () => {
    const variant = colours[1]!.variants[0]!;
    await setStock(await shopDb(), variant.id, 0);
    const res = await titled(titleToSlug(style.title));
    const sizes = res.body.find((p) => p.id === colours[1]!.id)!.sizes;
    expect(sizes[0]).toEqual({ size: variant.size, id: variant.id, maxQuantity: '0' });
    await setStock(await shopDb(), variant.id, 7);
    expect(
      (await titled(titleToSlug(style.title))).body.find((p) => p.id === colours[1]!.id)!.variants[0]!
        .quantityAvailable,
    ).toBe('7');
  });

  it.each([
    ['spaces', (t: string) => t],
    ['lower case', (t: string) => titleToSlug(t).toLowerCase()],
  ])('finds the style written with %s', async (_name, write) => {
    expect((await titled(write(style.title))).body).toHaveLength(colours.length);
  });

  it.each(['No-Such-Shoe', '', '-', '---', '%', '😀-Boot', "Boot'); DROP TABLE variants;--", 'a'.repeat(10_000)])(
    'answers 404 with a JSON error for %j',
    async (title) => {
      const res = await titled(title);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'No products found.', code: 'unknown_title' });
    },
  );
});

describe('POST /api/search-bar/', () => {
  it("finds sandals for 'sandal' and sneakers for 'snaeker', best match first", async () => {
    const sandals = await search({ search: 'sandal' });
    expect(sandals.status).toBe(200);
    expect((sandals.body as ProductSummary[])[0]!.tags).toContain('sandals');
    const sneakers = (await search({ search: 'snaeker' })).body as ProductSummary[];
    expect(sneakers.length).toBeGreaterThan(0);
    expect(sneakers[0]!.tags).toContain('sneakers');
  });

  it('answers a repeated search with the same list, its Content-Length, never stored by browsers', async () => {
    const answers = [];
    for (const attempt of [1, 2, 3]) {
      const res = await call(searchBar, '/api/search-bar/', { body: { search: 'pink sandal' } });
      const bytes = await res.arrayBuffer();
      expect(res.headers.get('content-length'), `attempt ${attempt}`).toBe(String(bytes.byteLength));
      expect(res.headers.get('cache-control')).toBe('no-store');
      answers.push(JSON.parse(new TextDecoder().decode(bytes)) as ProductSummary[]);
    }
    expect(answers[0]!.length).toBeGreaterThan(0);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await search({ search: 'pink sandals' })).body).toEqual(answers[0]);
  });

  it('answers from the catalogue loaded again after a publish, not from an answer remembered before it', async () => {
    const renamed = feed.products[0]!;
    const before = (await search({ search: renamed.title })).body as ProductSummary[];
    expect(before.map((p) => p.id)).toContain(renamed.id);
    const folder = mkdtempSync(join(tmpdir(), 'lucky-search-feed-'));
    const feedFile = join(folder, 'catalogue.json');
    writeFileSync(
      feedFile,
      JSON.stringify({
        ...feed,
        products: feed.products.map((p) => (p.title === renamed.title ? { ...p, title: 'Zebra Moon Clog' } : p)),
      }),
    );
    const previousPath = process.env.CATALOGUE_PATH;
    try {
      process.env.CATALOGUE_PATH = feedFile;
      forgetCatalogue();
      expect(((await search({ search: 'zebra moon clog' })).body as ProductSummary[])[0]!.id).toBe(renamed.id);
      const after = (await search({ search: renamed.title })).body as ProductSummary[];
      expect(after.map((p) => p.id)).not.toContain(renamed.id);
    } finally {
      if (previousPath === undefined) delete process.env.CATALOGUE_PATH;
      else process.env.CATALOGUE_PATH = previousPath;
      forgetCatalogue();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers an empty search with an empty list', async () => {
    expect(await search({ search: '' })).toEqual({ status: 200, body: [] });
    expect(await search({ search: '   ' })).toEqual({ status: 200, body: [] });
  });

  it('answers a search that matches nothing with an empty list', async () => {
    expect(await search({ search: 'qqqqzzzz' })).toEqual({ status: 200, body: [] });
  });

  it.each<[string, unknown, number, string]>([
    ['search as a number', { search: 42 }, 400, 'invalid_body'],
    ['search missing', {}, 400, 'invalid_body'],
    ['search null', { search: null }, 400, 'invalid_body'],
    ['a list instead of an object', ['sandal'], 400, 'invalid_body'],
    ['malformed JSON', '{"search": "sand', 400, 'malformed_json'],
    ['an empty body', '', 400, 'malformed_json'],
    ['a search of a megabyte', { search: 'x'.repeat(1024 * 1024) }, 413, 'body_too_large'],
    ['a search of 10 KB', { search: 'x'.repeat(10 * 1024) }, 400, 'invalid_body'],
    ['a search longer than 200 characters', { search: 'sandal '.repeat(40) }, 400, 'invalid_body'],
  ])('refuses %s with a 4xx JSON error', async (_name, body, status, code) => {
    const res = await search(body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code });
    expect(typeof (res.body as { error: string }).error).toBe('string');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await call(searchBar, '/api/search-bar/', {
      body: 'search=sandal',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('the catalogue API in Arabic (Accept-Language: ar)', () => {
  const byId = new Map(feed.products.map((p) => [p.id, p]));

  it('answers every colour with its Arabic title and the English product URL', async () => {
    const res = await callJson<ProductSummary[]>(products, '/api/products', { headers: ARABIC });
    const english = await callJson<ProductSummary[]>(products, '/api/products');
    expect(res.body.map((p) => p.id)).toEqual(english.body.map((p) => p.id));
    for (const [i, product] of res.body.entries()) {
      expect(product.title).toBe(byId.get(product.id)!.ar.title);
      expect(product.url).toBe(english.body[i]!.url);
    }
  });

  it('says the answers vary with the language', async () => {
    const res = await call(products, '/api/products', { headers: ARABIC });
    expect(res.headers.get('vary')).toBe('Accept-Language');
  });

  it('answers a tag with Arabic titles, and an unknown tag with an Arabic error and the same code', async () => {
    const res = await tagged('sandals', ARABIC);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p) => p.title === byId.get(p.id)!.ar.title)).toBe(true);
    expect((await tagged('nope', { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' })).body).toEqual({
      error: 'لم نجد منتجات. هذا التصنيف غير معروف.',
      code: 'unknown_tag',
    });
  });

  it('answers a style (found by its English title) with its Arabic texts', async () => {
    const colours = feed.products.filter((p) => p.title === feed.products[0]!.title);
    const res = await titled(titleToSlug(colours[0]!.title), ARABIC);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      title: colours[0]!.ar.title,
      descriptionHtml: colours[0]!.ar.descriptionHtml,
      colorDescription: colours[0]!.ar.colorDescription,
    });
    expect((await titled('No-Such-Shoe', ARABIC)).body).toEqual({ error: 'لم نجد منتجات.', code: 'unknown_title' });
  });

  it('finds products for an Arabic query, with Arabic titles', async () => {
    const res = await searchIn('صندل وردي', 'ar');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p) => p.tags.includes('sandals') && p.tags.includes('pink'))).toBe(true);
    expect(res.body[0]!.title).toBe(byId.get(res.body[0]!.id)!.ar.title);
  });

  it('finds the same products for English words on the Arabic site as for Arabic words in English', async () => {
    const arabicSite = await searchIn('pink sandal', 'ar');
    const englishSite = await searchIn('صندل وردي', 'en');
    expect(englishSite.body.map((p) => p.id)).toEqual(arabicSite.body.map((p) => p.id));
    expect(englishSite.body[0]!.title).toBe(byId.get(englishSite.body[0]!.id)!.title);
    expect(arabicSite.body[0]!.title).toBe(byId.get(arabicSite.body[0]!.id)!.ar.title);
  });

  it('answers the constants maps with Arabic labels under the same keys, varying with the language', async () => {
    const english = await callJson<ShopConstants>(constants, '/api/constants');
    const arabic = await call(constants, '/api/constants', { headers: ARABIC });
    const body = (await arabic.json()) as ShopConstants;
    expect(arabic.headers.get('vary')).toBe('Accept-Language');
    expect(english.body.ageGroup.babies).toBe('Babies');
    expect(body.ageGroup).toMatchObject({ babies: 'الرضّع', teens: 'المراهقون' });
    expect(body.trends.sale).toBe('تخفيضات');
    for (const map of ['ageGroup', 'trends', 'productType'] as const) {
      expect(Object.keys(body[map])).toEqual(Object.keys(english.body[map]));
      for (const label of Object.values(body[map])) expect(label).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('does not answer an Arabic page with the English answer it remembers for the same words', async () => {
    const english = await searchIn('boots', 'en');
    const arabic = await searchIn('boots', 'ar');
    expect(arabic.body.map((p) => p.id)).toEqual(english.body.map((p) => p.id));
    expect(arabic.body[0]!.title).not.toBe(english.body[0]!.title);
  });
});
