/**
 * A build of the shop: its client/ folder of pre-rendered files and the Astro
 * handler for everything on demand. The server holds one current Site and can
 * switch to a newer one between requests (see server/serve.ts).
 */
import { access, constants, readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { indexStatic, type ErrorStatus, type StaticFile, type StaticFiles } from './static.ts';
import { readManifest, type CdnManifest } from './cdn/manifest.ts';
import { readOverlay } from './builds.ts';
import { pathLocale } from './refusals.ts';
import { DEFAULT_LOCALE } from '#src/i18n/locales.ts';

export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => Promise<void>;
/** The Node adapter's handler, which hands `locals` on to the routes and src/middleware.ts. */
type BuildHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
  locals?: App.Locals,
) => Promise<void>;

export interface Site {
  root: string;
  clientDir: string;
  handler: AstroHandler;
  /** The build's Astro bundle as loaded, which a later build made of the same files serves with (loadSite). */
  bundle: BuildHandler;
  /** The pre-rendered files, indexed with their answers' headers when the build is loaded. */
  files: StaticFiles;
  /** Each published file's digest and tags (server/cdn/manifest.ts): sent to CDNs, compared at a publish. */
  cdn: CdnManifest;
}

export class SiteError extends Error {
  override name = 'SiteError';
}

export async function loadSite(buildDir: string, live?: Site): Promise<Site> {
  const root = resolve(buildDir);
  const clientDir = join(root, 'client');
  const entry = join(root, 'server', 'entry.mjs');
  try {
    await access(join(clientDir, 'index.html'), constants.R_OK);
    await access(entry, constants.R_OK);
  } catch {
    throw new SiteError(`no readable build in ${root} (run npm run build)`);
  }
  const astro =
    live && (await sameFiles(join(live.root, 'server'), join(root, 'server'))) ? live.bundle : await load(root, entry);
  const cdn = await readManifest(root);
  // A publish's overlay (scripts/lib/page-overlay.ts) over the live build shares the live index's entries.
  const overlay = readOverlay(root);
  const base =
    live && overlay?.live === live.root
      ? { files: live.files, clientDir: live.clientDir, fresh: overlay.fresh, gone: new Set(overlay.gone) }
      : undefined;
  const files = await indexStatic(clientDir, cdn, base);
  const handler: AstroHandler = (req, res, next) =>
    astro(req, res, next, {
      errorPage: (status) => errorPageAnswer(files, req.url, status),
      publishedFile: (path) => publishedBytes(files.get(path)),
    });
  return { root, clientDir, handler, bundle: astro, files, cdn };
}

async function load(root: string, entry: string): Promise<BuildHandler> {
  let mod: { handler?: BuildHandler };
  try {
    mod = (await import(pathToFileURL(entry).href)) as { handler?: BuildHandler };
  } catch (error) {
    throw new SiteError(`the build in ${root} cannot be loaded: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof mod.handler !== 'function') throw new SiteError(`the build in ${root} has no request handler`);
  return mod.handler;
}

/**
 * Whether two bundles are the same files (hard links: a publish that changed no code links the live bundle's,
 * which holds no post, src/pages/api/get-blogs.ts). The live build's loaded bundle then serves the new one: Node
 * never unloads a module, so every copy imported stayed in memory for the life of the process, 2.5 MB a publish
 * (decision 018). What a publish changes that the bundle caches is dropped in every copy when the build goes
 * live (src/catalogue/publish-caches.ts).
 */
async function sameFiles(a: string, b: string): Promise<boolean> {
  try {
    const [inA, inB] = await Promise.all([readdir(a, { recursive: true }), readdir(b, { recursive: true })]);
    if (inA.length !== inB.length) return false;
    for (const name of inA) {
      const [fileA, fileB] = await Promise.all([stat(join(a, name)), stat(join(b, name))]);
      if (fileA.isFile() && (fileA.ino !== fileB.ino || fileA.dev !== fileB.dev)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** The pre-rendered error page of a status in the language of the address (/ar/… gets the Arabic one). */
export function errorPage(files: StaticFiles, pathname: string, status: ErrorStatus): StaticFile | undefined {
  const locale = pathLocale(pathname);
  return files.get(locale === DEFAULT_LOCALE ? `/${status}.html` : `/${locale}/${status}/index.html`);
}

/** A pre-rendered file's bytes, from memory or its file; undefined for none. */
async function publishedBytes(file: StaticFile | undefined): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!file) return undefined;
  return new Uint8Array(file.identity.body ?? (await readFile(file.identity.file)));
}

/**
 * What src/middleware.ts answers an on-demand page that is not found or throws inside Astro with, as the server
 * answers the ones it finds itself (server/app.ts); the headers are the ones the server set before handing the
 * request over.
 */
async function errorPageAnswer(
  files: StaticFiles,
  url: string | undefined,
  status: ErrorStatus,
): Promise<Response | undefined> {
  const page = errorPage(files, new URL(url ?? '/', 'http://localhost').pathname, status);
  const body = await publishedBytes(page);
  return page && body
    ? new Response(body, { status, headers: { 'Content-Type': page.identity.head.type } })
    : undefined;
}
