/**
 * The wishlist calls (issue 17, docs/api.md "Wishlist"): the answer's shape, shared by the route and the
 * islands, and how it is made. The engine keeps the productIds and the live stock; the words (title,
 * picture's alt text) come from the catalogue in the request's language, the price from the feed the
 * server runs on.
 */
import { z } from 'zod';
import { getCatalogue, titleIn } from '#src/catalogue/catalogue.ts';
import { productPath } from '#src/catalogue/paths.ts';
import type { Engine } from '#src/commerce/engine.ts';
import { shopperLists } from '#src/config/accounts.ts';
import { filsToDecimal } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { isStorableText, refusal } from './guard.ts';
import { asMerchandise } from './merchandise.ts';

export interface WishlistSizePayload {
  merchandiseId: string;
  size: number;
  quantityAvailable: number;
}

/** A saved colour with its live price and stock per size; `inCatalogue: false` once it is no longer sold. */
export type WishlistItemPayload =
  | {
      productId: string;
      inCatalogue: true;
      title: string;
      /** The English path of the product page; pages localise it. */
      url: string;
      image: string;
      imageAlt: string;
      price: string;
      compareAtPrice: string | null;
      sizes: WishlistSizePayload[];
    }
  | { productId: string; inCatalogue: false };

export interface WishlistPayload {
  /** True when the list is the account's; false when it is the one the browser sent in `productIds`. */
  signedIn: boolean;
  items: WishlistItemPayload[];
}

export const productId = z.string().min(1).max(100);

export const wishlistChangeBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), productId }),
  z.object({ action: z.literal('remove'), productId }),
  z.object({ action: z.literal('merge'), productIds: z.array(productId).max(shopperLists.wishlistMaxItems) }),
]);

/** `?productIds=A,B`: the list a browser keeps for a shopper who is not signed in. */
export function productIdsOfQuery(url: URL): string[] {
  const text = url.searchParams.get('productIds') ?? '';
  const ids = [...new Set(text.split(',').filter(Boolean))];
  const valid =
    ids.length <= shopperLists.wishlistMaxItems && ids.every((id) => id.length <= 100 && isStorableText(id));
  if (!valid) throw refusal(400, 'invalid_query', { name: 'productIds' });
  return ids;
}

/** The items of `productIds`, in that order, with the stock each size has now. */
export async function wishlistItems(
  engine: Engine,
  productIds: string[],
  locale: Locale,
): Promise<WishlistItemPayload[]> {
  if (productIds.length === 0) return [];
  const stock = await engine.stockOfProducts(productIds);
  const { byId } = getCatalogue();
  return productIds.map((id): WishlistItemPayload => {
    const product = byId.get(id);
    const sizes = stock.filter((row) => row.productId === id && row.inFeed);
    if (!product || sizes.length === 0) return { productId: id, inCatalogue: false };
    const image = product.images[0]!;
    return {
      productId: id,
      inCatalogue: true,
      title: titleIn(product, locale),
      url: productPath(product.title, id),
      image: image.key,
      imageAlt: locale === 'ar' ? (product.ar.imageAlts[0] ?? image.alt) : image.alt,
      price: filsToDecimal(product.priceFils),
      compareAtPrice: product.compareAtPriceFils === null ? null : filsToDecimal(product.compareAtPriceFils),
      sizes: sizes.map((row) => ({
        ...asMerchandise(row.variantId),
        size: row.size,
        quantityAvailable: row.available,
      })),
    };
  });
}
