import { describe, expect, it } from 'vitest';
import { AGE_BANDS, SIZE_RANGE } from '#src/config/catalogue.ts';
import { activeOffers, automaticOffers, shipping } from '#src/config/money.ts';
import { shopConstants } from '#src/catalogue/constants.ts';

describe('the shop config', () => {
  it('covers EU sizes 14 to 42 with age bands that neither overlap nor leave gaps', () => {
    expect(AGE_BANDS[0]!.minSize).toBe(SIZE_RANGE.min);
    expect(AGE_BANDS.at(-1)!.maxSize).toBe(SIZE_RANGE.max);
    for (let i = 1; i < AGE_BANDS.length; i++) expect(AGE_BANDS[i]!.minSize).toBe(AGE_BANDS[i - 1]!.maxSize + 1);
  });

  it('uses the age bands of docs/product.md §10', () => {
    expect(AGE_BANDS.map((b) => `${b.group} ${b.minAge}-${b.maxAge}`)).toEqual([
      'babies 0-1',
      'toddlers 1-4',
      'kids 5-12',
      'teens 13-18',
    ]);
  });

  it('ships free from AED 150 and charges AED 20 below it', () => {
    expect(shipping.freeFromFils).toBe(15000);
    expect(shipping.feeFils).toBe(2000);
    expect(shipping.codFeeFils).toBe(3000);
  });

  it('runs automatic offers only inside their window', () => {
    const offer = automaticOffers[0]!;
    expect(activeOffers(new Date(Date.parse(offer.validFrom) - 1))).not.toContainEqual(offer);
    expect(activeOffers(new Date(offer.validFrom))).toContainEqual(offer);
    expect(activeOffers(new Date(Date.parse(offer.validUntil) + 1))).not.toContainEqual(offer);
  });

  it('serves the constants maps of docs/product.md §7', () => {
    const constants = shopConstants();
    expect(constants.ageGroup).toEqual({ babies: 'Babies', toddlers: 'Toddlers', kids: 'Kids', teens: 'Teens' });
    expect(constants.trends).toEqual({ newArrivals: 'New Arrivals', sale: 'Sale', bestSellers: 'Best Sellers' });
    expect(Object.keys(constants.productType)).toHaveLength(8);
  });
});
