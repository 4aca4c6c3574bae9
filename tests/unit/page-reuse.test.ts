/**
 * Which builds copy a page from the last instead of rendering it again (src/features/prerender/reuse.server.ts):
 * the page's cache key changes with what pages are rendered from, and only with that.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The cache key a page gets in a build run with these variables. */
async function keyWith(env: Record<string, string>): Promise<string> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    const { reusable } = await import('#src/features/prerender/reuse.server.ts');
    return reusable([{ params: { slug: 'fit-check' } }])[0]!.cacheKey;
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('a pre-rendered page is reused', () => {
  it("when only the server's settings differ: port, address, data folder, secrets, limits, build folders", async () => {
    const built = await keyWith({});
    const published = await keyWith({
      PORT: '4999',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/lucky-data',
      CONTENTFUL_WEBHOOK_SECRET: 'a-secret',
      REQUEST_LIMITS: 'signUp=5/60',
      SHOP_BUILDS: '/srv/builds',
      SHOP_DIST: '/srv/builds/.building',
      SHOP_PREVIOUS_BUILD: '/srv/dist',
    });
    expect(published).toBe(built);
  });

  it('not when a setting that pages show differs: the site address, the tag manager, the blog source', async () => {
    const built = await keyWith({});
    for (const [name, value] of [
      ['SITE_URL', 'https://luckyshoes.ae'],
      ['PUBLIC_GTM_ID', 'GTM-ABC123'],
      ['BLOG_ENTRIES_PATH', '/srv/entries.json'],
    ]) {
      expect(await keyWith({ [name!]: value! }), name).not.toBe(built);
    }
  });
});

// Each reads and indexes the feed twice: seconds on a busy machine.
describe('a price change', { timeout: 60_000 }, () => {
  /** Every product page's key, and a listing's, built from this feed. */
  // One path for every feed: the path is a setting, and a page's key takes the settings.
  const file = join(mkdtempSync(join(tmpdir(), 'lucky-reuse-')), 'catalogue.json');
  afterAll(() => rmSync(dirname(file), { recursive: true, force: true }));

  /** The keys of a page's paths, by path, from its getStaticPaths: its file under src/pages/. */
  async function pageKeys(page: string, pattern: string): Promise<Map<string, string>> {
    const { getStaticPaths } = (await import(/* @vite-ignore */ `#src/pages/${page}`)) as {
      getStaticPaths: () => Array<{ params: Record<string, string | undefined>; cacheKey: string }>;
    };
    return new Map(
      getStaticPaths().map(({ params, cacheKey }) => [
        pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name] ?? '').replace(/\/+/g, '/'),
        cacheKey,
      ]),
    );
  }

  async function keysWith(feed: object) {
    writeFileSync(file, JSON.stringify(feed));
    vi.resetModules();
    vi.stubEnv('CATALOGUE_PATH', file);
    try {
      const { productPagePaths } = await import('#src/features/product/pages.server.ts');
      const products = new Map(
        productPagePaths().map((path) => [`${path.params.locale ?? 'en'} ${path.params.productId}`, path.cacheKey]),
      );
      return {
        products,
        listings: new Map([
          ...(await pageKeys('[...locale]/shoes/[group].astro', '/[locale]/shoes/[group]')),
          ...(await pageKeys('[...locale]/shoes/[group]/[tag].astro', '/[locale]/shoes/[group]/[tag]')),
        ]),
        home: await pageKeys('[...locale]/index.astro', '/[locale]/'),
        faq: await pageKeys('[...locale]/FAQ.astro', '/[locale]/FAQ'),
      };
    } finally {
      vi.unstubAllEnvs();
    }
  }

  it('renders again the pages that show the product: its colours and the styles relating it', async () => {
    const feed = JSON.parse(readFileSync(join(ROOT, 'src/data/catalogue.json'), 'utf8')) as {
      products: Array<{ id: string; title: string; priceFils: number; tags: string[] }>;
    };
    const before = await keysWith(feed);
    const changed = feed.products.find((product) => product.tags.includes('kids') && !product.tags.includes('sale'))!;
    changed.priceFils += 100;
    const after = await keysWith(feed);

    const rendered = [...after.products].filter(([page, key]) => before.products.get(page) !== key);
    const ids = new Set(rendered.map(([page]) => page.split(' ')[1]));
    const colours = feed.products.filter((product) => product.title === changed.title).map((product) => product.id);
    for (const id of colours) expect(ids).toContain(id);
    // Some styles show it among their related ones; most pages are reused.
    expect(rendered.length).toBeLessThan(after.products.size / 4);
    expect(rendered.length % 2).toBe(0);

    expect([...before.listings.keys()]).toEqual(
      expect.arrayContaining(['/shoes/kids', '/ar/shoes/babies', '/shoes/babies']),
    );
    expect([...before.faq.keys()]).toEqual(['/FAQ', '/ar/FAQ']);
    const otherGroup = feed.products.some(
      (product) => product.tags.includes('babies') && product.title === changed.title,
    );
    expect(otherGroup).toBe(false);
    expect(after.listings.get('/shoes/babies')).toBe(before.listings.get('/shoes/babies'));
    expect(after.faq).toEqual(before.faq);
  });

  it('renders a listing again when its first view shows the product, and only then', async () => {
    const feed = JSON.parse(readFileSync(join(ROOT, 'src/data/catalogue.json'), 'utf8')) as {
      products: Array<{ title: string; priceFils: number; tags: string[] }>;
    };
    const { findListingRoute } = await import('#src/features/listing/routes.ts');
    const { listingPageView } = await import('#src/features/listing/listing-products.server.ts');
    const { view } = listingPageView(findListingRoute('/shoes/kids', 'en')!);
    expect(view.totalPages).toBeGreaterThan(1);
    const shown = new Set(view.cards.map((card) => card.title));
    const kids = (product: { tags: string[] }) => product.tags.includes('kids');
    const before = await keysWith(feed);
    const DATA_FILE = 'data/listing/[...locale]/[source].json.ts';
    const dataBefore = await pageKeys(DATA_FILE, '/data/listing/[locale]/[source]');

    feed.products.find((product) => kids(product) && !shown.has(product.title))!.priceFils += 100;
    const unshown = await keysWith(feed);
    const dataAfter = await pageKeys(DATA_FILE, '/data/listing/[locale]/[source]');
    for (const path of ['/shoes/kids', '/ar/shoes/kids'])
      expect(unshown.listings.get(path), path).toBe(before.listings.get(path));
    expect(dataAfter.get('/data/listing/kids'), 'the data file').not.toBe(dataBefore.get('/data/listing/kids'));

    feed.products.find((product) => kids(product) && product.title === [...shown][0])!.priceFils += 100;
    const onListing = await keysWith(feed);
    for (const path of ['/shoes/kids', '/ar/shoes/kids'])
      expect(onListing.listings.get(path), path).not.toBe(before.listings.get(path));
    expect(onListing.listings.get('/shoes/babies')).toBe(before.listings.get('/shoes/babies'));
  });

  it('renders the home page again when one of its grids shows the product, and only then', async () => {
    const feed = JSON.parse(readFileSync(join(ROOT, 'src/data/catalogue.json'), 'utf8')) as {
      products: Array<{ id: string; title: string; priceFils: number; tags: string[] }>;
    };
    const { homeGrid } = await import('#src/features/home/grids.ts');
    const shown = new Set(homeGrid('newArrivals', 'en').map((card) => card.title));
    const before = await keysWith(feed);
    feed.products.find(
      (product) =>
        !shown.has(product.title) &&
        !product.tags.includes('newArrivals') &&
        !product.tags.includes('bestSellers') &&
        !product.tags.includes('sale'),
    )!.priceFils += 100;
    const unshown = await keysWith(feed);
    expect([...before.home.keys()]).toEqual(['/', '/ar/']);
    expect(unshown.home).toEqual(before.home);

    feed.products.find((product) => product.title === [...shown][0])!.priceFils += 100;
    const onHome = await keysWith(feed);
    for (const path of ['/', '/ar/']) expect(onHome.home.get(path), path).not.toBe(before.home.get(path));
  });

  it('renders every page again when what changed is not a price (a title is on listings and menus)', async () => {
    const feed = JSON.parse(readFileSync(join(ROOT, 'src/data/catalogue.json'), 'utf8')) as {
      products: Array<{ title: string }>;
    };
    const before = await keysWith(feed);
    feed.products[7]!.title += ' Plus';
    const after = await keysWith(feed);
    for (const [page, key] of after.products) expect(before.products.get(page), page).not.toBe(key);
    for (const [page, key] of after.faq) expect(before.faq.get(page), page).not.toBe(key);
  });
});
