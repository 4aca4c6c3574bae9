/**
 * The product lists that listing pages and the catalogue API share: every
 * colour as a summary (newest first), the colours carrying a tag, the colours of
 * a style found by its URL title, and search. Built once per catalogue and
 * language: the lists of a language hold its texts, in the same order in every
 * language, and share one search index over both languages' words.
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { AGE_BANDS, AGE_GROUPS, BRANDS, COLORS, GENDERS, PRODUCT_TYPES, TRENDS } from '../config/catalogue.ts';
import { getCatalogue, toSummary, type Catalogue } from './catalogue.ts';
import { MANUAL_BEST_SELLER_TAG } from './group.ts';
import { titleToSlug } from './paths.ts';
import { droppedOnPublish } from './publish-caches.ts';
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
  /** Products matching the words in any language, best first, with this list's texts. */
  search(query: string): ProductSummary[];
}

/**
 * Titles compare by their URL form, so 'Coral-Baby-Boot', 'coral baby boot' and a title with its own
 * hyphen all resolve.
 */
function slugKey(text: string): string {
  return titleToSlug(text.replace(/-/g, ' ')).toLowerCase();
}

/** What the lists of every language share: the order, the styles by URL title, the search index. */
interface SharedLists {
  order: readonly FeedProduct[];
  styles: ReadonlyMap<string, readonly FeedProduct[]>;
  index: () => SearchIndex;
}

function buildSharedLists(catalogue: Catalogue): SharedLists {
  const english = sortProducts(
    catalogue.products.map((product) => toSummary(product, DEFAULT_LOCALE)),
    'newest',
  );
  const order = english.map((summary) => catalogue.byId.get(summary.id)!);
  const styles = new Map<string, readonly FeedProduct[]>();
  for (const [title, colours] of catalogue.byTitle) styles.set(slugKey(title), colours);
  let index: SearchIndex | undefined;
  return {
    order,
    styles,
    index: () =>
      (index ??= buildSearchIndex(
        order.map((product) => ({ title: product.title, otherTitles: [product.ar.title], tags: product.tags })),
      )),
  };
}

function listsIn(shared: SharedLists, locale: Locale): ProductLists {
  const all = shared.order.map((product) => toSummary(product, locale));
  const tagged = new Map<string, ProductSummary[]>();
  for (const product of all) {
    for (const tag of product.tags) {
      const list = tagged.get(tag) ?? [];
      list.push(product);
      tagged.set(tag, list);
    }
  }
  return {
    all,
    byTag: (tag) => tagged.get(tag) ?? (KNOWN_TAGS.has(tag) ? [] : null),
    styleBySlug: (slug) => shared.styles.get(slugKey(slug)) ?? null,
    search: (query) =>
      shared
        .index()
        .search(query)
        .map((position) => all[position]!),
  };
}

/** The lists of a catalogue in one language (English unless told). */
export function buildProductLists(catalogue: Catalogue, locale: Locale = DEFAULT_LOCALE): ProductLists {
  return listsIn(buildSharedLists(catalogue), locale);
}

let cached: { catalogue: Catalogue; shared: SharedLists; byLocale: Map<Locale, ProductLists> } | undefined;
droppedOnPublish(() => (cached = undefined));

/**
 * The lists of the shop's catalogue (see getCatalogue) with the texts of `locale` (English unless told); made
 * again when the catalogue has been loaded again.
 */
export function productLists(locale: Locale = DEFAULT_LOCALE): ProductLists {
  const catalogue = getCatalogue();
  if (cached?.catalogue !== catalogue) cached = { catalogue, shared: buildSharedLists(catalogue), byLocale: new Map() };
  let lists = cached.byLocale.get(locale);
  if (!lists) cached.byLocale.set(locale, (lists = listsIn(cached.shared, locale)));
  return lists;
}
