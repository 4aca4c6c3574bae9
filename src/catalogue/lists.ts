/**
 * The product lists that listing pages and the catalogue API share: every
 * colour as a summary (newest first), the colours carrying a tag, the colours of
 * a style found by its URL title, and search. Built once per catalogue.
 */
import { AGE_BANDS, AGE_GROUPS, BRANDS, COLORS, GENDERS, PRODUCT_TYPES, TRENDS } from '../config/shop.ts';
import { getCatalogue, toSummary, type Catalogue } from './catalogue.ts';
import { MANUAL_BEST_SELLER_TAG } from './group.ts';
import { titleToSlug } from './paths.ts';
import { buildSearchIndex, type SearchIndex } from './search.ts';
import { sortProducts } from './sort.ts';
import type { FeedProduct } from './schema.ts';
import type { ProductSummary } from './types.ts';

/** Every tag docs/product.md §3 names; a tag no product carries yet still answers an empty list. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set<string>([
  ...AGE_GROUPS,
  ...PRODUCT_TYPES,
  ...TRENDS,
  ...COLORS,
  ...GENDERS,
  ...BRANDS,
  ...AGE_BANDS.map((band) => band.luckyChoiceTag),
  MANUAL_BEST_SELLER_TAG,
]);

export interface ProductLists {
  /** Every colour, newest first. */
  all: readonly ProductSummary[];
  byTag(tag: string): readonly ProductSummary[] | null;
  /** The colours of the style whose title matches a URL title (hyphens or spaces, any case). */
  styleBySlug(slug: string): readonly FeedProduct[] | null;
  search(query: string): ProductSummary[];
}

/**
 * Titles compare by their URL form, so 'Coral-Baby-Boot', 'coral baby boot' and a title with its own
 * hyphen all resolve.
 */
function slugKey(text: string): string {
  return titleToSlug(text.replace(/-/g, ' ')).toLowerCase();
}

export function buildProductLists(catalogue: Catalogue): ProductLists {
  const all = sortProducts(
    catalogue.products.map((product) => toSummary(product)),
    'newest',
  );
  const tagged = new Map<string, ProductSummary[]>();
  for (const product of all) {
    for (const tag of product.tags) {
      const list = tagged.get(tag) ?? [];
      list.push(product);
      tagged.set(tag, list);
    }
  }
  const styles = new Map<string, readonly FeedProduct[]>();
  for (const [title, colours] of catalogue.byTitle) styles.set(slugKey(title), colours);
  let index: SearchIndex | undefined;
  return {
    all,
    byTag: (tag) => tagged.get(tag) ?? (KNOWN_TAGS.has(tag) ? [] : null),
    styleBySlug: (slug) => styles.get(slugKey(slug)) ?? null,
    search(query) {
      index ??= buildSearchIndex(all);
      return index.search(query).map((position) => all[position]!);
    },
  };
}

let cached: ProductLists | undefined;

/** The lists of the shop's catalogue (see getCatalogue). */
export function productLists(): ProductLists {
  cached ??= buildProductLists(getCatalogue());
  return cached;
}
