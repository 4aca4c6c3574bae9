/**
 * When a pre-rendered page need not be rendered again (decision 006): a publish renders only the paths whose
 * `cacheKey` changed and takes the others from the live build (scripts/lib/page-overlay.ts), and a build after
 * a change of code lets Astro's `experimental.incrementalBuild` copy them from its cache. So the key is a
 * digest of everything a page is rendered from outside its code. A publish that changes one post renders that
 * post's pages and the list; one that changes a price, the pages that show that product.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { defaultFeedPath } from '#src/catalogue/load.server.ts';
import { readEnv, SERVER_ONLY } from '#src/config/env.ts';
import { ratingsFile } from '#src/commerce/ratings.ts';

const inputs = new Map<CatalogueKey, string>();

/**
 * How much of the catalogue a page's key takes: `feed`, the whole feed file (the default, safe for any page);
 * `shape`, the feed without the products' prices, for pages that show no price (`showsNoPrices`) and pages
 * that name in their path's own `cacheKey` every product whose price they show (the product pages:
 * productInputs in src/features/product/reuse.server.ts; the listings and the home page, the products they
 * list). A price change then renders the pages that show that product alone.
 */
export type CatalogueKey = 'feed' | 'shape';

/** For a page that shows no price: a price change leaves it as it is. */
export const showsNoPrices = { catalogue: 'shape' } as const satisfies { catalogue: CatalogueKey };

/** A digest of what a path shows, for its own `cacheKey` (the products a listing lists, with their prices). */
export const digestOf = (shown: unknown): string =>
  createHash('sha256').update(JSON.stringify(shown)).digest('base64url');

/** The fields of a feed product that only the pages showing that product read. */
const PRICE_FIELDS = new Set(['priceFils', 'compareAtPriceFils']);

function feedDigest(bytes: Buffer, key: CatalogueKey): string {
  if (key === 'feed') return createHash('sha256').update(bytes).digest('base64url');
  const feed = JSON.parse(bytes.toString('utf8')) as { products?: Array<Record<string, unknown>> };
  const shape = {
    ...feed,
    products: feed.products?.map((product) =>
      Object.fromEntries(Object.entries(product).filter(([field]) => !PRICE_FIELDS.has(field))),
    ),
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url');
}

/**
 * What every page is rendered from besides code and the blog: the catalogue feed (whole, or its shape), the
 * review ratings, the configuration, and the year (the footer's copyright). The configuration leaves out what
 * only the server reads: the server that publishes runs with its port, data folder and secrets, which
 * `npm run build` may not have been given, and its first publish would otherwise render every page again.
 */
function buildInputs(key: CatalogueKey): string {
  const known = inputs.get(key);
  if (known) return known;
  const env = Object.entries(readEnv()).filter(([name]) => !SERVER_ONLY.has(name));
  const hash = createHash('sha256').update(JSON.stringify([env, new Date().getFullYear(), key]));
  const feed = readEnv().CATALOGUE_PATH ?? defaultFeedPath();
  hash.update(existsSync(feed) ? feedDigest(readFileSync(feed), key) : 'none');
  const ratings = ratingsFile();
  hash.update(existsSync(ratings) ? readFileSync(ratings) : 'none');
  const digest = hash.digest('base64url');
  inputs.set(key, digest);
  return digest;
}

/**
 * getStaticPaths' paths with the `cacheKey` that lets an unchanged page be reused: the build's inputs, the
 * path's own key if it has one (a post's digest, the products a product page shows) and `also`, what else the
 * page shows (the posts it lists). `catalogue: 'shape'` only when the path's own key names every product
 * whose price the page shows.
 */
export function reusable<P extends { params: object; cacheKey?: string }>(
  paths: readonly P[],
  also: unknown = null,
  { catalogue = 'feed' }: { catalogue?: CatalogueKey } = {},
) {
  return paths.map((path) => ({
    ...path,
    cacheKey: digestOf([buildInputs(catalogue), path.cacheKey ?? null, also]),
  }));
}
