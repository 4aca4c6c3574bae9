import { describe, expect, it } from 'vitest';
import { buildProductLists } from '#src/catalogue/lists.ts';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { buildSearchIndex, editDistance, normalizeWord, searchWords } from '#src/catalogue/search.ts';

describe('search words', () => {
  it.each([
    ['Sandals', 'sandal'],
    ['SNEAKERS', 'sneaker'],
    ['babies', 'baby'],
    ['shoes', 'shoe'],
    ['boxes', 'box'],
    ['kids', 'kid'],
    ['dress', 'dress'],
    ['Crème', 'creme'],
    ['red', 'red'],
  ])('%s is read as %s', (word, normal) => {
    expect(normalizeWord(word)).toBe(normal);
  });

  it('splits on anything that is not a letter or digit and drops generic words', () => {
    expect(searchWords('Pink-sandals, for the BEACH!! size 30')).toEqual(['pink', 'sandal', 'beach', '30']);
  });

  it.each([
    ['sneaker', 'sneaker', 0],
    ['snaeker', 'sneaker', 1],
    ['sneker', 'sneaker', 1],
    ['sneakre', 'sneaker', 1],
    ['sneakerzz', 'sneaker', 2],
    ['sandal', 'scandal', 1],
    ['boot', 'sandal', 2],
  ])('%s is %i edit(s) from %s (capped at 1 above)', (a, b, distance) => {
    expect(editDistance(a, b, 1)).toBe(Math.min(distance, 2));
  });
});

describe('searching a small catalogue', () => {
  const docs = [
    { title: 'Comet Runner', tags: ['kids', 'sportsShoes', 'blue', 'boys', 'luckyShoes'] },
    { title: 'Palm Slide Sandal', tags: ['teens', 'sandals', 'pink', 'girls', 'kidsKing'] },
    { title: 'Pink Cloud Sneaker', tags: ['toddlers', 'sneakers', 'white', 'girls', 'luckyShoes'] },
    { title: 'Desert Boot', tags: ['babies', 'boots', 'brown', 'unisex', 'luckyShoes'] },
    { title: 'Sunny Low Top', tags: ['kids', 'sneakers', 'pink', 'girls', 'kidsKing'] },
  ];
  const index = buildSearchIndex(docs);
  const titles = (query: string) => index.search(query).map((i) => docs[i]!.title);

  it.each<[string, string, string[]]>([
    ['a title word', 'comet', ['Comet Runner']],
    ['any case', 'DESERT', ['Desert Boot']],
    ['the plural of a type', 'sandals', ['Palm Slide Sandal']],
    ['the singular of a type', 'sandal', ['Palm Slide Sandal']],
    ['a typo in a type', 'snaeker', ['Pink Cloud Sneaker', 'Sunny Low Top']],
    ['a typo in a title word', 'deesrt', ['Desert Boot']],
    ['an unfinished word', 'sne', ['Pink Cloud Sneaker', 'Sunny Low Top']],
    ['an unfinished word with a typo', 'snae', ['Pink Cloud Sneaker', 'Sunny Low Top']],
    ['an age group, singular', 'baby', ['Desert Boot']],
    ['an age group synonym', 'teenager', ['Palm Slide Sandal']],
    ['a gender', 'boys', ['Comet Runner']],
    ['a type synonym', 'trainers', ['Comet Runner', 'Pink Cloud Sneaker', 'Sunny Low Top']],
    ['the second brand by its name', 'kids king', ['Palm Slide Sandal', 'Sunny Low Top']],
    ['an age group, not the brand that shares its word', 'kids', ['Comet Runner', 'Sunny Low Top']],
    ['the second brand in one word', 'kidsking', ['Palm Slide Sandal', 'Sunny Low Top']],
    ['every word must match', 'pink sandal', ['Palm Slide Sandal']],
    ['words that match nothing together', 'blue sandal', []],
    ['a word nothing has', 'umbrella', []],
    ['punctuation only', '!!!', []],
  ])('finds %s (%s)', (_name, query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it('ranks a colour in the title above the same colour as a tag', () => {
    expect(titles('pink')).toEqual(['Pink Cloud Sneaker', 'Palm Slide Sandal', 'Sunny Low Top']);
  });

  it('reads a word the shop knows as itself, and an unknown one as a typo', () => {
    const boots = buildSearchIndex([
      { title: 'Bolt Runner', tags: [] },
      { title: 'Boot Runner', tags: [] },
    ]);
    expect(boots.search('boot')).toEqual([1]);
    expect(boots.search('boat')).toEqual([0, 1]);
  });

  it('answers a blank query with nothing and a generic one with everything', () => {
    expect(titles('')).toEqual([]);
    expect(titles('   ')).toEqual([]);
    expect(titles('shoes')).toHaveLength(docs.length);
  });

  it('answers a query of filler words or tatweel alone as a blank one, in either language', () => {
    for (const query of ['a a a', 'the and of', 'في من', '\u0640\u0640\u0640', 'a \u0640 في'])
      expect(titles(query)).toEqual([]);
    expect(titles('shoes for the')).toHaveLength(docs.length);
    expect(titles('أحذية')).toHaveLength(docs.length);
  });

  it('survives a megabyte of text', () => {
    expect(titles('sneaker '.repeat(130_000))).toEqual(['Pink Cloud Sneaker', 'Sunny Low Top']);
  });
});

describe('searching the shop catalogue', () => {
  const lists = buildProductLists(getCatalogue());

  it.each<[string, string]>([
    ['sandal', 'sandals'],
    ['Sandals', 'sandals'],
    ['snaeker', 'sneakers'],
    ['sneakers', 'sneakers'],
    ['boot', 'boots'],
    ['basketball', 'basketballShoes'],
    ['school shoes', 'schoolShoes'],
  ])("'%s' finds %s first", (query, type) => {
    const found = lists.search(query);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.tags).toContain(type);
  });

  it("finds every sandal for 'sandal'", () => {
    const sandals = lists.all
      .filter((p) => p.tags.includes('sandals'))
      .map((p) => p.id)
      .sort();
    const found = new Set(lists.search('sandal').map((p) => p.id));
    expect(sandals.every((id) => found.has(id))).toBe(true);
  });

  it("finds pink sandals for 'pink sandals', only pink ones", () => {
    const found = lists.search('pink sandals');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.tags.includes('pink'))).toBe(true);
  });

  it('finds a style by its full title, that style first', () => {
    const title = lists.all[10]!.title;
    expect(lists.search(title.toLowerCase())[0]!.title).toBe(title);
  });
});
