/**
 * Grouping (docs/product.md §4): colours sharing a title become one card holding
 * parallel lists. Under the Newest sort, manual-bs styles come first; otherwise
 * the order of the input is kept. An optional cap limits the distinct titles.
 */
import type { GroupedProducts, ProductSummary, StyleCard } from './types.ts';

export const MANUAL_BEST_SELLER_TAG = 'manual-bs';

export function groupByStyle(
  products: readonly ProductSummary[],
  options: { newestSort?: boolean; cap?: number } = {},
): GroupedProducts {
  const cards = new Map<string, StyleCard>();
  for (const product of products) {
    let card = cards.get(product.title);
    if (!card) {
      if (options.cap !== undefined && cards.size >= options.cap) continue;
      card = {
        title: product.title,
        productId: [],
        tags: [],
        images: [],
        prices: [],
        compareAtPrices: [],
        urls: [],
        createdAt: [],
      };
      cards.set(product.title, card);
    }
    card.productId.push(product.id);
    card.tags.push(product.tags);
    card.images.push(product.image);
    card.prices.push(product.price);
    card.compareAtPrices.push(product.compareAtPrice);
    card.urls.push(product.url);
    card.createdAt.push(product.createdAt);
  }
  let titles = [...cards.keys()];
  if (options.newestSort) {
    const pinned = (title: string) => cards.get(title)!.tags.some((tags) => tags.includes(MANUAL_BEST_SELLER_TAG));
    titles = [...titles.filter(pinned), ...titles.filter((t) => !pinned(t))];
  }
  return { products: Object.fromEntries(cards), titles, count: titles.length };
}
