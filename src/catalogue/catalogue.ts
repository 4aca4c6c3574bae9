/**
 * The loaded catalogue with its indexes, and the reshaping of feed products
 * into the types of src/catalogue/types.ts. Built once per process.
 */
import { filsToDecimal } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { loadFeed } from './load.ts';
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

/** The shop's catalogue (CATALOGUE_PATH or the default feed), loaded and validated once. */
export function getCatalogue(): Catalogue {
  cached ??= indexCatalogue(loadFeed());
  return cached;
}

/** Stand-in until the feed carries Arabic texts (branch i18n/catalogue): Arabic falls back to English. */
type ArabicTexts = Partial<{
  title: string;
  descriptionHtml: string;
  colorDescription: string;
  fitTip: string;
  deliveryOptions: string;
  imageAlts: string[];
}>;

function textsIn(product: FeedProduct, locale: Locale): ArabicTexts {
  return (locale === 'ar' && (product as FeedProduct & { ar?: ArabicTexts }).ar) || {};
}

export function toSummary(product: FeedProduct, locale: Locale = 'en'): ProductSummary {
  const sizes = product.variants.filter((v) => v.stock > 0).map((v) => v.size);
  return {
    id: product.id,
    title: textsIn(product, locale).title ?? product.title,
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

/** Stock may come from the live database; the feed's stock is the build-time fallback. */
export function toDetail(
  product: FeedProduct,
  locale: Locale = 'en',
  stockOf: (variantId: string) => number = (id) => product.variants.find((v) => v.id === id)?.stock ?? 0,
): ProductDetail {
  const variants = product.variants.map((v) => ({ id: v.id, size: v.size, quantityAvailable: String(stockOf(v.id)) }));
  const texts = textsIn(product, locale);
  return {
    id: product.id,
    title: texts.title ?? product.title,
    images: product.images.map(({ key, alt }, index) => ({ key, alt: texts.imageAlts?.[index] ?? alt })),
    descriptionHtml: texts.descriptionHtml ?? product.descriptionHtml,
    colorDescription: texts.colorDescription ?? product.colorDescription,
    price: filsToDecimal(product.priceFils),
    compareAtPrice: product.compareAtPriceFils === null ? null : filsToDecimal(product.compareAtPriceFils),
    tags: product.tags,
    ageGroup: product.ageGroup,
    productType: product.type,
    color: product.color,
    variants,
    sizes: variants.map((v) => ({ size: v.size, id: v.id, maxQuantity: v.quantityAvailable })),
    deliveryOptions: texts.deliveryOptions ?? product.deliveryOptions,
    fitTip: texts.fitTip ?? product.fitTip,
    url: productPath(product.title, product.id),
  };
}
