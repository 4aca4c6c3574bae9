/**
 * The home page's product grids: the first styles of the trend's listing in
 * its default order (Newest, manual best sellers pinned first), so 'shop more'
 * continues where the grid stops.
 */
import { groupByStyle } from '../../catalogue/group.ts';
import { productLists } from '../../catalogue/lists.ts';
import type { StyleCard } from '../../catalogue/types.ts';
import { home, type Trend } from '../../config/shop.ts';

export function homeGrid(tag: Trend, size: number = home.gridProducts): StyleCard[] {
  const grouped = groupByStyle(productLists().byTag(tag) ?? [], { newestSort: true, cap: size });
  return grouped.titles.map((title) => grouped.products[title]!);
}
