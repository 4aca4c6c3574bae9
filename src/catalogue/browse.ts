/**
 * One listing view from its products and the shopper's choices: filter, sort,
 * group colours into style cards (manual-bs first under Newest), then page.
 * Listing pages run it at build time for the first page and in the browser for
 * every change, so both show the same cards.
 */
import { filterOptions, filterProducts, type FilterOptions, type FilterSelection } from './filter.ts';
import { groupByStyle } from './group.ts';
import { pageOf } from './paging.ts';
import { sortProducts, type SortKey } from './sort.ts';
import type { ProductSummary, StyleCard } from './types.ts';

export interface BrowseState {
  filters: FilterSelection;
  sort: SortKey;
  /** Zero-based page index. */
  page: number;
}

export interface BrowseResult {
  cards: StyleCard[];
  /** Styles matching the filters, on all pages. */
  count: number;
  pageIndex: number;
  totalPages: number;
  options: FilterOptions;
}

/** A view without its cards: what the controls around the grid show. */
export type BrowseSummary = Omit<BrowseResult, 'cards'>;

export function browse(products: readonly ProductSummary[], state: BrowseState, pageSize?: number): BrowseResult {
  const matching = sortProducts(filterProducts(products, state.filters), state.sort);
  const grouped = groupByStyle(matching, { newestSort: state.sort === 'newest' });
  const page = pageOf(grouped.titles, state.page, pageSize);
  return {
    cards: page.items.map((title) => grouped.products[title]!),
    count: grouped.count,
    pageIndex: page.pageIndex,
    totalPages: page.totalPages,
    options: filterOptions(products, state.filters),
  };
}
