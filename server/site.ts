/**
 * A build of the shop: its client/ folder of pre-rendered files and the Astro
 * handler for everything on demand. The server holds one current Site and can
 * switch to a newer one between requests (see server/serve.ts).
 */
import { access, constants } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { indexStatic, type StaticFiles } from './static.ts';
import { readManifest, type CdnManifest } from './cdn/manifest.ts';

export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => Promise<void>;

export interface Site {
  root: string;
  clientDir: string;
  handler: AstroHandler;
  /** The pre-rendered files, indexed with their answers' headers when the build is loaded. */
  files: StaticFiles;
  /** Each published file's digest and tags (server/cdn/manifest.ts): sent to CDNs, compared at a publish. */
  cdn: CdnManifest;
}

export class SiteError extends Error {
  override name = 'SiteError';
}

export async function loadSite(buildDir: string): Promise<Site> {
  const root = resolve(buildDir);
  const clientDir = join(root, 'client');
  const entry = join(root, 'server', 'entry.mjs');
  try {
    await access(join(clientDir, 'index.html'), constants.R_OK);
    await access(entry, constants.R_OK);
  } catch {
    throw new SiteError(`no readable build in ${root} (run npm run build)`);
  }
  let mod: { handler?: AstroHandler };
  try {
    mod = (await import(pathToFileURL(entry).href)) as { handler?: AstroHandler };
  } catch (error) {
    throw new SiteError(`the build in ${root} cannot be loaded: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof mod.handler !== 'function') throw new SiteError(`the build in ${root} has no request handler`);
  const cdn = await readManifest(root);
  return { root, clientDir, handler: mod.handler, files: await indexStatic(clientDir, cdn), cdn };
}
