/**
 * When a pre-rendered page may be copied from the last build instead of rendered again (Astro's
 * `experimental.incrementalBuild`, decision 006): Astro reuses a path whose `cacheKey` and route code are
 * unchanged, so the key is a digest of everything a page is rendered from outside its code. A publish that
 * changes one post then renders that post's pages and the list, and copies the other eight hundred.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { defaultFeedPath } from '#src/catalogue/load.server.ts';
import { readEnv, SERVER_ONLY } from '#src/config/env.ts';
import { ratingsFile } from '#src/commerce/ratings.ts';

let inputs: string | undefined;

/**
 * What every page is rendered from besides code and the blog: the catalogue feed, the review ratings, the
 * configuration, and the year (the footer's copyright). The configuration leaves out what only the server
 * reads: the server that publishes runs with its port, data folder and secrets, which `npm run build`
 * may not have been given, and its first publish would otherwise render every page again.
 */
function buildInputs(): string {
  if (inputs) return inputs;
  const env = Object.entries(readEnv()).filter(([name]) => !SERVER_ONLY.has(name));
  const hash = createHash('sha256').update(JSON.stringify([env, new Date().getFullYear()]));
  for (const file of [readEnv().CATALOGUE_PATH ?? defaultFeedPath(), ratingsFile()])
    hash.update(existsSync(file) ? readFileSync(file) : 'none');
  return (inputs = hash.digest('base64url'));
}

/**
 * getStaticPaths' paths with the `cacheKey` that lets an unchanged page be reused: the build's inputs, the
 * path's own key if it has one (a post's digest) and `also`, what else the page shows (the posts it lists).
 */
export function reusable<P extends { params: object; cacheKey?: string }>(paths: readonly P[], also: unknown = null) {
  return paths.map((path) => ({
    ...path,
    cacheKey: createHash('sha256')
      .update(JSON.stringify([buildInputs(), path.cacheKey ?? null, also]))
      .digest('base64url'),
  }));
}
