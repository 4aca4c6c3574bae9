import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '#src/catalogue/catalogue.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { buildProductLists } from '#src/catalogue/lists.ts';

const feed = loadFeed();
const babiesOnly = buildProductLists(
  indexCatalogue({
    ...feed,
    products: feed.products.filter((p) => p.ageGroup === 'babies' && !p.tags.includes('sale')),
  }),
);

describe('the product lists of a catalogue', () => {
  it.each(['teens', 'sale', 'luckyChoiceTeens'])(
    'answers an empty list for the known tag %s that no product carries',
    (tag) => {
      expect(babiesOnly.byTag(tag)).toEqual([]);
    },
  );

  it.each(['', 'Babies', 'shoes', 'constructor', '__proto__', 'toString'])('knows no tag %j', (tag) => {
    expect(babiesOnly.byTag(tag)).toBeNull();
  });

  it('lists colours newest first', () => {
    const times = babiesOnly.all.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each(['constructor', '__proto__', ''])('finds no style called %j', (slug) => {
    expect(babiesOnly.styleBySlug(slug)).toBeNull();
  });
});
