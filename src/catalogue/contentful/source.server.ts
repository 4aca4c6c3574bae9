/**
 * The catalogue from Contentful (CATALOGUE_SOURCE=contentful): every `product` entry of the space, read in
 * both languages through the Delivery API, mapped and checked (map-entries.ts), then written as the feed
 * file CATALOGUE_PATH names. The build does this before anything else, so the pages, the pictures and the
 * commerce engine all read the same file (docs/decisions/017-products-from-contentful.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { contentfulFeedSchema, type ContentfulFeed } from './feed.ts';
import { PRODUCT_CONTENT_TYPE, mapProductEntries } from './map-entries.ts';
import { describeSpace, readEntries, reasonOf, type ContentfulSpace } from '#src/contentful/delivery.ts';

export class CatalogueSourceError extends Error {
  override name = 'CatalogueSourceError';
}

/**
 * Every product of the space as a feed; throws CatalogueSourceError when the space cannot be read or holds
 * no product, ProductEntryError for a bad entry.
 */
export async function loadContentfulFeed(space: ContentfulSpace): Promise<ContentfulFeed> {
  let read: Awaited<ReturnType<typeof readEntries>>;
  try {
    // Oldest first: a stable order, so an unchanged space writes the same bytes.
    read = await readEntries(space, {
      contentType: PRODUCT_CONTENT_TYPE,
      include: 1,
      order: ['sys.createdAt', 'sys.id'],
    });
  } catch (error) {
    throw new CatalogueSourceError(`Cannot read the products from ${describeSpace(space)}: ${reasonOf(error)}`);
  }
  const products = mapProductEntries(read.answer, read.locales);
  if (products.length === 0)
    throw new CatalogueSourceError(
      `${describeSpace(space)} has no published entry of the content type "${PRODUCT_CONTENT_TYPE}"`,
    );
  return contentfulFeedSchema.parse({ version: 1, seed: 0, scale: 1, products });
}

/**
 * Reads the space's products and writes them to `path`, whole (a temporary file renamed over it) or not at
 * all: a source that cannot be read or a bad entry leaves the file as it was. An unchanged catalogue
 * leaves the file untouched.
 */
export async function pullContentfulCatalogue(
  space: ContentfulSpace,
  path: string,
): Promise<{ products: number; variants: number; changed: boolean }> {
  const feed = await loadContentfulFeed(space);
  const text = `${JSON.stringify(feed, null, 2)}\n`;
  const counts = { products: feed.products.length, variants: feed.products.flatMap((p) => p.variants).length };
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return { ...counts, changed: false };
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, path);
  return { ...counts, changed: true };
}
