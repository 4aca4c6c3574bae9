/**
 * The home page's product grids: the first styles of the trend's listing in
 * its default order (Newest, manual best sellers pinned first), so 'shop more'
 * continues where the grid stops.
 */
import { getCatalogue, toSummary } from '../../catalogue/catalogue.ts';
import { groupByStyle } from '../../catalogue/group.ts';
import type { StyleCard } from '../../catalogue/types.ts';
import { home, type Trend } from '../../config/shop.ts';

export function homeGrid(tag: Trend, size: number = home.gridProducts): StyleCard[] {
  const products = getCatalogue()
    .products.filter((product) => product.tags.includes(tag))
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toSummary);
  const grouped = groupByStyle(products, { newestSort: true, cap: size });
  return grouped.titles.map((title) => grouped.products[title]!);
}
