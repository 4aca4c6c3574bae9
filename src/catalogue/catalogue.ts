/**
 * The loaded catalogue with its indexes, and the reshaping of feed products
 * into the types of src/catalogue/types.ts. Built once per process.
 */
import { filsToDecimal } from '../i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { loadFeed } from './load.server.ts';
import { droppedOnPublish } from './publish-caches.ts';
import { productPath } from './paths.ts';
import type { Feed, FeedProduct } from './schema.ts';
import type { ProductDetail, ProductSummary } from './types.ts';

export interface Catalogue {
  feed: Feed;
  products: readonly FeedProduct[];
  byId: ReadonlyMap<string, FeedProduct>;
  /** Colours of each style, keyed by title (titles are unique per style). */
  byTitle: ReadonlyMap<string, readonly FeedProduct[]>;
  byVariantId: ReadonlyMap<string, { product: FeedProduct; size: number; stock: number }>;
}

export function indexCatalogue(feed: Feed): Catalogue {
  const byId = new Map<string, FeedProduct>();
  const byTitle = new Map<string, FeedProduct[]>();
  const byVariantId = new Map<string, { product: FeedProduct; size: number; stock: number }>();
  for (const product of feed.products) {
    byId.set(product.id, product);
    const colours = byTitle.get(product.title) ?? [];
    colours.push(product);
    byTitle.set(product.title, colours);
    for (const variant of product.variants)
      byVariantId.set(variant.id, { product, size: variant.size, stock: variant.stock });
  }
  return { feed, products: feed.products, byId, byTitle, byVariantId };
}

let cached: Catalogue | undefined;
droppedOnPublish(() => (cached = undefined));

/** The shop's catalogue (CATALOGUE_PATH or the default feed), loaded and validated once. */
export function getCatalogue(): Catalogue {
  cached ??= indexCatalogue(loadFeed());
  return cached;
}

/** Drops the loaded catalogue, so the next reader loads the feed again (a publish drops it: publish-caches.ts). */
export function forgetCatalogue(): void {
  cached = undefined;
}

/** A product's title in a language (its colours share it, so it also names the style card). */
export function titleIn(product: FeedProduct, locale: Locale): string {
  return locale === 'ar' ? product.ar.title : product.title;
}

/**
 * A product as a listing sees it, its texts in `locale`. `url` is always the English path
 * (/product/{English title}/{id}); pages localise it with localizedPath().
 */
export function toSummary(product: FeedProduct, locale: Locale = DEFAULT_LOCALE): ProductSummary {
  const sizes = product.variants.filter((v) => v.stock > 0).map((v) => v.size);
  return {
    id: product.id,
    title: titleIn(product, locale),
    image: product.images[0]!.key,
    price: filsToDecimal(product.priceFils),
    compareAtPrice: product.compareAtPriceFils === null ? null : filsToDecimal(product.compareAtPriceFils),
    tags: product.tags,
    createdAt: product.createdAt,
    url: productPath(product.title, product.id),
    available: sizes.length > 0,
    sizes,
  };
}

/**
 * Everything a product page shows, its texts in `locale`; `url` is the English path. Stock may come
 * from the live database; the feed's stock is the build-time fallback.
 */
export function toDetail(
  product: FeedProduct,
  locale: Locale = DEFAULT_LOCALE,
  stockOf: (variantId: string) => number = (id) => product.variants.find((v) => v.id === id)?.stock ?? 0,
): ProductDetail {
  const variants = product.variants.map((v) => ({ id: v.id, size: v.size, quantityAvailable: String(stockOf(v.id)) }));
  const texts = locale === 'ar' ? product.ar : product;
  return {
    id: product.id,
    title: texts.title,
    images: product.images.map(({ key, alt }, index) => ({
      key,
      alt: locale === 'ar' ? (product.ar.imageAlts[index] ?? alt) : alt,
    })),
    descriptionHtml: texts.descriptionHtml,
    colorDescription: texts.colorDescription,
    price: filsToDecimal(product.priceFils),
    compareAtPrice: product.compareAtPriceFils === null ? null : filsToDecimal(product.compareAtPriceFils),
    tags: product.tags,
    ageGroup: product.ageGroup,
    productType: product.type,
    color: product.color,
    variants,
    sizes: variants.map((v) => ({ size: v.size, id: v.id, maxQuantity: v.quantityAvailable })),
    deliveryOptions: texts.deliveryOptions,
    fitTip: texts.fitTip,
    url: productPath(product.title, product.id),
  };
}
