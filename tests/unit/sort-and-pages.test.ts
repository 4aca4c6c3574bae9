import { describe, expect, it } from 'vitest';
import { browse, type BrowseState } from '#src/catalogue/browse.ts';
import { emptySelection } from '#src/catalogue/filter.ts';
import { pageOf } from '#src/catalogue/paging.ts';
import { sortProducts, type SortKey } from '#src/catalogue/sort.ts';
import { summary } from '../support/products.ts';

const cheapOld = summary('Cheap', [], { id: 'c', price: '49.00', createdAt: '2025-01-01T00:00:00Z' });
const dearNew = summary('Dear', [], { id: 'd', price: '249.00', createdAt: '2026-03-01T00:00:00Z' });
const midMid = summary('Mid', [], { id: 'm', price: '99.50', createdAt: '2025-06-01T00:00:00Z' });
const midNewer = summary('Mid Two', [], { id: 'n', price: '99.50', createdAt: '2025-07-01T00:00:00Z' });

describe('sorting', () => {
  it.each<[SortKey, string[]]>([
    ['newest', ['d', 'n', 'm', 'c']],
    ['price-asc', ['c', 'n', 'm', 'd']],
    ['price-desc', ['d', 'n', 'm', 'c']],
    ['relevance', ['c', 'd', 'm', 'n']],
  ])('%s orders %j (equal prices: newest first)', (sort, expected) => {
    expect(sortProducts([cheapOld, dearNew, midMid, midNewer], sort).map((p) => p.id)).toEqual(expected);
  });

  it('compares prices as money, not as text', () => {
    const nine = summary('Nine', [], { id: '9', price: '9.00' });
    const eighty = summary('Eighty', [], { id: '80', price: '80.00' });
    expect(sortProducts([eighty, nine], 'price-asc').map((p) => p.id)).toEqual(['9', '80']);
  });

  it('sorts an empty list', () => {
    expect(sortProducts([], 'newest')).toEqual([]);
  });
});

describe('pages of 16', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it.each<[number, number, number[], number, number]>([
    [0, 0, [], 0, 1],
    [5, 0, [0, 4], 0, 1],
    [16, 0, [0, 15], 0, 1],
    [17, 0, [0, 15], 0, 2],
    [17, 1, [16, 16], 1, 2],
    [40, 2, [32, 39], 2, 3],
    [40, 9, [32, 39], 2, 3],
    [40, -1, [0, 15], 0, 3],
    [40, Number.NaN, [0, 15], 0, 3],
  ])('%i items, page %d → items %j, page %i of %i', (count, page, [first, last], index, total) => {
    const result = pageOf(items(count), page);
    expect(result.pageIndex).toBe(index);
    expect(result.totalPages).toBe(total);
    if (count > 0) expect([result.items[0], result.items.at(-1)]).toEqual([first, last]);
    else expect(result.items).toEqual([]);
  });
});

describe('a listing view', () => {
  const state = (overrides: Partial<BrowseState> = {}): BrowseState => ({
    filters: emptySelection(),
    sort: 'newest',
    page: 0,
    ...overrides,
  });
  const colours = [
    summary('Old Pinned', ['manual-bs', 'kids'], { price: '150.00', createdAt: '2024-01-01T00:00:00Z' }),
    summary('New', ['kids', 'pink'], { price: '60.00', createdAt: '2026-02-01T00:00:00Z' }),
    summary('Middle', ['kids', 'pink'], { price: '90.00', createdAt: '2025-05-01T00:00:00Z' }),
    summary('New', ['kids', 'black'], { price: '200.00', createdAt: '2025-01-01T00:00:00Z' }),
  ];

  it('puts manual-bs styles first under Newest, then the newest', () => {
    expect(browse(colours, state()).cards.map((c) => c.title)).toEqual(['Old Pinned', 'New', 'Middle']);
  });

  it('does not pin manual-bs under a price sort', () => {
    expect(browse(colours, state({ sort: 'price-asc' })).cards.map((c) => c.title)).toEqual([
      'New',
      'Middle',
      'Old Pinned',
    ]);
    expect(browse(colours, state({ sort: 'price-desc' })).cards.map((c) => c.title)).toEqual([
      'New',
      'Old Pinned',
      'Middle',
    ]);
  });

  it('groups the colours of a style into one card and counts styles', () => {
    const result = browse(colours, state());
    expect(result.count).toBe(3);
    expect(result.cards.find((c) => c.title === 'New')!.prices).toEqual(['60.00', '200.00']);
  });

  it('shows only the colours that match the filters on a card', () => {
    const result = browse(colours, state({ filters: { ...emptySelection(), color: ['black'] } }));
    expect(result.cards.map((c) => [c.title, c.prices])).toEqual([['New', ['200.00']]]);
  });

  it('pages the cards', () => {
    const many = Array.from({ length: 35 }, (_, i) =>
      summary(`Style ${i}`, ['kids'], { createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() }),
    );
    const second = browse(many, state({ page: 1 }));
    expect(second.cards).toHaveLength(16);
    expect(second.cards[0]!.title).toBe('Style 18');
    expect(second.totalPages).toBe(3);
    expect(browse(many, state({ page: 2 })).cards).toHaveLength(3);
  });

  it('gives no cards, one empty page and zero counts for an empty listing', () => {
    const result = browse([], state());
    expect([result.cards, result.count, result.pageIndex, result.totalPages]).toEqual([[], 0, 0, 1]);
  });
});
