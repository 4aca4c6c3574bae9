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
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** What the browser build says of one chunk: its static imports and the stylesheets it imports. */
export interface ChunkInfo {
  imports: string[];
  css: string[];
}

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

export function onDemandStylesheets(): AstroIntegration {
  const chunks = new Map<string, ChunkInfo>();
  return {
    name: 'lucky-shoes:on-demand-stylesheets',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [chunkRecorder(chunks)] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        const classes = new Map<string, Set<string>>();
        for (const sheet of new Set([...chunks.values()].flatMap((chunk) => chunk.css)))
          classes.set(sheet, classNames(await readFile(join(client, sheet), 'utf8').catch(() => '')));
        const withoutOnDemandLinks = onDemandLinkRemover(chunks, (sheet) => classes.get(sheet) ?? new Set());
        let unlinked = 0;
        for (const file of await filesUnder(client, '.html')) {
          const html = await readFile(file, 'utf8');
          const slimmer = withoutOnDemandLinks(html);
          if (slimmer === html) continue;
          unlinked++;
          await writeFile(file, slimmer);
        }
        logger.info(`stylesheets that only code loaded on demand uses: unlinked from ${unlinked} pages`);
      },
    },
  };
}
