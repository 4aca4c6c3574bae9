/**
 * What a product page shows of the catalogue beyond its shape (decision 006): the full records of its own
 * colours and of the related styles' colours (prices included). Its `cacheKey` is their digest, and the page
 * keys the rest of the catalogue on its shape (`reusable(…, { catalogue: 'shape' })`), so a price change
 * renders the pages of that product's colours and of the styles that show it among their related ones.
 */
import { createHash } from 'node:crypto';
import type { Catalogue } from '#src/catalogue/catalogue.ts';
import type { FeedProduct } from '#src/catalogue/schema.ts';
import { relatedTitles } from './product-page.ts';

const byCatalogue = new WeakMap<Catalogue, Map<string, string>>();
/** Each feed record's digest: a record is read by the keys of its own colours' pages and of the styles relating it. */
const recordDigests = new WeakMap<FeedProduct, string>();

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

function recordDigest(record: FeedProduct): string {
  let digest = recordDigests.get(record);
  if (!digest) recordDigests.set(record, (digest = sha256(JSON.stringify(record))));
  return digest;
}

/** The digest of the records a product's page shows; its colours share one (same title, same related styles). */
export function productInputs(catalogue: Catalogue, product: FeedProduct): string {
  let byTitle = byCatalogue.get(catalogue);
  if (!byTitle) byCatalogue.set(catalogue, (byTitle = new Map()));
  const known = byTitle.get(product.title);
  if (known) return known;
  const titles = [product.title, ...relatedTitles(catalogue, product)];
  const digest = sha256(JSON.stringify(titles.map((title) => (catalogue.byTitle.get(title) ?? []).map(recordDigest))));
  byTitle.set(product.title, digest);
  return digest;
}
