/**
 * An Astro integration: a publish renders only the pages whose content changed (decision 006).
 *
 * Every build records, beside its client/ folder, each pre-rendered path with its `cacheKey`
 * (src/features/prerender/reuse.server.ts: a digest of everything the page is rendered from but its code).
 * A publish build given the live build (SHOP_OVERLAY_OF, set by scripts/lib/build.ts only when the live build
 * was made by the same code) hands Astro only the paths whose key is new or changed, and paths without a key;
 * the build then takes every other file from the live build (takeUnchangedFromLive). Astro's own incremental build
 * cannot do this: it renders or copies every path of every route, 6,700 files for the 10× catalogue.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { OVERLAY_RECORD, type OverlayRecord } from '#server/builds.ts';
import { envVar } from '#src/config/env.ts';
import { changedSince, PAGE_KEYS, pagesOf, readPageKeys, recordPaths, samePages, type PageKeys } from './page-keys.ts';
import { linkOrCopy } from './link-or-copy.ts';
import { renderBundleKeeper } from './render-bundle.ts';

/** A path as the sitemap is given it: `about-us/`, and `` for the home page (Astro's addPageName). */
const pageName = (pathname: string) => pathname.replace(/\/?$/, '/').replace(/^\//, '');

/** The paths this build records, filled while Astro collects them. */
const recorded: PageKeys['paths'] = {};
let site = '';

/** The live build an overlay is laid over, and its record. */
function liveBuild(): { dir: string; keys: PageKeys } | undefined {
  const dir = envVar('SHOP_OVERLAY_OF');
  if (!dir) return undefined;
  const keys = readPageKeys(dir);
  if (!keys) throw new Error(`SHOP_OVERLAY_OF names ${dir}, which has no ${PAGE_KEYS}`);
  return { dir, keys };
}

/** Astro runs this integration's hooks in the process that renders, so the record is filled in passing. */
export function pageOverlay(): AstroIntegration {
  const live = liveBuild();
  let setPrerenderer: Parameters<AstroIntegration['hooks']['astro:build:start'] & {}>[0]['setPrerenderer'];
  let keeper: ReturnType<typeof renderBundleKeeper>;
  return {
    name: 'lucky-shoes:page-overlay',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
        // Where Astro's Node adapter has the pages rendered from (its getPrerenderOutputDirectory).
        keeper = renderBundleKeeper(
          fileURLToPath(new URL('.prerender/', config.build.server)),
          fileURLToPath(config.outDir),
        );
      },
      'astro:build:start': (options) => {
        setPrerenderer = options.setPrerenderer;
      },
      // Not at build:start: with a prerenderer set before Astro configures its bundles, Astro leaves the
      // bundle that renders the pages to the adapter, which the Node adapter does not make.
      'astro:build:setup': () => {
        setPrerenderer((astro) => ({
          ...astro,
          name: 'lucky-shoes:page-overlay',
          async setup() {
            await keeper.watch();
            await astro.setup?.();
          },
          async teardown() {
            await astro.teardown?.();
            keeper.keep();
          },
          async getStaticPaths() {
            const paths = await astro.getStaticPaths();
            const { records, kept } = recordPaths(paths);
            Object.assign(recorded, records);
            return live ? kept.filter((path) => changedSince(live.keys, path)) : paths;
          },
        }));
      },
      'astro:build:done': ({ dir }) => {
        const keys: PageKeys = { version: 1, site, paths: recorded };
        writeFileSync(join(dirname(fileURLToPath(dir)), PAGE_KEYS), JSON.stringify(keys));
      },
    },
  };
}

/**
 * An integration whose `astro:build:done` lists the built pages (the sitemap) is given every page of an
 * overlay, not only the ones Astro rendered; and is not run at all when the overlay has the live build's pages
 * at the live build's address, whose files the overlay then takes as they are.
 */
export function givenEveryPage(integration: AstroIntegration): AstroIntegration {
  const done = integration.hooks['astro:build:done'];
  const live = liveBuild();
  if (!done || !live) return integration;
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:build:done': async (options) => {
        if (live.keys.site === site && samePages(recorded, live.keys.paths)) return;
        await done({ ...options, pages: pagesOf(recorded).map((pathname) => ({ pathname: pageName(pathname) })) });
      },
    },
  };
}

const TWIN = /\.(?:br|gz)$/;
const PICTURES = 'generated';

/** A file of client/ as the server addresses it: `/blog/a/index.html`. */
const address = (file: string) => `/${file.split(sep).join('/')}`;

/**
 * Hard-links into `dir`'s client/ folder every file of the live build's but its drawn pictures and the files
 * `skip` names. A file already there is left as it is: it is the overlay's own. Answers how many files it linked,
 * and the live build's pictures.
 */
export function linkFromLive(
  dir: string,
  live: string,
  skip: (file: string) => boolean = () => false,
): { linked: number; livePictures: Set<string> } {
  const from = join(live, 'client');
  const to = join(dir, 'client');
  mkdirSync(to, { recursive: true });
  const folders = new Set<string>();
  const livePictures = new Set<string>();
  let linked = 0;
  for (const file of filesUnder(from)) {
    if (file.startsWith(`${PICTURES}${sep}`)) livePictures.add(file);
    else if (!skip(file) && place(join(from, file), to, file, folders)) linked++;
  }
  return { linked, livePictures };
}

/**
 * Hard-links the drawn pictures of `pictures` (their store), as every build has them, into `dir`'s client/
 * folder, but those already there. Answers which pictures the live build lacks (fresh) and which of its own
 * the store no longer has (gone).
 */
export function linkDrawnPictures(
  dir: string,
  pictures: string,
  livePictures: ReadonlySet<string>,
): { fresh: string[]; gone: string[] } {
  const to = join(dir, 'client');
  mkdirSync(to, { recursive: true });
  const folders = new Set<string>();
  const drawn = new Set(filesUnder(pictures).map((file) => join(PICTURES, file)));
  for (const file of drawn) place(join(pictures, relative(PICTURES, file)), to, file, folders);
  return {
    fresh: [...drawn].filter((file) => !livePictures.has(file)),
    gone: [...livePictures].filter((file) => !drawn.has(file)),
  };
}

/** Links `source` at `file` in `root` unless a file is there already; answers whether it did. */
function place(source: string, root: string, file: string, folders: Set<string>): boolean {
  makeFolder(root, dirname(file), folders);
  try {
    linkOrCopy(source, join(root, file));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Records an overlay's files that are not the live build's (fresh) and the live build's it lacks (gone). */
export function recordOverlay(dir: string, live: string, fresh: string[], gone: string[]): void {
  const record: OverlayRecord = {
    live: resolve(live),
    fresh: fresh.filter((file) => !TWIN.test(file)).map(address),
    gone: gone.filter((file) => !TWIN.test(file)).map(address),
  };
  writeFileSync(join(dir, OVERLAY_RECORD), JSON.stringify(record));
}

/**
 * Completes an overlay Astro rendered: links into `dir`'s client/ folder every file of the live build's that the
 * overlay did not render, with its brotli and gzip twins, but the pages its paths no longer have (a product taken
 * out of the range), and the drawn pictures of `pictures`. Records the overlay (OVERLAY_RECORD) and answers how
 * many files it linked from the live build.
 */
export function takeUnchangedFromLive(dir: string, live: string, pictures: string): number {
  const paths = readPageKeys(dir)?.paths ?? {};
  const gonePages = Object.entries(readPageKeys(live)?.paths ?? {})
    .filter(([pathname]) => !paths[pathname])
    .map(([, path]) => path.file);
  const goneSet = new Set(gonePages);
  const rendered = filesUnder(join(dir, 'client'));
  const renderedSet = new Set(rendered);
  // A twin of a page rendered again is its old bytes'; the compression made the new ones (none for a small page).
  const { linked, livePictures } = linkFromLive(dir, live, (file) => {
    const of = file.replace(TWIN, '');
    return renderedSet.has(of) || goneSet.has(of);
  });
  const drawn = linkDrawnPictures(dir, pictures, livePictures);
  const gone = gonePages.filter((file) => existsSync(join(live, 'client', file)));
  recordOverlay(dir, live, [...rendered, ...drawn.fresh], [...gone, ...drawn.gone]);
  return linked;
}

/** Makes `folder` (relative to `root`) and its parents, one level at a time, unless `made` has it; adds them. */
function makeFolder(root: string, folder: string, made: Set<string>): void {
  if (folder === '.' || made.has(folder)) return;
  makeFolder(root, dirname(folder), made);
  mkdirSync(join(root, folder), { recursive: true });
  made.add(folder);
}

/** The files under `dir`, by their path relative to it; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}
