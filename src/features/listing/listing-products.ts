/** The products each listing source lists, and where its island downloads them. */
import { createHash } from 'node:crypto';
import { AGE_GROUPS, TRENDS } from '#src/config/shop.ts';
import { productLists } from '#src/catalogue/lists.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';
import { encodeListing } from './listing-data.ts';
import type { ListingSource } from './routes.ts';

export const LISTING_SOURCES: readonly ListingSource[] = ['products', ...AGE_GROUPS, ...TRENDS];

export function listingProducts(source: ListingSource): readonly ProductSummary[] {
  const lists = productLists();
  return source === 'products' ? lists.all : (lists.byTag(source) ?? []);
}

/** The data file's URL with a digest of its content, so a browser never pairs a new page with old data. */
export function listingDataUrl(source: ListingSource): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(encodeListing(listingProducts(source))))
    .digest('hex')
    .slice(0, 12);
  return `/data/listing/${source}.json?v=${digest}`;
}
