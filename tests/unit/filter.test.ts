import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  filterOptions,
  filterProducts,
  groupOfTag,
  sizeOptions,
  type FilterGroupKey,
  type FilterSelection,
} from '#src/catalogue/filter.ts';
import { summary } from '../support/products.ts';

const products = [
  summary('Alpha', ['kids', 'sneakers', 'pink', 'girls', 'luckyShoes', 'sale'], { sizes: [30, 31] }),
  summary('Alpha', ['kids', 'sneakers', 'black', 'girls', 'luckyShoes', 'sale'], { sizes: [] }),
  summary('Beta', ['kids', 'sandals', 'blue', 'boys', 'kidsKing', 'newArrivals'], { sizes: [28] }),
  summary('Gamma', ['teens', 'sneakers', 'black', 'unisex', 'luckyShoes', 'bestSellers'], { sizes: [38, 40] }),
  summary('Delta', ['babies', 'boots', 'pink', 'girls', 'kidsKing'], { sizes: [] }),
];

function select(choices: Partial<Record<FilterGroupKey, string[]>>): FilterSelection {
  return { ...emptySelection(), ...choices };
}

const titles = (selection: FilterSelection) => [...new Set(filterProducts(products, selection).map((p) => p.title))];

describe('filtering a listing', () => {
  it.each<[string, Partial<Record<FilterGroupKey, string[]>>, string[]]>([
    ['no selection keeps every product', {}, ['Alpha', 'Beta', 'Gamma', 'Delta']],
    ['one colour keeps the styles that have a colour of it', { color: ['black'] }, ['Alpha', 'Gamma']],
    ['two colours in one group add up (any of them)', { color: ['black', 'pink'] }, ['Alpha', 'Gamma', 'Delta']],
    ['two groups must both match', { type: ['sneakers'], color: ['pink'] }, ['Alpha']],
    ['two groups with no product in common give nothing', { type: ['sneakers'], color: ['blue'] }, []],
    ['a size keeps colours with that size in stock', { size: ['30'] }, ['Alpha']],
    ['several sizes add up', { size: ['28', '38'] }, ['Beta', 'Gamma']],
    ['groups match on the same colour, not across a style', { color: ['black'], size: ['30'] }, []],
    ['sold-out colours never match a size', { size: ['14', '20'] }, []],
    ['the second house brand', { brand: ['kidsKing'] }, ['Beta', 'Delta']],
    ['trends add up', { trend: ['sale', 'newArrivals'] }, ['Alpha', 'Beta']],
    ['best sellers', { trend: ['bestSellers'] }, ['Gamma']],
    ['gender and age group', { gender: ['unisex'], age: ['teens'] }, ['Gamma']],
    ['an option no product has gives nothing', { color: ['gold'] }, []],
  ])('%s', (_name, choices, expected) => {
    expect(titles(select(choices))).toEqual(expected);
  });

  it('keeps sold-out products when no size is chosen', () => {
    expect(filterProducts(products, select({ age: ['babies'] })).map((p) => p.available)).toEqual([false]);
  });

  it('finds nothing in an empty listing', () => {
    expect(filterProducts([], select({ color: ['black'] }))).toEqual([]);
  });

  it.each([
    ['sale', 'trend'],
    ['bestSellers', 'trend'],
    ['kids', 'age'],
    ['sneakers', 'type'],
    ['others', 'type'],
    ['kidsKing', 'brand'],
    ['manual-bs', null],
  ])('knows that the tag %s belongs to the group %s', (tag, group) => {
    expect(groupOfTag(tag)).toBe(group);
  });
});

describe('counting what each option would give', () => {
  const count = (selection: FilterSelection, group: FilterGroupKey, value: string) =>
    filterOptions(products, selection)[group].find((option) => option.value === value);

  it.each<[string, Partial<Record<FilterGroupKey, string[]>>, FilterGroupKey, string, number]>([
    ['a colour counts styles, not colours', {}, 'type', 'sneakers', 2],
    ['a colour of two styles', {}, 'color', 'black', 2],
    ['an option nothing has counts zero', {}, 'color', 'red', 0],
    ["a group's own selection does not narrow its counts", { color: ['black'] }, 'color', 'pink', 2],
    ['other groups narrow the counts', { color: ['black'] }, 'type', 'sneakers', 2],
    ['other groups can bring a count to zero', { color: ['black'] }, 'type', 'sandals', 0],
    ['sizes count only in-stock colours matching the other groups', { color: ['black'] }, 'size', '38', 1],
    ['a size held only by another colour counts zero', { color: ['black'] }, 'size', '30', 0],
    ['a size filter narrows the colour counts', { size: ['30'] }, 'color', 'black', 0],
    ['a size filter narrows the colour counts (the colour that has it)', { size: ['30'] }, 'color', 'pink', 1],
  ])('%s', (_name, choices, group, value, expected) => {
    expect(count(select(choices), group, value)?.count).toBe(expected);
  });

  it('lists the options of every group in the order of docs/product.md §9', () => {
    const options = filterOptions(products, emptySelection());
    expect(options.trend.map((o) => o.value)).toEqual(['newArrivals', 'sale', 'bestSellers']);
    expect(options.age.map((o) => o.value)).toEqual(['babies', 'toddlers', 'kids', 'teens']);
    expect(options.gender.map((o) => o.value)).toEqual(['boys', 'girls', 'unisex']);
    expect(options.brand.map((o) => o.value)).toEqual(['luckyShoes', 'kidsKing']);
    expect(options.color).toHaveLength(13);
  });

  it('offers the EU sizes in stock in the listing, smallest first', () => {
    expect(sizeOptions(products)).toEqual(['28', '30', '31', '38', '40']);
    expect(filterOptions(products, emptySelection()).size.map((o) => o.value)).toEqual(['28', '30', '31', '38', '40']);
  });

  it('marks the selected options', () => {
    const options = filterOptions(products, select({ color: ['pink'] }));
    expect(options.color.filter((o) => o.selected).map((o) => o.value)).toEqual(['pink']);
  });

  it('keeps a selected size listed even when nothing has it, so it can be cleared', () => {
    expect(count(select({ size: ['41'] }), 'size', '41')).toEqual({ value: '41', count: 0, selected: true });
  });

  it('gives zero for every option of an empty listing and no sizes', () => {
    const options = filterOptions([], emptySelection());
    expect(options.color.every((o) => o.count === 0)).toBe(true);
    expect(options.size).toEqual([]);
  });
});
