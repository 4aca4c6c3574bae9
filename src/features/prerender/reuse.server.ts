/**
 * When a pre-rendered page may be copied from the last build instead of rendered again (Astro's
 * `experimental.incrementalBuild`, decision 006): Astro reuses a path whose `cacheKey` and route code are
 * unchanged, so the key is a digest of everything a page is rendered from outside its code. A publish that
 * changes one post then renders that post's pages and the list, and copies the other eight hundred.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { defaultFeedPath } from '#src/catalogue/load.ts';
import { readEnv } from '#src/config/env.ts';
import { ratingsFile } from '#src/features/reviews/ratings.server.ts';

/** Set per build run (where it writes, which build it replaces); they change no page. */
const PER_RUN: readonly string[] = ['SHOP_DIST', 'SHOP_PREVIOUS_BUILD'];

let inputs: string | undefined;

/**
 * What every page is rendered from besides code and the blog: the catalogue feed, the review ratings, the
 * configuration, and the year (the footer's copyright).
 */
function buildInputs(): string {
  if (inputs) return inputs;
  const env = Object.entries(readEnv()).filter(([name]) => !PER_RUN.includes(name));
  const hash = createHash('sha256').update(JSON.stringify([env, new Date().getFullYear()]));
  for (const file of [readEnv().CATALOGUE_PATH ?? defaultFeedPath(), ratingsFile()])
    hash.update(existsSync(file) ? readFileSync(file) : `no ${file}`);
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
