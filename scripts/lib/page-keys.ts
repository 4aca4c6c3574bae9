/**
 * A build's record of its pre-rendered paths (`page-keys.json`): each path with its `cacheKey` and the file
 * it is written to. A publish compares it with the live build's to render only what changed (page-overlay.ts,
 * render-bundle.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Beside a build's client/ folder. */
export const PAGE_KEYS = 'page-keys.json';

const pathRecord = z.object({
  /** The path's `cacheKey`; null for a path without one, which every build renders. */
  key: z.string().nullable(),
  /** What Astro writes for the path under client/: `about-us/index.html`, `robots.txt`. */
  file: z.string(),
  /** A page (in the sitemap), not an endpoint's file. */
  page: z.boolean(),
});
const pageKeys = z.object({
  version: z.literal(1),
  /** The site's address, which the sitemap names. */
  site: z.string(),
  paths: z.record(z.string(), pathRecord),
});
export type PathRecord = z.infer<typeof pathRecord>;
export type PageKeys = z.infer<typeof pageKeys>;

/** The build's record of its paths; undefined when it has none (built before records) or it does not read. */
export function readPageKeys(buildDir: string): PageKeys | undefined {
  try {
    return pageKeys.parse(JSON.parse(readFileSync(join(buildDir, PAGE_KEYS), 'utf8')));
  } catch {
    return undefined;
  }
}

/** What Astro writes for a path with `build.format: 'directory'` (its getOutputFilename). */
export function outputFile(pathname: string, page: boolean): string {
  const path = pathname.replace(/^\//, '').replace(/\/$/, '');
  if (!page) return path;
  if (path === '') return 'index.html';
  return path === '404' || path === '500' ? `${path}.html` : `${path}/index.html`;
}
