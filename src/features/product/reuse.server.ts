/**
 * What a product page shows of the catalogue beyond its shape (decision 006): the full records of its own
 * colours and of the related styles' colours (prices included). Its `cacheKey` is their digest, and the page
 * keys the rest of the catalogue on its shape (`reusable(…, { catalogue: 'shape' })`), so a price change
 * renders the pages of that product's colours and of the styles that show it among their related ones.
 */
import { createHash } from 'node:crypto';
import type { Catalogue } from '#src/catalogue/catalogue.ts';
import type { FeedProduct } from '#src/catalogue/schema.ts';
import { relatedStyles } from './product-page.ts';

const byCatalogue = new WeakMap<Catalogue, Map<string, string>>();

/** The digest of the records a product's page shows; its colours share one (same title, same related styles). */
export function productInputs(catalogue: Catalogue, product: FeedProduct): string {
  let byTitle = byCatalogue.get(catalogue);
  if (!byTitle) byCatalogue.set(catalogue, (byTitle = new Map()));
  const known = byTitle.get(product.title);
  if (known) return known;
  const titles = [product.title, ...relatedStyles(catalogue, product).map((card) => card.title)];
  const records = titles.map((title) => catalogue.byTitle.get(title) ?? []);
  const digest = createHash('sha256').update(JSON.stringify(records)).digest('base64url');
  byTitle.set(product.title, digest);
  return digest;
}
