import { describe, expect, it } from 'vitest';
import { shopperLists } from '#src/config/accounts.ts';
import { parseViewed, titleOf, withViewed, type ViewedProduct } from '#src/features/recently-viewed/recently-viewed.ts';

const viewed = (n: number, titles: ViewedProduct['titles'] = { en: `Shoe ${n}` }): ViewedProduct => ({
  productId: `P${n}`,
  titles,
  url: `/product/Shoe-${n}/P${n}`,
  image: 'shoe/boots/a/black/side',
  price: '89.00',
  compareAtPrice: null,
});

describe('the recently viewed list', () => {
  it('puts the product viewed last first, once', () => {
    const list = [viewed(1), viewed(2), viewed(3)].reduce<ViewedProduct[]>(withViewed, []);
    expect(withViewed(list, viewed(1)).map((p) => p.productId)).toEqual(['P1', 'P3', 'P2']);
  });

  it(`keeps the last ${shopperLists.recentlyViewedMax} only`, () => {
    const list = Array.from({ length: 20 }, (_, n) => viewed(n)).reduce<ViewedProduct[]>(withViewed, []);
    expect(list).toHaveLength(shopperLists.recentlyViewedMax);
    expect(list[0]!.productId).toBe('P19');
  });

  it('keeps the title seen in each language, and shows another until one is seen', () => {
    const list = withViewed([viewed(1, { ar: 'حذاء ١' })], viewed(1, { en: 'Shoe 1' }));
    expect(list[0]!.titles).toEqual({ ar: 'حذاء ١', en: 'Shoe 1' });
    expect(titleOf(viewed(2, { en: 'Shoe 2' }), 'ar')).toBe('Shoe 2');
  });

  it('reads back only entries of the right shape from whatever storage holds', () => {
    expect(parseViewed('nope')).toEqual([]);
    expect(parseViewed([viewed(1), { productId: 3 }, null, { ...viewed(2), price: 5 }])).toEqual([viewed(1)]);
  });
});
