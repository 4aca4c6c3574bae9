/**
 * `node scripts/lib/render-changed.ts <dir> <live>`: a publish's changed pages, rendered from the live build's
 * bundle (render-bundle.ts) without `astro build` (decision 006).
 *
 * In a process of its own, since the bundle's modules stay loaded: the blog is synced again (the render bundle
 * holds it as Astro's data layer, so that module is written anew; the server's holds none), the bundle is
 * asked for every path and its `cacheKey`, and the paths whose key changed are rendered as Astro's own
 * prerenderer renders them, with the on-demand stylesheet pass of the build. The caller links every file of the
 * live build into `dir` meanwhile (page-overlay.ts's linkFromLive): a page rendered here takes the place of the
 * live one's link, never writing into it, and the files rendered are listed (RENDERED_FILES) for the caller to
 * compress.
 *
 * It declines, exiting with DECLINED, when only `astro build` can make the pages: the live build kept no bundle
 * or one this code cannot set up, the site address or the set of pages changed (the sitemap is then remade), or
 * a changed page has Astro optimise a picture (a Contentful photograph in a post). The caller, which makes
 * folders in `dir` meanwhile, then empties it and builds through Astro.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { parse } from 'devalue';
import { DEFAULT_SITE_URL, readEnv } from '#src/config/env.ts';
import { blogSourceFromEnv, loadBlogPosts, POSTS_DIGEST, postsDigest } from '#src/features/blog/source.server.ts';
import { withBlogSynced } from './blog-store.ts';
import { ASTRO_CACHE_DIR } from './build-cache.ts';
import { linkOrCopy, writeNewFile } from './link-or-copy.ts';
import { linkRemoverOf, STYLESHEET_CHUNKS } from './on-demand-stylesheets.ts';
import { changedSince, PAGE_KEYS, readPageKeys, recordPaths, samePages, type PageKeys } from './page-keys.ts';
import { DECLINED, loadApp, readRecord, RENDER_BUNDLE, RENDERED_FILES, type RenderRecord } from './render-bundle.ts';

interface StaticPath {
  pathname: string;
  route: { type: string; component: string };
  cacheKey?: string;
}

/** Astro's content data layer in a bundle: the blog, as the build's content sync left it. */
const DATA_LAYER_MARK = '// \\0astro:data-layer-content\n';
const DATA_LAYER_LITERAL = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/** Hard-links every file of `from` into `to` (a copy where links are impossible). */
function linkTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(from, join(entry.parentPath, entry.name));
    mkdirSync(dirname(join(to, file)), { recursive: true });
    linkOrCopy(join(from, file), join(to, file));
  }
}

/** A bundle's module of Astro's data layer: its file, its code, and the store it holds (the literal in the code). */
interface DataLayer {
  file: string;
  code: string;
  literal: string;
  store: string;
}

/** The module as Astro's content plugin makes it (`export default JSON.parse(<the store>)`); undefined if none. */
function dataLayerOf(bundleDir: string): DataLayer | undefined {
  const chunks = join(bundleDir, 'chunks');
  const name = existsSync(chunks)
    ? readdirSync(chunks).find((file) => readFileSync(join(chunks, file), 'utf8').startsWith(DATA_LAYER_MARK))
    : undefined;
  if (!name) return undefined;
  const file = join(chunks, name);
  const code = readFileSync(file, 'utf8');
  const literal = DATA_LAYER_LITERAL.exec(code);
  return literal ? { file, code, literal: literal[0], store: JSON.parse(literal[1]!) as string } : undefined;
}

/** Writes `store` into a bundle's data layer module: a new file, since the bundle is linked from the live build's. */
function writeDataLayer(layer: DataLayer, store: string): void {
  if (layer.store === store) return;
  writeNewFile(
    layer.file,
    layer.code.replace(layer.literal, () => `JSON.parse(${JSON.stringify(store)})`),
  );
}

/**
 * Whether the posts as their source has them now are not the ones a data layer's store was synced from (the
 * digest the blog loader keeps in the blog collection's meta, src/content.config.ts): only then is the content
 * sync worth running.
 */
async function blogChangedSince(store: string): Promise<boolean> {
  const posts = await loadBlogPosts(blogSourceFromEnv());
  const collections = parse(store) as Map<string, Map<string, unknown> | undefined>;
  return collections.get('meta:blog')?.get(POSTS_DIGEST) !== postsDigest(posts);
}

class Declined extends Error {}

/** A page's request as Astro makes it when pre-rendering (its getUrlForPath, for `build.format: 'directory'`). */
function prerenderRequest(pathname: string, routeType: string, site: string): Request {
  if (routeType === 'endpoint' || pathname === '/') return new Request(new URL(pathname, site));
  return new Request(new URL(`${pathname.replace(/\/$/, '')}/`, site));
}

/** Astro's logger destination for the bundle's messages: warnings and errors, as a build prints them. */
const destination = {
  write(event: { level: string; label?: string | null; message: string }) {
    if (event.level === 'warn' || event.level === 'error')
      console.error(`[render${event.label ? `:${event.label}` : ''}] ${event.message}`);
    return true;
  },
};

/**
 * Renders into `dir` (client/, server/, render/ and the page keys) the pages whose key changed since `live`
 * was built; the caller then takes the rest from the live build, as after an overlay through Astro. Answers how
 * long each step took, or throws Declined.
 */
async function renderChanged(dir: string, live: string, liveKeys: PageKeys, record: RenderRecord): Promise<string> {
  const laps: string[] = [];
  let lapStarted = Date.now();
  const lap = (name: string) => {
    laps.push(`${name} ${((Date.now() - lapStarted) / 1000).toFixed(1)} s`);
    lapStarted = Date.now();
  };
  const site = readEnv().SITE_URL ?? DEFAULT_SITE_URL;
  if (liveKeys.site !== site) throw new Declined('the site address changed');
  linkTree(join(live, 'server'), join(dir, 'server'));
  linkTree(join(live, RENDER_BUNDLE), join(dir, RENDER_BUNDLE));
  // The render bundle renders the posts' pages. The server's bundle holds no post (src/pages/api/get-blogs.ts):
  // left as it is, it stays linked, and the server keeps the bundle it has loaded. Should an on-demand route
  // read the posts again, its data layer would be stale: such a bundle is built whole.
  const layer = dataLayerOf(join(dir, RENDER_BUNDLE));
  if (!layer) throw new Declined(`${join(dir, RENDER_BUNDLE)} holds no data layer Astro's way`);
  if (dataLayerOf(join(dir, 'server'))) throw new Declined("the server's bundle holds the posts");
  if (await blogChangedSince(layer.store)) {
    const store = await withBlogSynced(layer.store).catch(async (error: Error) => {
      console.error(`[render] the blog's store made by astro sync instead (${error.message.split('\n')[0]})`);
      const { sync } = await import('astro');
      await sync({ root: process.cwd(), logLevel: 'warn' });
      return readFileSync(join(ASTRO_CACHE_DIR, 'data-store.json'), 'utf8');
    });
    writeDataLayer(layer, store);
    lap('blog synced');
  } else lap('blog unchanged');

  let optimisesPictures = false;
  const assets = ((globalThis as { astroAsset?: Record<string, unknown> }).astroAsset ??= {});
  assets.addStaticImage = () => {
    optimisesPictures = true;
    return '';
  };
  const app = await loadApp(join(dir, RENDER_BUNDLE), record.entry);
  try {
    app.setInternals({
      pagesByKeys: new Map(Object.entries(record.pageStyles).map(([key, styles]) => [key, { styles }])),
      entrySpecifierToBundleMap: new Map(Object.entries(record.bundles)),
    });
    app.setOptions({ settings: { scripts: record.scripts }, logger: { options: { destination } } });
  } catch (error) {
    // Astro's internals moved (a new Astro builds whole first, so this is a bundle this code cannot drive).
    throw new Declined(`the live bundle cannot be set up as this code expects (${(error as Error).message})`);
  }
  const { records: paths, kept } = recordPaths((await new StaticPaths(app as never).getAll()) as StaticPath[]);
  if (!samePages(paths, liveKeys.paths)) throw new Declined('the set of pages changed');
  const changed = kept.filter((path) => changedSince(liveKeys, path));
  lap(`${kept.length} paths collected`);

  const withoutOnDemandLinks = linkRemoverOf(live);
  if (!withoutOnDemandLinks) throw new Declined(`${live} recorded no ${STYLESHEET_CHUNKS}`);
  linkOrCopy(join(live, STYLESHEET_CHUNKS), join(dir, STYLESHEET_CHUNKS));
  const rendered: string[] = [];
  for (const { pathname, route } of changed) {
    const response = await app.render(prerenderRequest(pathname, route.type, site), { routeData: route });
    if (response.status >= 300 && response.status < 400) throw new Declined(`${pathname} redirects`);
    if (response.status >= 500 && !pathname.endsWith('500'))
      throw new Error(`${pathname} (${route.component}) failed to render (${response.status})`);
    const file = paths[pathname]!.file;
    mkdirSync(dirname(join(dir, 'client', file)), { recursive: true });
    writeNewFile(
      join(dir, 'client', file),
      file.endsWith('.html') ? withoutOnDemandLinks(await response.text()) : Buffer.from(await response.arrayBuffer()),
    );
    rendered.push(file);
  }
  if (optimisesPictures) throw new Declined('a changed page has Astro optimise a picture');
  writeFileSync(join(dir, RENDERED_FILES), JSON.stringify(rendered));
  writeFileSync(join(dir, PAGE_KEYS), JSON.stringify({ version: 1, site, paths } satisfies PageKeys));
  lap(`${changed.length} rendered`);
  return laps.join(', ');
}

async function main([dir, live]: string[]): Promise<void> {
  if (!dir || !live) throw new Error('usage: render-changed.ts <dir> <live build>');
  const record = readRecord(live);
  const liveKeys = readPageKeys(live);
  try {
    if (!record || !liveKeys) throw new Declined(`${live} kept no render bundle`);
    console.log(
      `[render] changed pages from the live build's bundle: ${await renderChanged(dir, live, liveKeys, record)}`,
    );
    // The bundle's modules may hold handles open (a database read for the ratings); the work is done.
    process.exit(0);
  } catch (error) {
    if (!(error instanceof Declined)) {
      // The cause first, as Astro prints it: the publish reports the first line (server/publish.ts).
      console.error((error as Error).message);
      console.error(error);
      process.exit(1);
    }
    console.log(`[render] not from the live build's bundle: ${error.message}; building through Astro`);
    process.exit(DECLINED);
  }
}

if (import.meta.main) await main(process.argv.slice(2));
