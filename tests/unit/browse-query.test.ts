import { describe, expect, it } from 'vitest';
import type { BrowseState } from '#src/catalogue/browse.ts';
import { emptySelection, type FilterGroupKey } from '#src/catalogue/filter.ts';
import { readBrowseQuery, writeBrowseQuery } from '#src/catalogue/query.ts';
import { SORT_KEYS } from '#src/catalogue/sort.ts';

const plain: BrowseState = { filters: emptySelection(), sort: 'newest', page: 0 };
const sneakersRoute: BrowseState = { filters: { ...emptySelection(), type: ['sneakers'] }, sort: 'newest', page: 0 };

function state(filters: Partial<Record<FilterGroupKey, string[]>>, rest: Partial<BrowseState> = {}): BrowseState {
  return { ...plain, ...rest, filters: { ...emptySelection(), ...filters } };
}

describe('the listing state in the URL query', () => {
  it.each<[string, BrowseState, BrowseState, string]>([
    ['the defaults write nothing', plain, plain, ''],
    ['one colour', state({ color: ['black'] }), plain, '?color=black'],
    ['several options of a group', state({ color: ['black', 'pink', 'white'] }), plain, '?color=black,pink,white'],
    ['several sizes', state({ size: ['28', '40'] }), plain, '?size=28,40'],
    [
      'groups in the order of the filter panel',
      state({ size: ['30'], trend: ['sale'], age: ['kids'] }),
      plain,
      '?trend=sale&age=kids&size=30',
    ],
    ['sort and 1-based page', state({}, { sort: 'price-asc', page: 2 }), plain, '?sort=price-asc&page=3'],
    ["the route's pre-selected type is not repeated", sneakersRoute, sneakersRoute, ''],
    ['a cleared pre-selection is written empty', state({}), sneakersRoute, '?type='],
    [
      'an added type beside the pre-selected one',
      state({ type: ['boots', 'sneakers'] }),
      sneakersRoute,
      '?type=boots,sneakers',
    ],
  ])('%s', (_name, current, defaults, query) => {
    expect(writeBrowseQuery(current, defaults)).toBe(query);
    expect(readBrowseQuery(query, defaults, SORT_KEYS)).toEqual(current);
  });

  it.each<[string, string, BrowseState]>([
    ['unknown keys are ignored', '?utm_source=mail&colour=black', plain],
    ['unknown options are dropped', '?color=black,plaid&type=rocket', state({ color: ['black'], type: [] })],
    ['sizes outside EU 14 to 42 are dropped', '?size=13,14,42,43,x,3.5', state({ size: ['14', '42'] })],
    ['repeated options count once', '?color=pink,pink', state({ color: ['pink'] })],
    ['an unknown sort keeps the default', '?sort=cheapest', plain],
    ['a page that is not a positive whole number keeps the first', '?page=0', plain],
    ['a negative page keeps the first', '?page=-2', plain],
    ['a huge page keeps the first', '?page=99999999999', plain],
    ['spaces around options are forgiven', '?color=%20black%20', state({ color: ['black'] })],
  ])('%s', (_name, query, expected) => {
    expect(readBrowseQuery(query, plain, SORT_KEYS)).toEqual(expected);
  });

  it('writes one URL for one selection, whatever order the options were chosen in', () => {
    expect(writeBrowseQuery(state({ color: ['white', 'black', 'pink'], size: ['40', '28'] }), plain)).toBe(
      '?color=black,pink,white&size=28,40',
    );
    expect(writeBrowseQuery(state({ type: ['boots', 'sneakers'] }), state({ type: ['sneakers'] }))).toBe(
      '?type=boots,sneakers',
    );
  });

  it('reads the search sorts only where they are offered', () => {
    expect(readBrowseQuery('?sort=relevance', plain, SORT_KEYS).sort).toBe('newest');
    expect(readBrowseQuery('?sort=relevance', plain, ['relevance', ...SORT_KEYS]).sort).toBe('relevance');
  });

  it('accepts URLSearchParams as well as text', () => {
    expect(readBrowseQuery(new URLSearchParams('color=red'), plain, SORT_KEYS)).toEqual(state({ color: ['red'] }));
  });
});
