/**
 * The home page's product grids: the first styles of the trend's listing in
 * its default order (Newest, manual best sellers pinned first), so 'shop more'
 * continues where the grid stops; titles in the page's language.
 */
import { groupByStyle } from '#src/catalogue/group.ts';
import { productLists } from '#src/catalogue/lists.ts';
import type { StyleCard } from '#src/catalogue/types.ts';
import { home, type Trend } from '#src/config/catalogue.ts';
import type { Locale } from '#src/i18n/locales.ts';

export function homeGrid(tag: Trend, locale: Locale, size: number = home.gridProducts): StyleCard[] {
  const grouped = groupByStyle(productLists(locale).byTag(tag) ?? [], { newestSort: true, cap: size });
  return grouped.titles.map((title) => grouped.products[title]!);
}
