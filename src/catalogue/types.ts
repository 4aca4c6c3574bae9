/**
 * The catalogue as pages, islands and the API see it (docs/product.md §3).
 * Prices travel as decimal strings ('149.00'), as Shopify-style payloads do;
 * the feed and the commerce engine keep integer fils.
 * Texts (titles, descriptions, alt texts) are in the language the summary or detail was made for
 * (toSummary/toDetail in src/catalogue/catalogue.ts); `url`s are always the English path, which pages
 * localise with localizedPath().
 */

/** One colour of a style, as a listing sees it ("product variant as grouped for the listing"). */
export interface ProductSummary {
  id: string;
  title: string;
  /** Image key of the main picture (src/components/images/images.ts turns it into URLs). */
  image: string;
  price: string;
  compareAtPrice: string | null;
  tags: string[];
  createdAt: string;
  url: string;
  /** False when every size is sold out (as built; live stock comes from the API). */
  available: boolean;
  /** EU sizes in stock (as built), for the SIZE filter. */
  sizes: number[];
}

/** A style card: the colours of one title grouped into parallel lists (docs/product.md §4 "Grouping"). */
export interface StyleCard {
  title: string;
  productId: string[];
  tags: string[][];
  images: string[];
  prices: string[];
  compareAtPrices: Array<string | null>;
  urls: string[];
  createdAt: string[];
}

/** Grouped products: keyed by title, with the ordered titles and the count. */
export interface GroupedProducts {
  products: Record<string, StyleCard>;
  titles: string[];
  count: number;
}

export interface SizeOption {
  size: number;
  /** Variant id (the API's merchandiseId). */
  id: string;
  /** Stock as a string; '0' or '' means sold out (docs/product.md §3). */
  maxQuantity: string;
}

/** One colour with everything its product page shows. */
export interface ProductDetail {
  id: string;
  title: string;
  images: Array<{ key: string; alt: string }>;
  descriptionHtml: string;
  colorDescription: string;
  price: string;
  compareAtPrice: string | null;
  tags: string[];
  ageGroup: string;
  productType: string;
  color: string;
  variants: Array<{ id: string; size: number; quantityAvailable: string }>;
  sizes: SizeOption[];
  deliveryOptions: string;
  fitTip: string;
  url: string;
}
