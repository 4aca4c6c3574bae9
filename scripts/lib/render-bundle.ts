/**
 * The bundle a build rendered its pages with, kept for publishes (decision 006).
 *
 * An overlay (page-overlay.ts) hands Astro only the changed paths, but `astro build` still bundles the code
 * three times and collects every route first: 9 to 12 s of fixed work on a 2-core machine, which a content
 * change does not need, since the code is the live build's. So every build keeps, in `render/`, the bundle
 * Astro rendered its pages with (Astro deletes it after the build), and what Astro hands that bundle besides its
 * code: each page's stylesheets, where the browser build put each script, the scripts added to every page.
 * render-changed.ts renders a publish's changed pages from it.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/** Beside a build's client/ and server/ folders. */
export const RENDER_BUNDLE = 'render';
const RECORD = 'render.json';
/** The exit code of a re-render that declined: the caller builds through Astro instead. */
export const DECLINED = 75;
/** Beside client/, written by a re-render: the files it rendered there, relative to client/ (a JSON array). */
export const RENDERED_FILES = 'rendered-files.json';

const renderRecord = z.object({
  version: z.literal(1),
  /** The bundle's entry module, under render/. */
  entry: z.string(),
  /** Astro's page data that rendering reads: each page's stylesheets, by Astro's page key. */
  pageStyles: z.record(z.string(), z.array(z.object({ depth: z.number(), order: z.number(), sheet: z.unknown() }))),
  /** Where the browser build put each entry (Astro's `entrySpecifierToBundleMap`). */
  bundles: z.record(z.string(), z.string()),
  /** Scripts integrations add to pages (Astro's `settings.scripts`). */
  scripts: z.array(z.object({ stage: z.string(), content: z.string() })),
});
export type RenderRecord = z.infer<typeof renderRecord>;

/** What Astro's build hands its prerender bundle (`app.setInternals`), as far as rendering a page reads it. */
interface BuildInternals {
  pagesByKeys: Map<string, { styles: RenderRecord['pageStyles'][string] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

/** The parts of Astro's prerender app (its `BuildApp`) used here. */
export interface PrerenderApp {
  setInternals(internals: BuildInternals): void;
  setOptions(options: unknown): void;
  getSettings(): { scripts: RenderRecord['scripts'] };
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

const entryOf = (bundleDir: string) => readdirSync(bundleDir).find((name) => /^prerender-entry\..*\.mjs$/.test(name));

export async function loadApp(bundleDir: string, entry: string): Promise<PrerenderApp> {
  return ((await import(pathToFileURL(join(bundleDir, entry)).href)) as { app: PrerenderApp }).app;
}

/**
 * For page-overlay.ts's prerenderer, in the build: `watch` before Astro's prerenderer loads the bundle
 * (catching what Astro hands it), `keep` when the pages are rendered, before Astro deletes the bundle.
 */
export function renderBundleKeeper(bundleDir: string, buildDir: string) {
  let internals: BuildInternals | undefined;
  let app: PrerenderApp | undefined;
  let entry: string | undefined;
  return {
    async watch(): Promise<void> {
      entry = entryOf(bundleDir);
      if (!entry) return;
      app = await loadApp(bundleDir, entry);
      const setInternals = app.setInternals.bind(app);
      app.setInternals = (value) => {
        internals = value;
        setInternals(value);
      };
    },
    keep(): void {
      if (!app || !entry || !internals) return;
      const record: RenderRecord = {
        version: 1,
        entry,
        pageStyles: Object.fromEntries([...internals.pagesByKeys].map(([key, page]) => [key, page.styles])),
        bundles: Object.fromEntries(internals.entrySpecifierToBundleMap),
        scripts: app.getSettings().scripts,
      };
      const kept = join(buildDir, RENDER_BUNDLE);
      rmSync(kept, { recursive: true, force: true });
      cpSync(bundleDir, kept, { recursive: true });
      writeFileSync(join(kept, RECORD), JSON.stringify(record));
    },
  };
}

export function readRecord(buildDir: string): RenderRecord | undefined {
  try {
    return renderRecord.parse(JSON.parse(readFileSync(join(buildDir, RENDER_BUNDLE, RECORD), 'utf8')));
  } catch {
    return undefined;
  }
}
