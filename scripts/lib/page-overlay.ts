/**
 * An Astro integration: a publish renders only the pages whose content changed (decision 006).
 *
 * Every build records, beside its client/ folder, each pre-rendered path with its `cacheKey`
 * (src/features/prerender/reuse.server.ts: a digest of everything the page is rendered from but its code).
 * A publish build given the live build (SHOP_OVERLAY_OF, set by scripts/lib/build.ts only when the live build
 * was made by the same code) hands Astro only the paths whose key is new or changed, and paths without a key;
 * the build then takes every other file from the live build (overlayLiveBuild). Astro's own incremental build
 * cannot do this: it renders or copies every path of every route, 6,700 files for the 10× catalogue.
 */
import { linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { envVar } from '#src/config/env.ts';

/** Beside a build's client/ folder. */
export const PAGE_KEYS = 'page-keys.json';

export interface PathRecord {
  /** The path's `cacheKey`; null for a path without one, which every build renders. */
  key: string | null;
  /** What Astro writes for the path under client/: `about-us/index.html`, `robots.txt`. */
  file: string;
  /** A page (in the sitemap), not an endpoint's file. */
  page: boolean;
}

export interface PageKeys {
  version: 1;
  paths: Record<string, PathRecord>;
}

export function readPageKeys(buildDir: string): PageKeys | undefined {
  try {
    const keys = JSON.parse(readFileSync(join(buildDir, PAGE_KEYS), 'utf8')) as PageKeys;
    return keys.version === 1 ? keys : undefined;
  } catch {
    return undefined;
  }
}

/** A path as the sitemap is given it: `about-us/`, and `` for the home page (Astro's addPageName). */
const pageName = (pathname: string) => pathname.replace(/\/?$/, '/').replace(/^\//, '');

/** What Astro writes for a path with `build.format: 'directory'` (its getOutputFilename). */
function outputFile(pathname: string, page: boolean): string {
  const path = pathname.replace(/^\//, '').replace(/\/$/, '');
  if (!page) return path;
  if (path === '') return 'index.html';
  return path === '404' || path === '500' ? `${path}.html` : `${path}/index.html`;
}

/** The paths this build records, filled while Astro collects them. */
const recorded: PageKeys['paths'] = {};

/** Astro runs this integration's hooks in the process that renders, so the record is filled in passing. */
export function pageOverlay(): AstroIntegration {
  const live = envVar('SHOP_OVERLAY_OF');
  const liveKeys = live ? readPageKeys(live) : undefined;
  if (live && !liveKeys) throw new Error(`SHOP_OVERLAY_OF names ${live}, which has no ${PAGE_KEYS}`);
  let setPrerenderer: Parameters<AstroIntegration['hooks']['astro:build:start'] & {}>[0]['setPrerenderer'];
  return {
    name: 'lucky-shoes:page-overlay',
    hooks: {
      'astro:build:start': (options) => {
        setPrerenderer = options.setPrerenderer;
      },
      // Not at build:start: with a prerenderer set before Astro configures its bundles, Astro leaves the
      // bundle that renders the pages to the adapter, which the Node adapter does not make.
      'astro:build:setup': () => {
        setPrerenderer((astro) => ({
          ...astro,
          name: 'lucky-shoes:page-overlay',
          async getStaticPaths() {
            const paths = await astro.getStaticPaths();
            for (const { pathname, route, cacheKey } of paths) {
              const page = route.type === 'page';
              recorded[pathname] = { key: cacheKey ?? null, file: outputFile(pathname, page), page };
            }
            if (!liveKeys) return paths;
            return paths.filter(({ pathname, cacheKey }) => !cacheKey || liveKeys.paths[pathname]?.key !== cacheKey);
          },
        }));
      },
      'astro:build:done': ({ dir }) => {
        const keys: PageKeys = { version: 1, paths: recorded };
        writeFileSync(join(dirname(fileURLToPath(dir)), PAGE_KEYS), JSON.stringify(keys));
      },
    },
  };
}

/**
 * An integration whose `astro:build:done` reads the built pages (the sitemap) is given every page of an
 * overlay, not only the ones Astro rendered.
 */
export function givenEveryPage(integration: AstroIntegration): AstroIntegration {
  const done = integration.hooks['astro:build:done'];
  if (!done || !envVar('SHOP_OVERLAY_OF')) return integration;
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:build:done': (options) =>
        done({
          ...options,
          pages: Object.entries(recorded)
            .filter(([, path]) => path.page)
            .map(([pathname]) => ({ pathname: pageName(pathname) })),
        }),
    },
  };
}

const TWIN = /\.(?:br|gz)$/;

/**
 * Completes an overlay: hard-links into `dir`'s client/ folder every file of the live build's that the overlay
 * did not render, but the drawn pictures (linked from their store) and the pages the overlay's paths no longer
 * have (a product taken out of the range), with their brotli and gzip twins. Answers how many it linked.
 */
export function takeUnchangedFromLive(dir: string, live: string): number {
  const paths = readPageKeys(dir)?.paths ?? {};
  const gone = new Set(
    Object.entries(readPageKeys(live)?.paths ?? {})
      .filter(([pathname]) => !paths[pathname])
      .map(([, path]) => path.file),
  );
  const from = join(live, 'client');
  const to = join(dir, 'client');
  const rendered = new Set(filesUnder(to));
  const folders = new Set([...rendered].map(dirname));
  let linked = 0;
  for (const file of filesUnder(from)) {
    if (file.startsWith('generated/') || rendered.has(file)) continue;
    const twinOf = file.replace(TWIN, '');
    if (gone.has(twinOf) || (twinOf !== file && rendered.has(twinOf))) continue;
    const folder = dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(join(to, folder), { recursive: true });
      folders.add(folder);
    }
    linkSync(join(from, file), join(to, file));
    linked++;
  }
  return linked;
}

/** The files under `dir`, by their path relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}
