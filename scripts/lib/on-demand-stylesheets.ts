/**
 * An Astro integration: a stylesheet that only code loaded on demand uses is not linked by the pages that do
 * not show it. Astro links the styles of every module a page's scripts can reach, dynamic imports included,
 * so the cart drawer's stylesheets blocked the first paint of every page although the drawer loads on the
 * first open (src/features/cart/cart-button.client.ts). Vite's loader of a dynamic import already fetches
 * the stylesheets of the chunk it loads, and waits for them, before the code runs.
 *
 * So, after the build, a page keeps the link to a stylesheet when
 * - no chunk of the browser build imports it (an Astro component's styles), or
 * - a script or island of the page imports it without a dynamic import in between, or
 * - the page's own markup carries one of its class names, or it has no class selector to judge by;
 * and loses it otherwise.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { z } from 'zod';

/** What the browser build says of one chunk: its static imports and the stylesheets it imports. */
const chunkInfo = z.object({ imports: z.array(z.string()), css: z.array(z.string()) });
export type ChunkInfo = z.infer<typeof chunkInfo>;

/** Beside a build's client/ folder: its browser build's chunks, for pages rendered later (render-bundle.ts). */
export const STYLESHEET_CHUNKS = 'stylesheet-chunks.json';

export type Chunks = ReadonlyMap<string, ChunkInfo>;

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/(_astro\/[^"]+\.css)"[^>]*>/g;
/** Any chunk the page names (a script's src, an island's component or renderer, an inline script's import). */
const PAGE_CHUNK = /"\/(_astro\/[^"]+\.js)"/g;

export function classNames(css: string): Set<string> {
  return new Set([...css.matchAll(CLASS_SELECTOR)].map(([, name]) => name!));
}

/** The stylesheets that chunks import statically from `entries`, following static imports only. */
export function staticStylesheets(chunks: Chunks, entries: Iterable<string>): Set<string> {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = chunks.get(name);
    if (!chunk) continue;
    for (const sheet of chunk.css) sheets.add(sheet);
    pending.push(...chunk.imports);
  }
  return sheets;
}

/**
 * Takes from a page the links to stylesheets that only its dynamic imports use. `classesOf` reads a
 * stylesheet's class names (from the build's output). Made once per build, used for every page.
 */
export function onDemandLinkRemover(chunks: Chunks, classesOf: (sheet: string) => Set<string>) {
  const imported = new Set([...chunks.values()].flatMap((chunk) => chunk.css));
  return (html: string): string => {
    const needed = staticStylesheets(
      chunks,
      [...html.matchAll(PAGE_CHUNK)].map(([, name]) => name!),
    );
    const used = new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap(([, names]) => names!.split(/\s+/)));
    return html.replace(STYLESHEET_LINK, (link, sheet: string) => {
      if (!imported.has(sheet) || needed.has(sheet)) return link;
      const classes = classesOf(sheet);
      if (classes.size === 0) return link;
      for (const name of classes) if (used.has(name)) return link;
      return '';
    });
  };
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The pass as the build in `buildDir` made it, for a page rendered later from that build's bundle; undefined
 * when the build did not record its chunks.
 */
export function linkRemoverOf(buildDir: string): ((html: string) => string) | undefined {
  let chunks: Chunks;
  try {
    const recorded = JSON.parse(readFileSync(join(buildDir, STYLESHEET_CHUNKS), 'utf8')) as unknown;
    chunks = new Map(z.array(z.tuple([z.string(), chunkInfo])).parse(recorded));
  } catch {
    return undefined;
  }
  const classes = new Map<string, Set<string>>();
  return onDemandLinkRemover(chunks, (sheet) => {
    if (!classes.has(sheet)) classes.set(sheet, classNames(readOrEmpty(join(buildDir, 'client', sheet))));
    return classes.get(sheet)!;
  });
}

/** Records the browser build's chunks as Rollup leaves them (Vite's `importedCss`). */
function chunkRecorder(chunks: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'lucky-shoes:record-chunks',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
      }
    },
  };
}

async function filesUnder(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(suffix)).map((e) => join(e.parentPath, e.name));
}

/**
 * What the last build's pass did, in Astro's cache folder: a digest of the stylesheets' class names and the
 * chunks, and for each page the digest of the page as Astro wrote it and as the pass left it. A publish
 * copies most pages from the last build unchanged (decision 006); for those the pass takes the page the
 * build being replaced holds (SHOP_PREVIOUS_BUILD, or `npm run build`'s `-replaced` folder) when its bytes
 * are the ones recorded, instead of reading its classes again: 30 s of a 10× catalogue's publish otherwise.
 */
const RECORD = 'on-demand-stylesheets.json';

interface PassRecord {
  signature: string;
  pages: Record<string, [before: string, after: string]>;
}

const digestOf = (text: string) => createHash('sha1').update(text).digest('base64url');

async function readRecord(file: string, signature: string): Promise<PassRecord['pages']> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as PassRecord;
    return record.signature === signature ? record.pages : {};
  } catch {
    return {};
  }
}

/** The client/ folder of the build this one replaces, if any. */
function previousClient(client: string): string {
  const previous = process.env.SHOP_PREVIOUS_BUILD;
  return previous ? join(previous, 'client') : join(`${dirname(client)}-replaced`, 'client');
}

export function onDemandStylesheets(): AstroIntegration {
  const chunks = new Map<string, ChunkInfo>();
  let cacheDir = '';
  return {
    name: 'lucky-shoes:on-demand-stylesheets',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [chunkRecorder(chunks)] } });
      },
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        await writeFile(join(dirname(client), STYLESHEET_CHUNKS), JSON.stringify([...chunks]));
        const classes = new Map<string, Set<string>>();
        for (const sheet of new Set([...chunks.values()].flatMap((chunk) => chunk.css)))
          classes.set(sheet, classNames(await readFile(join(client, sheet), 'utf8').catch(() => '')));
        const withoutOnDemandLinks = onDemandLinkRemover(chunks, (sheet) => classes.get(sheet) ?? new Set());
        const signature = digestOf(
          JSON.stringify([[...chunks].sort(), [...classes].map(([sheet, names]) => [sheet, [...names]]).sort()]),
        );
        const recordFile = join(cacheDir, RECORD);
        const last = await readRecord(recordFile, signature);
        const previous = previousClient(client);
        const pages: PassRecord['pages'] = {};
        let unlinked = 0;
        let taken = 0;
        for (const file of await filesUnder(client, '.html')) {
          const path = relative(client, file);
          const html = await readFile(file, 'utf8');
          const before = digestOf(html);
          const known = last[path];
          if (known?.[0] === before) {
            const kept = await readFile(join(previous, path), 'utf8').catch(() => undefined);
            if (kept !== undefined && digestOf(kept) === known[1]) {
              pages[path] = known;
              taken++;
              if (kept !== html) await writeFile(file, kept);
              continue;
            }
          }
          const slimmer = withoutOnDemandLinks(html);
          pages[path] = [before, slimmer === html ? before : digestOf(slimmer)];
          if (slimmer === html) continue;
          unlinked++;
          await writeFile(file, slimmer);
        }
        // An overlay (page-overlay.ts) holds the changed pages alone; the others stand as the record has them.
        const kept = process.env.SHOP_OVERLAY_OF ? { ...last, ...pages } : pages;
        await writeFile(recordFile, JSON.stringify({ signature, pages: kept } satisfies PassRecord));
        logger.info(
          `stylesheets that only code loaded on demand uses: unlinked from ${unlinked} pages` +
            (taken ? `, ${taken} unchanged pages taken from the last build` : ''),
        );
      },
    },
  };
}
