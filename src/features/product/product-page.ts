/**
 * Everything a product page shows that is worked out from the catalogue at
 * build time: the colours of the style, related styles, the meta description
 * and the structured data. Pure, so it is tested without building pages.
 */
import { listing } from '#src/config/catalogue.ts';
import { ageGroupPath, productPath } from '#src/catalogue/paths.ts';
import { toDetail, toSummary, type Catalogue } from '#src/catalogue/catalogue.ts';
import { groupByStyle } from '#src/catalogue/group.ts';
import type { FeedProduct } from '#src/catalogue/schema.ts';
import type { ProductDetail, StyleCard } from '#src/catalogue/types.ts';
import type { Crumb } from '#src/components/breadcrumb/breadcrumb.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { productMessages } from './messages.ts';

export const META_DESCRIPTION_LENGTH = 160;

export interface ColourLink {
  productId: string;
  url: string;
  image: string;
  alt: string;
  colorDescription: string;
  /** The page's own colour: shown, but not a link (docs/product.md §2 "Product detail"). */
  current: boolean;
}

export interface ProductPageData {
  product: ProductDetail;
  colours: ColourLink[];
  related: StyleCard[];
  breadcrumb: Crumb[];
  metaDescription: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The description's text, tags dropped and whitespace collapsed. */
export function descriptionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The meta description is the first 160 characters of the description (docs/product.md §2 "Product detail"). */
export function metaDescription(html: string): string {
  return descriptionText(html).slice(0, META_DESCRIPTION_LENGTH).trim();
}

/** Each age group and type's products, best sellers first, then the newest; made once per catalogue. */
const peersByCatalogue = new WeakMap<Catalogue, Map<string, readonly FeedProduct[]>>();

function rankedPeers(catalogue: Catalogue, product: FeedProduct): readonly FeedProduct[] {
  let byGroup = peersByCatalogue.get(catalogue);
  if (!byGroup) peersByCatalogue.set(catalogue, (byGroup = new Map()));
  const group = `${product.ageGroup}/${product.type}`;
  let peers = byGroup.get(group);
  if (!peers) {
    peers = catalogue.products
      .filter((p) => p.ageGroup === product.ageGroup && p.type === product.type)
      .toSorted(
        (a, b) => (a.salesRank ?? Infinity) - (b.salesRank ?? Infinity) || b.createdAt.localeCompare(a.createdAt),
      );
    byGroup.set(group, peers);
  }
  return peers;
}

/**
 * The titles of up to four styles of the same age group and type, never the page's own style; best sellers
 * first, then the newest.
 */
export function relatedTitles(catalogue: Catalogue, product: FeedProduct): string[] {
  const titles: string[] = [];
  for (const peer of rankedPeers(catalogue, product)) {
    if (titles.length >= listing.relatedProducts) break;
    if (peer.title !== product.title && !titles.includes(peer.title)) titles.push(peer.title);
  }
  return titles;
}

/** The cards of the related styles (relatedTitles), each with its colours in the same order. */
export function relatedStyles(catalogue: Catalogue, product: FeedProduct, locale: Locale = 'en'): StyleCard[] {
  const titles = new Set(relatedTitles(catalogue, product));
  const grouped = groupByStyle(
    rankedPeers(catalogue, product)
      .filter((peer) => titles.has(peer.title))
      .map((peer) => toSummary(peer, locale)),
  );
  return grouped.titles.map((title) => grouped.products[title]!);
}

/**
 * The page of one colour in one language. Colour URLs stay English (ColourPicker localizes them); the
 * breadcrumb's links are the page's language's.
 */
export function productPageData(catalogue: Catalogue, product: FeedProduct, locale: Locale = 'en'): ProductPageData {
  const colours = (catalogue.byTitle.get(product.title) ?? [product]).map((colour) => {
    const detail = toDetail(colour, locale);
    return {
      productId: colour.id,
      url: productPath(colour.title, colour.id),
      image: detail.images[0]!.key,
      alt: detail.images[0]!.alt,
      colorDescription: detail.colorDescription,
      current: colour.id === product.id,
    };
  });
  const detail = toDetail(product, locale);
  const { ageGroups } = catalogueMessages[locale];
  return {
    product: detail,
    colours,
    related: relatedStyles(catalogue, product, locale),
    breadcrumb: [
      { label: productMessages[locale].home, href: localizedPath(locale, '/') },
      {
        label: ageGroups[product.ageGroup].toUpperCase(),
        href: localizedPath(locale, ageGroupPath(product.ageGroup)),
      },
    ],
    metaDescription: metaDescription(detail.descriptionHtml),
  };
}
