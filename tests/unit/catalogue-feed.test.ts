import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateFeed, serializeFeed } from '#scripts/catalogue/generate-feed.ts';
import { AGE_BANDS, AGE_GROUPS, BRANDS, COLORS, GENDERS, PRODUCT_TYPES } from '#src/config/catalogue.ts';
import { DEFAULT_FEED_PATH, FeedError, loadFeed, parseFeed } from '#src/catalogue/load.server.ts';

const feed = generateFeed();

describe('the catalogue generator', () => {
  it('gives the same feed for the same seed, byte for byte', () => {
    expect(serializeFeed(generateFeed({ seed: 2026 }))).toBe(serializeFeed(generateFeed({ seed: 2026 })));
  });

  it('gives a different feed for another seed', () => {
    expect(serializeFeed(generateFeed({ seed: 7 }))).not.toBe(serializeFeed(feed));
  });

  it('is the feed committed in the repository (run npm run catalogue after changing the generator)', () => {
    expect(readFileSync(DEFAULT_FEED_PATH, 'utf8')).toBe(serializeFeed(feed));
  });

  it('has at least 120 styles and 300 colour products', () => {
    expect(new Set(feed.products.map((p) => p.styleId)).size).toBeGreaterThanOrEqual(120);
    expect(feed.products.length).toBeGreaterThanOrEqual(300);
  });

  it.each([
    ['age group', AGE_GROUPS],
    ['type', PRODUCT_TYPES],
    ['colour', COLORS],
    ['gender', GENDERS],
    ['brand', BRANDS],
  ] as const)('covers every %s', (_, values) => {
    for (const value of values)
      expect(
        feed.products.some((p) => p.tags.includes(value)),
        value,
      ).toBe(true);
  });

  it('covers every age group with every type', () => {
    for (const group of AGE_GROUPS)
      for (const type of PRODUCT_TYPES)
        expect(
          feed.products.some((p) => p.ageGroup === group && p.type === type),
          `${group} ${type}`,
        ).toBe(true);
  });

  it('has sale items priced below their compare-at price, and only those', () => {
    const sale = feed.products.filter((p) => p.tags.includes('sale'));
    expect(sale.length).toBeGreaterThan(10);
    for (const p of feed.products) {
      if (p.tags.includes('sale')) expect(p.compareAtPriceFils!).toBeGreaterThan(p.priceFils);
      else expect(p.compareAtPriceFils).toBeNull();
    }
  });

  it('tags new arrivals, best sellers and a few manual-bs picks', () => {
    const count = (tag: string) => feed.products.filter((p) => p.tags.includes(tag)).length;
    expect(count('newArrivals')).toBeGreaterThan(10);
    expect(count('bestSellers')).toBeGreaterThan(10);
    expect(count('manual-bs')).toBeGreaterThan(0);
    const newest = [...feed.products].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    expect(newest.tags).toContain('newArrivals');
  });

  it('has exactly one lucky choice per age group, in stock', () => {
    for (const band of AGE_BANDS) {
      const lucky = feed.products.filter((p) => p.tags.includes(band.luckyChoiceTag));
      expect(lucky, band.group).toHaveLength(1);
      expect(lucky[0]!.ageGroup).toBe(band.group);
      expect(lucky[0]!.variants.some((v) => v.stock > 0)).toBe(true);
    }
  });

  it('sizes each product by its age band, with some sizes and some products sold out', () => {
    for (const p of feed.products) {
      const band = AGE_BANDS.find((b) => b.group === p.ageGroup)!;
      expect(p.variants.map((v) => v.size)).toEqual(
        Array.from({ length: band.maxSize - band.minSize + 1 }, (_, i) => band.minSize + i),
      );
    }
    expect(feed.products.some((p) => p.variants.every((v) => v.stock === 0))).toBe(true);
    expect(
      feed.products.some((p) => p.variants.some((v) => v.stock === 0) && p.variants.some((v) => v.stock > 0)),
    ).toBe(true);
  });

  it('writes HTML descriptions, fit tips, delivery options and colour descriptions (some left empty)', () => {
    expect(feed.products.every((p) => p.descriptionHtml.startsWith('<p>') && p.colorDescription)).toBe(true);
    expect(feed.products.some((p) => p.fitTip === '')).toBe(true);
    expect(feed.products.some((p) => p.deliveryOptions === '')).toBe(true);
  });

  it('gives some products more than seven pictures (the gallery shows more) and every product at least four', () => {
    expect(feed.products.every((p) => p.images.length >= 4)).toBe(true);
    expect(feed.products.some((p) => p.images.length > 7)).toBe(true);
  });

  it('keeps titles free of hyphens so product URLs turn back into titles', () => {
    expect(feed.products.every((p) => !p.title.includes('-'))).toBe(true);
  });

  it('scales to ten times the styles for benchmarks', () => {
    const big = generateFeed({ scale: 10 });
    expect(new Set(big.products.map((p) => p.styleId)).size).toBe(
      10 * new Set(feed.products.map((p) => p.styleId)).size,
    );
    expect(new Set(big.products.map((p) => p.title)).size).toBe(new Set(big.products.map((p) => p.styleId)).size);
  });
});

describe('loading the feed', () => {
  it('loads and validates the default feed', () => {
    expect(loadFeed().products.length).toBe(feed.products.length);
  });

  const broken = (change: (json: { products: Array<Record<string, unknown>> }) => void) => {
    const json = JSON.parse(serializeFeed(feed)) as { products: Array<Record<string, unknown>> };
    change(json);
    return () => parseFeed(json, 'feed');
  };

  it.each([
    [
      'a negative price',
      (j: { products: Array<Record<string, unknown>> }) => (j.products[3]!.priceFils = -5),
      /product P\d+-\w+, field priceFils/,
    ],
    [
      'an unknown colour',
      (j: { products: Array<Record<string, unknown>> }) => (j.products[7]!.color = 'plaid'),
      /field color/,
    ],
    [
      'a size outside EU 14 to 42',
      (j: { products: Array<Record<string, unknown>> }) =>
        ((j.products[2]!.variants as Array<{ size: number }>)[0]!.size = 50),
      /field variants\.0\.size/,
    ],
    [
      'a missing title',
      (j: { products: Array<Record<string, unknown>> }) => delete j.products[0]!.title,
      /product P1000-\w+, field title/,
    ],
  ])('refuses %s, naming the product and the field', (_, change, message) => {
    const parse = broken(change);
    expect(parse).toThrow(FeedError);
    expect(parse).toThrow(message);
  });

  it('refuses duplicate ids', () => {
    expect(broken((j) => (j.products[1]!.id = j.products[0]!.id))).toThrow(/duplicate id/);
  });

  it('says clearly when the file is missing or not JSON', () => {
    expect(() => loadFeed('/nonexistent/feed.json')).toThrow(/cannot be read/);
    expect(() => loadFeed(new URL(import.meta.url).pathname)).toThrow(/not valid JSON/);
  });
});
