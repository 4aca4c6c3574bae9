/**
 * Filtering a listing (docs/product.md §9 "Filters and sort"): within a group a
 * product matches if it has any selected option; across groups every group with
 * a selection must match. Beyond the spec, a SIZE group filters on EU sizes in
 * stock, and each option knows how many styles it would give.
 *
 * The groups are a table: a group names the options it offers and how a product's
 * values are read (its tags, or its sizes in stock).
 */
import { AGE_GROUPS, BRANDS, COLORS, GENDERS, PRODUCT_TYPES, type Trend } from '../config/catalogue.ts';

export const FILTER_GROUP_KEYS = ['trend', 'age', 'type', 'gender', 'brand', 'color', 'size'] as const;
export type FilterGroupKey = (typeof FILTER_GROUP_KEYS)[number];

/** What filtering needs to know of a product (one colour of a style). */
export interface FilterableProduct {
  title: string;
  tags: readonly string[];
  /** EU sizes in stock. */
  sizes: readonly number[];
}

export interface FilterGroup {
  key: FilterGroupKey;
  /** Fixed options in display order; the SIZE group takes its options from the products. */
  options: readonly string[] | null;
  valuesOf(product: FilterableProduct): readonly string[];
}

const byTags = (product: FilterableProduct) => product.tags;

export const FILTER_GROUPS: readonly FilterGroup[] = [
  // Best Sellers is offered beside the spec's two trends so that /shoes/{age}/best-sellers can pre-select it.
  {
    key: 'trend',
    options: ['newArrivals', 'sale', 'bestSellers'] satisfies Trend[],
    valuesOf: byTags,
  },
  { key: 'age', options: AGE_GROUPS, valuesOf: byTags },
  { key: 'type', options: PRODUCT_TYPES, valuesOf: byTags },
  { key: 'gender', options: GENDERS, valuesOf: byTags },
  { key: 'brand', options: BRANDS, valuesOf: byTags },
  { key: 'color', options: COLORS, valuesOf: byTags },
  { key: 'size', options: null, valuesOf: (product) => product.sizes.map(String) },
];

export type FilterSelection = Record<FilterGroupKey, readonly string[]>;

export function emptySelection(): FilterSelection {
  return { trend: [], age: [], type: [], gender: [], brand: [], color: [], size: [] };
}

/** The group whose options include a tag (a route's trend or type pre-selects it). */
export function groupOfTag(tag: string): FilterGroupKey | null {
  return FILTER_GROUPS.find((group) => group.options?.includes(tag))?.key ?? null;
}

/** The SIZE group's options: every EU size in stock in these products, smallest first. */
export function sizeOptions(products: readonly FilterableProduct[]): string[] {
  const sizes = new Set<number>();
  for (const product of products) for (const size of product.sizes) sizes.add(size);
  return [...sizes].sort((a, b) => a - b).map(String);
}

function matchesGroup(group: FilterGroup, selected: readonly string[], product: FilterableProduct): boolean {
  if (selected.length === 0) return true;
  const values = group.valuesOf(product);
  return selected.some((option) => values.includes(option));
}

function matchesAllBut(product: FilterableProduct, selection: FilterSelection, skip: FilterGroupKey | null): boolean {
  return FILTER_GROUPS.every((group) => group.key === skip || matchesGroup(group, selection[group.key], product));
}

export function matchesFilters(product: FilterableProduct, selection: FilterSelection): boolean {
  return matchesAllBut(product, selection, null);
}

export function filterProducts<T extends FilterableProduct>(products: readonly T[], selection: FilterSelection): T[] {
  return products.filter((product) => matchesFilters(product, selection));
}

export interface FilterOption {
  value: string;
  /** Styles (distinct titles) the listing would show with this option and the other groups' selections. */
  count: number;
  selected: boolean;
}

export type FilterOptions = Record<FilterGroupKey, FilterOption[]>;

/**
 * Each group's options with their counts. A count ignores the group's own
 * selection (options within a group add up), so an option with count 0 would
 * empty the listing and is shown disabled; selected options always stay listed.
 */
export function filterOptions(products: readonly FilterableProduct[], selection: FilterSelection): FilterOptions {
  const result = {} as FilterOptions;
  for (const group of FILTER_GROUPS) {
    const options = group.options ?? sizeOptions(products);
    const titles = new Map<string, Set<string>>(options.map((option) => [option, new Set()]));
    for (const product of products) {
      if (!matchesAllBut(product, selection, group.key)) continue;
      for (const value of group.valuesOf(product)) titles.get(value)?.add(product.title);
    }
    const selected = selection[group.key];
    const values = [...options, ...selected.filter((value) => !titles.has(value))];
    result[group.key] = values.map((value) => ({
      value,
      count: titles.get(value)?.size ?? 0,
      selected: selected.includes(value),
    }));
  }
  return result;
}
