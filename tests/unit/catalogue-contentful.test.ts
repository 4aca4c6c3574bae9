/**
 * Products from Contentful, end to end through the real SDK, against the local stand-in of the Delivery API
 * serving a space of `product` entries, their `productVariant` entries and their pictures.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentfulFeedSchema } from '#src/catalogue/contentful/feed.ts';
import { MERCHANDISING_TAGS, ProductEntryError } from '#src/catalogue/contentful/map-entries.ts';
import {
  CatalogueSourceError,
  loadContentfulFeed,
  pullContentfulCatalogue,
} from '#src/catalogue/contentful/source.server.ts';
import { AGE_GROUPS, BRANDS, COLORS, GENDERS, PRODUCT_TYPES, SIZE_RANGE } from '#src/config/catalogue.ts';
import { contentfulSpaceFromEnv, type ContentfulSpace } from '#src/contentful/delivery.ts';
import { photoAsset, productSpace, variantEntry, type ProductSpace } from '../support/contentful-products.ts';
import { startFakeContentful, type FakeContentful } from '../support/fake-contentful.ts';

const run = promisify(execFile);
const SPACE = { space: 'space1', accessToken: 'delivery-token' };

const spaceAt = (fake: FakeContentful): ContentfulSpace => ({
  ...contentfulSpaceFromEnv({
    CONTENTFUL_SPACE_ID: SPACE.space,
    CONTENTFUL_ACCESS_TOKEN: SPACE.accessToken,
    CONTENTFUL_HOST: fake.host,
  })!,
  retryLimit: 0,
});

async function withSpace<T>(collection: ProductSpace, work: (fake: FakeContentful) => Promise<T>): Promise<T> {
  const fake = await startFakeContentful({ ...SPACE, collection });
  try {
    return await work(fake);
  } finally {
    await fake.close();
  }
}

type Fields = Record<string, Record<string, unknown>>;
const entry = (space: ProductSpace, id: string) =>
  [...space.items, ...space.includes.Entry].find((item) => item.sys.id === id)!.fields as Fields;

describe('reading the products from Contentful', { timeout: 20_000 }, () => {
  let fake: FakeContentful;
  beforeAll(async () => {
    fake = await startFakeContentful({ ...SPACE, collection: productSpace() });
  });
  afterAll(() => fake.close());

  it('asks for the product entries in every locale, with the sizes and pictures they link to', async () => {
    fake.requests.length = 0;
    await loadContentfulFeed(spaceAt(fake));
    const entries = fake.requests
      .map((url) => new URL(url, 'http://x'))
      .find((url) => url.pathname.endsWith('/entries'));
    expect(entries?.searchParams.get('content_type')).toBe('product');
    expect(entries?.searchParams.get('locale')).toBe('*');
    expect(entries?.searchParams.get('include')).toBe('1');
  });

  it('maps an entry to a feed product in English and Arabic, its pictures as Contentful photographs', async () => {
    const feed = await loadContentfulFeed(spaceAt(fake));
    expect(feed).toMatchObject({ version: 1, products: expect.any(Array) });
    expect(feed.products.map((product) => product.id)).toEqual([
      'coral-boot-black',
      'coral-boot-pink',
      'kk-runner-white',
    ]);
    expect(feed.products[0]).toEqual({
      id: 'coral-boot-black',
      styleId: 'coral-baby-boot',
      title: 'Coral Baby Boot',
      ageGroup: 'babies',
      type: 'boots',
      color: 'black',
      gender: 'unisex',
      brand: 'luckyShoes',
      tags: ['babies', 'boots', 'black', 'unisex', 'luckyShoes', 'newArrivals'],
      priceFils: 8900,
      compareAtPriceFils: null,
      createdAt: '2026-10-02T09:00:00.000Z',
      descriptionHtml:
        '<p>A soft boot for first steps.</p><ul><li><p>Non-slip sole</p></li><li><p>Padded collar</p></li></ul>',
      colorDescription: 'Midnight black',
      fitTip: '',
      deliveryOptions: '',
      salesRank: null,
      images: [
        {
          src: 'https://images.ctfassets.net/space1/boot-black-side/0123abcd/boot-black-side.jpg',
          alt: 'Coral Baby Boot in black, side view',
        },
        {
          src: 'https://images.ctfassets.net/space1/boot-black-top/0123abcd/boot-black-top.jpg',
          alt: 'Coral Baby Boot in black, from above',
        },
      ],
      variants: [
        { id: 'CB-BLK-18', size: 18, stock: 4 },
        { id: 'CB-BLK-19', size: 19, stock: 0 },
        { id: 'CB-BLK-20', size: 20, stock: 7 },
      ],
      ar: {
        title: 'بوت مرجان بيبي',
        descriptionHtml:
          '<p>بوت ناعم للخطوات الأولى.</p><ul><li><p>نعل مانع للانزلاق</p></li><li><p>حافة مبطّنة</p></li></ul>',
        colorDescription: 'أسود ليلي',
        fitTip: '',
        deliveryOptions: '',
        imageAlts: ['بوت مرجان بيبي أسود، من الجانب', 'بوت مرجان بيبي أسود، من الأعلى'],
      },
    });
  });

  it('reads prices in AED with decimals as fils, the compare-at price, the sales rank and the extra tags', async () => {
    const [, pink, runner] = (await loadContentfulFeed(spaceAt(fake))).products;
    expect(pink).toMatchObject({ priceFils: 6950, compareAtPriceFils: 8900, tags: expect.arrayContaining(['sale']) });
    expect(runner).toMatchObject({ priceFils: 19999, salesRank: 3, brand: 'kidsKing' });
    expect(runner!.tags).toEqual(['teens', 'sneakers', 'white', 'boys', 'kidsKing', 'bestSellers', 'manual-bs']);
  });

  it("gives a picture without a description the product's title as its alt text, in each language", async () => {
    const runner = (await loadContentfulFeed(spaceAt(fake))).products[2]!;
    expect(runner.images[1]).toEqual({
      src: 'https://images.ctfassets.net/space1/runner-white-sole/0123abcd/runner-white-sole.jpg',
      alt: 'Kids King Runner',
    });
    expect(runner.ar.imageAlts).toEqual(['عدّاء كيدز كينج أبيض', 'عدّاء كيدز كينج']);
  });
});

describe('a bad product entry', { timeout: 30_000 }, () => {
  type Case = [
    string,
    (space: ProductSpace) => void,
    { entryId: string; field: string; problem: RegExp; locale?: string },
  ];
  const cases: Case[] = [
    [
      'a missing price',
      (space) => delete entry(space, 'coral-boot-pink').price,
      { entryId: 'coral-boot-pink', field: 'price', problem: /missing/ },
    ],
    [
      'a price in thousandths of a dirham',
      (space) => (entry(space, 'coral-boot-pink').price = { 'en-US': 69.505 }),
      { entryId: 'coral-boot-pink', field: 'price', problem: /two decimals/ },
    ],
    [
      'a compare-at price below the price',
      (space) => (entry(space, 'coral-boot-pink').compareAtPrice = { 'en-US': 50 }),
      { entryId: 'coral-boot-pink', field: 'compareAtPrice', problem: /more than the price/ },
    ],
    [
      'an unknown colour',
      (space) => (entry(space, 'kk-runner-white').color = { 'en-US': 'turquoise' }),
      { entryId: 'kk-runner-white', field: 'color', problem: /not one of black, pink/ },
    ],
    [
      'a tag outside the shop’s vocabulary',
      (space) => (entry(space, 'kk-runner-white').tags = { 'en-US': ['bestSellers', 'clearance'] }),
      { entryId: 'kk-runner-white', field: 'tags.1', problem: /not one of newArrivals/ },
    ],
    [
      'a title not written in Arabic',
      (space) => delete entry(space, 'coral-boot-black').title!.ar,
      { entryId: 'coral-boot-black', field: 'title', problem: /no Arabic version/, locale: 'ar' },
    ],
    [
      'a colour description not written in Arabic',
      (space) => delete entry(space, 'kk-runner-white').colorDescription!.ar,
      { entryId: 'kk-runner-white', field: 'colorDescription', problem: /no Arabic version/, locale: 'ar' },
    ],
    [
      'a picture that is not published',
      (space) => (space.includes.Asset = space.includes.Asset.filter((asset) => asset.sys.id !== 'boot-black-top')),
      {
        entryId: 'coral-boot-black',
        field: 'images.1',
        problem: /"boot-black-top", which is missing or not published/,
      },
    ],
    [
      'a picture that is a PDF',
      (space) =>
        (space.includes.Asset[0] = photoAsset(
          'boot-black-side',
          { en: 'Size chart' },
          { contentType: 'application/pdf', details: { size: 1000 } },
        )),
      { entryId: 'coral-boot-black', field: 'images.0', problem: /"boot-black-side" is not an image/ },
    ],
    [
      'a negative stock',
      (space) => (entry(space, 'CB-PNK-19').stock = { 'en-US': -1 }),
      {
        entryId: 'coral-boot-pink',
        field: 'variants.1',
        problem: /"CB-PNK-19" is malformed: fields.stock must be 0 or more/,
      },
    ],
    [
      'a size outside the size range',
      (space) => (entry(space, 'KKR-WHT-39').size = { 'en-US': SIZE_RANGE.max + 1 }),
      { entryId: 'kk-runner-white', field: 'variants.1', problem: /fields.size must be an EU size from 14 to 42/ },
    ],
    [
      'the same size twice',
      (space) => (space.includes.Entry[1] = variantEntry('CB-BLK-19', 18, 3)),
      { entryId: 'coral-boot-black', field: 'variants.1', problem: /size 18 is also variant entry "CB-BLK-18"/ },
    ],
    [
      'a SKU that is already a size of another product',
      (space) =>
        (entry(space, 'coral-boot-pink').variants = {
          'en-US': [{ sys: { type: 'Link', linkType: 'Entry', id: 'CB-BLK-18' } }],
        }),
      {
        entryId: 'coral-boot-pink',
        field: 'variants.0',
        problem: /"CB-BLK-18" is already a size of product entry "coral-boot-black"/,
      },
    ],
  ];

  it.each(cases)('is reported by entry and field, and nothing is written: %s', async (_, spoil, expected) => {
    const space = productSpace();
    spoil(space);
    const dir = mkdtempSync(join(tmpdir(), 'lucky-contentful-'));
    const path = join(dir, 'catalogue.json');
    writeFileSync(path, 'the feed before');
    try {
      await withSpace(space, async (fake) => {
        const error = await pullContentfulCatalogue(spaceAt(fake), path).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ProductEntryError);
        const { entryId, field, problem, locale } = error as ProductEntryError;
        expect({ entryId, field, locale }).toEqual({
          entryId: expected.entryId,
          field: expected.field,
          locale: expected.locale,
        });
        expect(problem).toMatch(expected.problem);
      });
      expect(readFileSync(path, 'utf8')).toBe('the feed before');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an empty space publishes no empty shop', async () => {
    await withSpace({ items: [], includes: { Asset: [], Entry: [] } }, async (fake) => {
      await expect(loadContentfulFeed(spaceAt(fake))).rejects.toThrow(CatalogueSourceError);
    });
  });
});

describe("the build's catalogue step", { timeout: 60_000 }, () => {
  const step = (env: Record<string, string>) =>
    run(process.execPath, ['scripts/catalogue/pull-contentful.ts'], {
      env: { ...process.env, CONTENTFUL_SPACE_ID: '', CONTENTFUL_ACCESS_TOKEN: '', CATALOGUE_SOURCE: '', ...env },
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stderr }),
    );

  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'lucky-contentful-build-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the products of the Contentful space to CATALOGUE_PATH, and leaves it be when they are bad', async () => {
    const path = join(dir, 'from-space.json');
    const good = productSpace();
    await withSpace(good, async (fake) => {
      const env = { ...contentfulEnv(fake), CATALOGUE_PATH: path };
      const first = await step(env);
      expect(first.code).toBe(0);
      expect(first.output).toMatch(/3 products \(7 sizes\) from Contentful space "space1".*written to/);
      const feed = contentfulFeedSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
      expect(feed.products.map((product) => product.title)).toEqual([
        'Coral Baby Boot',
        'Coral Baby Boot',
        'Kids King Runner',
      ]);
      expect((await step(env)).output).toMatch(/the same as/);
    });
    const written = readFileSync(path, 'utf8');

    const bad = productSpace();
    entry(bad, 'kk-runner-white').price = { 'en-US': 'free' };
    await withSpace(bad, async (fake) => {
      const refused = await step({ ...contentfulEnv(fake), CATALOGUE_PATH: path });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/Contentful entry "kk-runner-white", field "price": is missing or not a number/);
      expect(refused.output).toMatch(/Nothing is written/);
    });
    expect(readFileSync(path, 'utf8')).toBe(written);
  });

  it('does nothing unless CATALOGUE_SOURCE is contentful, and needs CATALOGUE_PATH when it is', async () => {
    expect(await step({})).toEqual({ code: 0, output: '' });
    const missing = await step({
      CATALOGUE_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: 's',
      CONTENTFUL_ACCESS_TOKEN: 't',
    });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/CATALOGUE_SOURCE=contentful needs CATALOGUE_PATH/);
  });
});

function contentfulEnv(fake: FakeContentful): Record<string, string> {
  return {
    CATALOGUE_SOURCE: 'contentful',
    CONTENTFUL_SPACE_ID: SPACE.space,
    CONTENTFUL_ACCESS_TOKEN: SPACE.accessToken,
    CONTENTFUL_HOST: fake.host,
  };
}

describe('the content model a merchant imports', () => {
  const model = JSON.parse(readFileSync('docs/contentful/product-content-type.json', 'utf8')) as {
    contentTypes: Array<{
      sys: { id: string };
      fields: Array<{ id: string; items?: { validations?: unknown[] }; validations?: unknown[] }>;
    }>;
  };
  const fieldOf = (type: string, id: string) =>
    model.contentTypes.find((contentType) => contentType.sys.id === type)!.fields.find((field) => field.id === id)!;
  const allowed = (field: { validations?: unknown[] }) =>
    (field.validations ?? []).flatMap((rule) => (rule as { in?: unknown[] }).in ?? []);

  it.each([
    ['ageGroup', AGE_GROUPS],
    ['type', PRODUCT_TYPES],
    ['color', COLORS],
    ['gender', GENDERS],
    ['brand', BRANDS],
  ])('allows the shop’s own values in %s', (field, values) => {
    expect(allowed(fieldOf('product', field))).toEqual([...values]);
  });

  it('allows the merchandising tags and the size range the shop sells', () => {
    expect(allowed(fieldOf('product', 'tags').items!)).toEqual([...MERCHANDISING_TAGS]);
    expect(fieldOf('productVariant', 'size').validations).toContainEqual(
      expect.objectContaining({ range: { min: SIZE_RANGE.min, max: SIZE_RANGE.max } }),
    );
  });
});
