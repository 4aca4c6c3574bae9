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

/** A path as Astro's prerenderer collects it: its route's type and its `cacheKey`. */
export interface CollectedPath {
  pathname: string;
  route: { type: string };
  cacheKey?: string;
}

/**
 * The records of collected paths. Of paths that differ only by a trailing slash the first is kept, as Astro's
 * build renders the first route to claim an address.
 */
export function recordPaths<P extends CollectedPath>(paths: readonly P[]): { records: PageKeys['paths']; kept: P[] } {
  const records: PageKeys['paths'] = {};
  const kept: P[] = [];
  const claimed = new Set<string>();
  for (const path of paths) {
    const address = path.pathname.replace(/\/$/, '') || '/';
    if (claimed.has(address)) continue;
    claimed.add(address);
    const page = path.route.type === 'page';
    records[path.pathname] = { key: path.cacheKey ?? null, file: outputFile(path.pathname, page), page };
    kept.push(path);
  }
  return { records, kept };
}

/** Whether an overlay over `live` renders a path: it is new, its key changed, or it has no key. */
export const changedSince = (live: PageKeys, { pathname, cacheKey }: CollectedPath): boolean =>
  !cacheKey || live.paths[pathname]?.key !== cacheKey;

/** The paths that are pages (the sitemap's), in no set order. */
export const pagesOf = (paths: PageKeys['paths']): string[] =>
  Object.entries(paths)
    .filter(([, path]) => path.page)
    .map(([pathname]) => pathname);

/** Whether two records hold the same pages. */
export function samePages(a: PageKeys['paths'], b: PageKeys['paths']): boolean {
  const pages = pagesOf(a);
  const others = new Set(pagesOf(b));
  return pages.length === others.size && pages.every((page) => others.has(page));
}
