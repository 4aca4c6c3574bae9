import { describe, expect, it } from 'vitest';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { TRENDS } from '#src/config/catalogue.ts';
import { homeGrid } from '#src/features/home/grids.ts';

describe("the home page's product grids", () => {
  it.each(TRENDS)('name the %s styles in Arabic on the Arabic page, the same styles as in English', (trend) => {
    const { byId } = getCatalogue();
    const english = homeGrid(trend, 'en');
    const arabic = homeGrid(trend, 'ar');
    expect(arabic.map((card) => card.productId)).toEqual(english.map((card) => card.productId));
    for (const card of arabic) expect(card.title).toBe(byId.get(card.productId[0]!)!.ar.title);
    for (const card of english) expect(card.title).toBe(byId.get(card.productId[0]!)!.title);
  });
});
