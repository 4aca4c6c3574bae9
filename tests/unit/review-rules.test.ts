/** The review summary a product page shows and the JSON-LD carries (docs/product.md §9 "Reviews"). */
import { describe, expect, it } from 'vitest';
import { getCatalogue, toDetail } from '#src/catalogue/catalogue.ts';
import { productJsonLd } from '#src/features/product/structured-data.ts';
import { authorName, reviewInputSchema, summarize } from '#src/commerce/review-rules.ts';

describe('the review summary', () => {
  it('has no average and names no fit without reviews', () => {
    expect(summarize([])).toEqual({ count: 0, average: 0, mostSay: null });
  });

  it('averages the stars to one decimal and names the fit more than half give', () => {
    expect(
      summarize([
        { stars: 5, fit: 'true' },
        { stars: 4, fit: 'true' },
        { stars: 4, fit: 'small' },
      ]),
    ).toEqual({ count: 3, average: 4.3, mostSay: 'true' });
  });

  it('names no fit when none has a majority', () => {
    expect(
      summarize([
        { stars: 3, fit: 'small' },
        { stars: 2, fit: 'large' },
      ]).mostSay,
    ).toBeNull();
  });

  it('signs a review with the first name and the initial of the last, in either script', () => {
    expect(authorName(' Sara ', 'Haddad')).toBe('Sara H.');
    expect(authorName('مريم', 'الكعبي')).toBe('مريم ا.');
  });

  it('takes whole stars from 1 to 5 and a fit of the three, trimming the texts', () => {
    const good = { productId: 'P1', stars: 5, title: ' Great ', text: ' Lovely shoes ', size: 30, fit: 'large' };
    expect(reviewInputSchema.parse(good)).toMatchObject({ title: 'Great', text: 'Lovely shoes' });
    for (const change of [{ stars: 0 }, { stars: 4.5 }, { fit: 'wide' }, { size: '30' }, { productId: 'a/b' }])
      expect(reviewInputSchema.safeParse({ ...good, ...change }).success, JSON.stringify(change)).toBe(false);
  });
});

describe('the Product JSON-LD', () => {
  const product = toDetail(getCatalogue().products[0]!);
  const opts = { url: 'https://shop.test/p', images: [], description: 'd', brandName: 'Lucky Shoes' };

  it('carries the aggregateRating of the last build when the product has reviews', () => {
    expect(productJsonLd(product, { ...opts, rating: { count: 3, average: 4.3 } })).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
  });

  it('has no aggregateRating without reviews', () => {
    expect(productJsonLd(product, opts)).not.toHaveProperty('aggregateRating');
  });
});
