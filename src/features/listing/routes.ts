/**
 * Every listing page as data (docs/product.md §2 "Route table" and docs/product.md
 * §10 "The shape"): what it lists, what its filter pre-selects, its breadcrumb, its
 * banner and which title and description it carries.
 *
 *   /products                               every product
 *   /shoes/{ageGroup}                       one age group (age banner, lucky choice)
 *   /shoes/{ageGroup}/{trend or type tag}   the age group, the tag pre-selected in the filter
 *   /shoes/new-arrivals|best-sellers|sale   one trend (full-width banner)
 *
 * A route's `path` is its English path (the key of its data and of its pages in every language); its
 * breadcrumb, heading and crumbs' links are in the language it was asked for.
 */
import { AGE_GROUPS, PRODUCT_TYPES, TRENDS, type AgeGroup, type Trend } from '#src/config/catalogue.ts';
import { emptySelection, groupOfTag, type FilterSelection } from '#src/catalogue/filter.ts';
import { ageGroupPath, listingPath, trendListingPath } from '#src/catalogue/paths.ts';
import type { Crumb } from '#src/components/breadcrumb/breadcrumb.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { listingMessages } from './messages.ts';

/** The listings whose products are fetched as one list: the whole catalogue, an age group or a trend. */
export type ListingSource = 'products' | AgeGroup | Trend;

/** docs/product.md §2: "The listing page title and description depend on the category". */
export type ListingCategory = AgeGroup | 'newArrivals' | 'sale' | 'default';

export type ListingBanner = { kind: 'age'; group: AgeGroup } | { kind: 'trend'; trend: Trend } | { kind: 'none' };

export interface ListingRoute {
  path: string;
  locale: Locale;
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

/** The words of one language's routes: their labels and crumbs. */
function wordsIn(locale: Locale) {
  const t = listingMessages[locale];
  const { ageGroups, trends, productTypes } = catalogueMessages[locale];
  const crumb = (label: string, path: string): Crumb => ({ label, href: localizedPath(locale, path) });
  return {
    t,
    ageGroups,
    trends,
    crumb,
    home: crumb(t.home, '/'),
    products: crumb(t.products, '/products'),
    tagLabel: (tag: string) => trends[tag as Trend] ?? productTypes[tag as keyof typeof productTypes] ?? tag,
  };
}

type Words = ReturnType<typeof wordsIn>;

function preselected(tag: string | null): FilterSelection {
  const selection = emptySelection();
  const group = tag ? groupOfTag(tag) : null;
  if (tag && group) selection[group] = [tag];
  return selection;
}

function ageRoute(words: Words, locale: Locale, group: AgeGroup, tag: string | null): ListingRoute {
  const { t, ageGroups, crumb, home, tagLabel } = words;
  const groupCrumb = crumb(ageGroups[group].toUpperCase(), ageGroupPath(group));
  return {
    path: tag ? listingPath(group, tag) : ageGroupPath(group),
    locale,
    source: group,
    tag,
    defaults: preselected(tag),
    category: group,
    banner: { kind: 'age', group },
    crumbs: tag ? [home, groupCrumb, crumb(tagLabel(tag), listingPath(group, tag))] : [home, groupCrumb],
    heading: tag ? fill(t.heading, { group: ageGroups[group], tag: tagLabel(tag) }) : ageGroups[group],
  };
}

function trendRoute(words: Words, locale: Locale, trend: Trend): ListingRoute {
  const { trends, crumb, home, products } = words;
  return {
    path: trendListingPath(trend),
    locale,
    source: trend,
    tag: null,
    defaults: emptySelection(),
    category: trend === 'bestSellers' ? 'default' : trend,
    banner: { kind: 'trend', trend },
    crumbs: [home, products, crumb(trends[trend], trendListingPath(trend))],
    heading: trends[trend],
  };
}

export function listingRoutes(locale: Locale = 'en'): ListingRoute[] {
  const words = wordsIn(locale);
  return [
    {
      path: '/products',
      locale,
      source: 'products',
      tag: null,
      defaults: emptySelection(),
      category: 'default',
      banner: { kind: 'none' },
      crumbs: [words.home, words.products],
      heading: words.products.label,
    },
    ...AGE_GROUPS.flatMap((group) => [
      ageRoute(words, locale, group, null),
      ...[...TRENDS, ...PRODUCT_TYPES].map((tag) => ageRoute(words, locale, group, tag)),
    ]),
    ...TRENDS.map((trend) => trendRoute(words, locale, trend)),
  ];
}

/** The route of an English path, in a language. */
export function findListingRoute(path: string, locale: Locale = 'en'): ListingRoute | undefined {
  return listingRoutes(locale).find((route) => route.path === path);
}
