/**
 * Reads and validates the catalogue feed. A malformed feed stops the build with a
 * message that names the product and the field, never with a half-built shop.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { feedSchema, type Feed } from './schema.ts';
import { envVar } from '#src/config/env.ts';
import { crossesThreads } from '#src/config/wire-errors.ts';

export const DEFAULT_FEED_PATH = fileURLToPath(new URL('../data/catalogue.json', import.meta.url));

/**
 * The feed beside this module when running from source (scripts, tests, the
 * build); from the server bundle, whose modules live in dist/server/chunks,
 * under the project root (SHOP_ROOT, or the working directory the server runs in).
 */
export function defaultFeedPath(): string {
  return existsSync(DEFAULT_FEED_PATH)
    ? DEFAULT_FEED_PATH
    : resolve(envVar('SHOP_ROOT') ?? process.cwd(), 'src/data/catalogue.json');
}

export class FeedError extends Error {
  override name = 'FeedError';
}
crossesThreads('FeedError', ({ message }) => new FeedError(message));

/** Validates parsed JSON; throws FeedError naming product id and field path. */
export function parseFeed(json: unknown, source = 'catalogue feed'): Feed {
  const result = feedSchema.safeParse(json);
  if (result.success) {
    const seen = new Set<string>();
    for (const product of result.data.products) {
      if (product.ar.imageAlts.length !== product.images.length)
        throw new FeedError(
          `${source}: product ${product.id}, field ar.imageAlts: ` +
            `${product.ar.imageAlts.length} alt texts for ${product.images.length} images`,
        );
      for (const id of [product.id, ...product.variants.map((v) => v.id)]) {
        if (seen.has(id)) throw new FeedError(`${source}: product ${product.id}: duplicate id ${id}`);
        seen.add(id);
      }
    }
    return result.data;
  }
  const issue = closestIssue(result.error.issues[0]!);
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

/** Within a union (a picture is a drawing or a photograph), the problem of the kind the input came closest to. */
function closestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const branch = issue.errors.toSorted((a, b) => a.length - b.length)[0]!;
  if (branch.length === 0) return issue;
  return closestIssue({ ...branch[0]!, path: [...issue.path, ...branch[0]!.path] });
}

export function loadFeed(path = envVar('CATALOGUE_PATH') ?? defaultFeedPath()): Feed {
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
