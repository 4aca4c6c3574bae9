/**
 * Reads and validates the catalogue feed. A malformed feed stops the build with a
 * message that names the product and the field, never with a half-built shop.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { feedSchema, type Feed } from './schema.ts';

// Resolved from the project root, not from this module: the build bundles this
// file into dist/server/…, where a path relative to import.meta.url is wrong.
export const DEFAULT_FEED_PATH = resolve(process.cwd(), 'src/data/catalogue.json');

export class FeedError extends Error {
  override name = 'FeedError';
}

/** Validates parsed JSON; throws FeedError naming product id and field path. */
export function parseFeed(json: unknown, source = 'catalogue feed'): Feed {
  const result = feedSchema.safeParse(json);
  if (result.success) {
    const seen = new Set<string>();
    for (const product of result.data.products) {
      for (const id of [product.id, ...product.variants.map((v) => v.id)]) {
        if (seen.has(id)) throw new FeedError(`${source}: product ${product.id}: duplicate id ${id}`);
        seen.add(id);
      }
    }
    return result.data;
  }
  const issue = result.error.issues[0]!;
  const [root, index, ...field] = issue.path;
  let where = issue.path.join('.') || '(root)';
  if (root === 'products' && typeof index === 'number') {
    const products = (json as { products?: Array<{ id?: unknown }> }).products;
    const id = products?.[index]?.id;
    const name = typeof id === 'string' ? `product ${id}` : `product #${index}`;
    where = `${name}, field ${field.join('.') || '(whole product)'}`;
  }
  throw new FeedError(`${source}: ${where}: ${issue.message}`);
}

export function loadFeed(path = process.env.CATALOGUE_PATH || DEFAULT_FEED_PATH): Feed {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new FeedError(`catalogue feed ${path}: cannot be read (${(error as Error).message}); run npm run catalogue`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`catalogue feed ${path}: not valid JSON (${(error as Error).message})`);
  }
  return parseFeed(json, `catalogue feed ${path}`);
}
