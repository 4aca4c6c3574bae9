/** The products each listing source lists, in each language, and where its island downloads them. */
import { browse, type BrowseResult, type BrowseState } from '#src/catalogue/browse.ts';
import { AGE_GROUPS, ageBand, TRENDS } from '#src/config/catalogue.ts';
import { getCatalogue, toSummary } from '#src/catalogue/catalogue.ts';
import { productLists } from '#src/catalogue/lists.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales.ts';
import { digestOf } from '../prerender/reuse.server.ts';
import type { ListingRoute, ListingSource } from './routes.ts';

export const LISTING_SOURCES: readonly ListingSource[] = ['products', ...AGE_GROUPS, ...TRENDS];

/**
 * English summaries in a language: the same products in the same order, with the language's titles
 * (URLs keep the English title). Search results and listings alike.
 */
export function inLanguage(products: readonly ProductSummary[], locale: Locale): readonly ProductSummary[] {
  if (locale === DEFAULT_LOCALE) return products;
  const { byId } = getCatalogue();
  return products.map((summary) => {
    const product = byId.get(summary.id);
    return product ? { ...summary, title: toSummary(product, locale).title } : summary;
  });
}

const cache = new Map<string, readonly ProductSummary[]>();

export function listingProducts(source: ListingSource, locale: Locale = DEFAULT_LOCALE): readonly ProductSummary[] {
  const key = `${locale}:${source}`;
  let products = cache.get(key);
  if (!products) {
    const lists = productLists();
    products = inLanguage(source === 'products' ? lists.all : (lists.byTag(source) ?? []), locale);
    cache.set(key, products);
  }
  return products;
}

/**
 * What a listing's data file holds of the catalogue beyond its shape: its products with their prices, for its
 * `cacheKey` (decision 006). The English summaries: another language's differ in titles alone.
 */
export const listingInputs = (source: ListingSource): string => digestOf(listingProducts(source));

export interface ListingPageView {
  defaults: BrowseState;
  /** The view for the route's defaults, as the page pre-renders it. */
  view: BrowseResult;
  /** An age group's Lucky Choice, shown in its banner. */
  luckyChoice: ProductSummary | null;
}

/** What a listing page shows of its products: the first view of its defaults, and its banner's product. */
export function listingPageView(route: ListingRoute, locale: Locale = DEFAULT_LOCALE): ListingPageView {
  const products = listingProducts(route.source, locale);
  const defaults: BrowseState = { filters: route.defaults, sort: 'newest', page: 0 };
  const luckyTag = route.banner.kind === 'age' ? ageBand(route.banner.group).luckyChoiceTag : null;
  const luckyChoice = (luckyTag && products.find((p) => p.tags.includes(luckyTag))) || null;
  return { defaults, view: browse(products, defaults), luckyChoice };
}

/**
 * A listing page's `cacheKey` (decision 006): what it shows, prices included. A price change renders the
 * listings whose first view or banner shows that product, not every listing of its source.
 */
export const listingPageInputs = (route: ListingRoute): string => digestOf(listingPageView(route));

/**
 * The data file's URL: /data/listing/{source}.json in English, /data/listing/ar/{source}.json in Arabic. It
 * names no digest of its content, which would make every listing of a source render again whenever any of its
 * products' prices changed. A browser revalidates it on every fetch and a publish purges it from the CDN with
 * the pages it changed (server/headers.ts), and the island reads it only for views the shopper chooses.
 */
export function listingDataUrl(source: ListingSource, locale: Locale = DEFAULT_LOCALE): string {
  const folder = locale === DEFAULT_LOCALE ? '/data/listing' : `/data/listing/${locale}`;
  return `${folder}/${source}.json`;
}
