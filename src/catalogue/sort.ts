/**
 * The listing sorts (docs/product.md §9): Newest (createdAt descending), Price: Low
 * to High, Price: High to Low. Search adds Best match, which keeps the ranked
 * order. Ties fall back to newest, then id, so every build and every browser
 * shows the same order.
 */
import { decimalToFils } from '../i18n/format.ts';

export const SORT_KEYS = ['newest', 'price-asc', 'price-desc'] as const;
export const SEARCH_SORT_KEYS = ['relevance', ...SORT_KEYS] as const;
export type SortKey = (typeof SEARCH_SORT_KEYS)[number];

export interface SortableProduct {
  id: string;
  price: string;
  createdAt: string;
}

export function sortProducts<T extends SortableProduct>(products: readonly T[], sort: SortKey): T[] {
  if (sort === 'relevance') return [...products];
  const keyed = products.map((product) => ({
    product,
    fils: decimalToFils(product.price),
    created: Date.parse(product.createdAt),
  }));
  const direction = sort === 'price-desc' ? -1 : 1;
  keyed.sort((a, b) => {
    if (sort !== 'newest' && a.fils !== b.fils) return direction * (a.fils - b.fils);
    if (a.created !== b.created) return b.created - a.created;
    return a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0;
  });
  return keyed.map(({ product }) => product);
}
