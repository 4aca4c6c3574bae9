/** The products each listing source lists, in each language, and where its island downloads them. */
import { createHash } from 'node:crypto';
import { AGE_GROUPS, TRENDS } from '#src/config/catalogue.ts';
import { getCatalogue, toSummary } from '#src/catalogue/catalogue.ts';
import { productLists } from '#src/catalogue/lists.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales.ts';
import { digestOf } from '../prerender/reuse.server.ts';
import { encodeListing } from './listing-data.ts';
import type { ListingSource } from './routes.ts';

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
 * What a listing's page and data file show of the catalogue beyond its shape: its products with their prices,
 * for their `cacheKey` (decision 006). The English summaries: another language's differ in titles alone.
 */
export const listingInputs = (source: ListingSource): string => digestOf(listingProducts(source));

/**
 * The data file's URL with a digest of its content, so a browser never pairs a new page with old data:
 * /data/listing/{source}.json in English, /data/listing/ar/{source}.json in Arabic.
 */
export function listingDataUrl(source: ListingSource, locale: Locale = DEFAULT_LOCALE): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(encodeListing(listingProducts(source, locale))))
    .digest('hex')
    .slice(0, 12);
  const folder = locale === DEFAULT_LOCALE ? '/data/listing' : `/data/listing/${locale}`;
  return `${folder}/${source}.json?v=${digest}`;
}
