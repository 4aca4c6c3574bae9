/**
 * Every listing page as data (docs/product.md §2 "Route table" and docs/product.md
 * §10 "The shape"): what it lists, what its filter pre-selects, its breadcrumb, its
 * banner and which title and description it carries.
 *
 *   /products                               every product
 *   /shoes/{ageGroup}                       one age group (age banner, lucky choice)
 *   /shoes/{ageGroup}/{trend or type tag}   the age group, the tag pre-selected in the filter
 *   /shoes/new-arrivals|best-sellers|sale   one trend (full-width banner)
 */
import { AGE_GROUPS, PRODUCT_TYPES, TRENDS, type AgeGroup, type Trend } from '#src/config/shop.ts';
import { emptySelection, groupOfTag, type FilterSelection } from '#src/catalogue/filter.ts';
import { ageGroupPath, listingPath, trendListingPath } from '#src/catalogue/paths.ts';
import type { Crumb } from '#src/components/breadcrumb/breadcrumb.ts';
import { ageGroupLabels, listingMessages, productTypeLabels, trendLabels } from '#src/i18n/messages.en.ts';

/** The listings whose products are fetched as one list: the whole catalogue, an age group or a trend. */
export type ListingSource = 'products' | AgeGroup | Trend;

/** docs/product.md §2: "The listing page title and description depend on the category". */
export type ListingCategory = AgeGroup | 'newArrivals' | 'sale' | 'default';

export type ListingBanner = { kind: 'age'; group: AgeGroup } | { kind: 'trend'; trend: Trend } | { kind: 'none' };

export interface ListingRoute {
  path: string;
  source: ListingSource;
  /** The route's trend or type, pre-selected in the filter (docs/product.md §4 "Listing"). */
  tag: string | null;
  defaults: FilterSelection;
  category: ListingCategory;
  banner: ListingBanner;
  /** HOME first; the last crumb is the page itself. */
  crumbs: Crumb[];
  heading: string;
}

const HOME: Crumb = { label: listingMessages.home, href: '/' };
const PRODUCTS: Crumb = { label: listingMessages.products, href: '/products' };

function tagLabel(tag: string): string {
  return trendLabels[tag as Trend] ?? productTypeLabels[tag as keyof typeof productTypeLabels] ?? tag;
}

function preselected(tag: string | null): FilterSelection {
  const selection = emptySelection();
  const group = tag ? groupOfTag(tag) : null;
  if (tag && group) selection[group] = [tag];
  return selection;
}

function ageRoute(group: AgeGroup, tag: string | null): ListingRoute {
  const groupCrumb = { label: ageGroupLabels[group].toUpperCase(), href: ageGroupPath(group) };
  return {
    path: tag ? listingPath(group, tag) : ageGroupPath(group),
    source: group,
    tag,
    defaults: preselected(tag),
    category: group,
    banner: { kind: 'age', group },
    crumbs: tag ? [HOME, groupCrumb, { label: tagLabel(tag), href: listingPath(group, tag) }] : [HOME, groupCrumb],
    heading: tag ? `${ageGroupLabels[group]}: ${tagLabel(tag)}` : ageGroupLabels[group],
  };
}

function trendRoute(trend: Trend): ListingRoute {
  return {
    path: trendListingPath(trend),
    source: trend,
    tag: null,
    defaults: emptySelection(),
    category: trend === 'bestSellers' ? 'default' : trend,
    banner: { kind: 'trend', trend },
    crumbs: [HOME, PRODUCTS, { label: trendLabels[trend], href: trendListingPath(trend) }],
    heading: trendLabels[trend],
  };
}

export function listingRoutes(): ListingRoute[] {
  return [
    {
      path: '/products',
      source: 'products',
      tag: null,
      defaults: emptySelection(),
      category: 'default',
      banner: { kind: 'none' },
      crumbs: [HOME, PRODUCTS],
      heading: PRODUCTS.label,
    },
    ...AGE_GROUPS.flatMap((group) => [
      ageRoute(group, null),
      ...[...TRENDS, ...PRODUCT_TYPES].map((tag) => ageRoute(group, tag)),
    ]),
    ...TRENDS.map(trendRoute),
  ];
}

export function findListingRoute(path: string): ListingRoute | undefined {
  return listingRoutes().find((route) => route.path === path);
}
