/**
 * The request pipeline: pre-rendered files first (answered from the build's index, server/static.ts), the
 * hot API calls next (server/api-routes.ts: cart, search, stock, tag listings), then Astro's handler; the
 * prerendered 404 page for anything none of them knows (a JSON 404 under /api/), the prerendered 500 page for
 * a page that fails (a JSON 500 under /api/). A method the shop does not
 * take and Astro's image endpoint never reach Astro.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerOwnRoute, ownRoute } from './api-routes.ts';
import { answerStatic } from './static.ts';
import { answerPictureOnDemand } from './pictures-on-demand.ts';
import { setSecurityHeaders, UNCACHED } from './headers.ts';
import { errorPage, type Site } from './site.ts';
import { sendApiRefusal, sendPageMethodRefusal, SHOP_METHODS } from './refusals.ts';
import { loggedPath } from '#src/http/logged-path.ts';
import { log } from '#src/config/log.server.ts';

export interface SiteHolder {
  current: Site;
}

/** The not-found page in the language of the address; JSON for /api/. */
function sendNotFound(req: IncomingMessage, res: ServerResponse, site: Site, pathname: string): void {
  if (pathname.startsWith('/api/')) return sendApiRefusal(req, res, 404, 'not_found');
  const page = errorPage(site.files, pathname, 404);
  try {
    if (!page) throw new Error(`the build in ${site.root} has no 404 page`);
    answerStatic(req, res, page, 404);
  } catch (error) {
    fail(req, res, site, error);
  }
}

/**
 * A failure nobody caught: a page gets the failed-request page in its language (a person reads it), the API
 * its JSON 500 with the code `internal`; a build without that page, the JSON too.
 */
function fail(req: IncomingMessage, res: ServerResponse, site: Site, error: unknown): void {
  log().error({ err: error }, `[server] ${req.method} ${loggedPath(req.url)}: ${(error as Error).message}`);
  if (res.headersSent) return void res.destroy();
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const page = pathname.startsWith('/api/') ? undefined : errorPage(site.files, pathname, 500);
  if (!page) return sendApiRefusal(req, res, 500, 'internal');
  try {
    answerStatic(req, res, page, 500);
  } catch {
    if (!res.headersSent) sendApiRefusal(req, res, 500, 'internal');
  }
}

/**
 * Astro's on-demand image endpoint (/_image, which Astro also finds as /_image/ or /%5Fimage): the pages'
 * pictures are all made at build time, and one request there can cost seconds of CPU, past every cache.
 */
function isImageEndpoint(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // an address that does not decode reaches no route of Astro's either
  }
  return /^\/+_image\/*$/.test(path);
}

async function render(req: IncomingMessage, res: ServerResponse, site: Site, pathname: string): Promise<void> {
  try {
    setSecurityHeaders(req, res, pathname.startsWith('/api/') ? 'other' : 'html');
    res.setHeader('Cache-Control', UNCACHED);
    await site.handler(req, res, () => sendNotFound(req, res, site, pathname));
  } catch (error) {
    fail(req, res, site, error);
  }
}

export function createRequestListener(holder: SiteHolder) {
  // Not async: a pre-rendered file is answered within this call, without a promise.
  return function handle(req: IncomingMessage, res: ServerResponse): void {
    const site = holder.current;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if ((req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/api/')) {
      const file = site.files.get(pathname);
      if (file) {
        try {
          answerStatic(req, res, file);
        } catch (error) {
          fail(req, res, site, error);
        }
        return;
      }
    }
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      pathname.startsWith('/generated/') &&
      answerPictureOnDemand(req, res, site.clientDir, pathname, {
        notFound: () => sendNotFound(req, res, site, pathname),
        fail: (error) => fail(req, res, site, error),
      })
    )
      return;
    if (isImageEndpoint(pathname)) return sendNotFound(req, res, site, pathname);
    if (!SHOP_METHODS.has(req.method ?? '')) {
      if (!pathname.startsWith('/api/')) return sendPageMethodRefusal(req, res, pathname);
      // Each API route's ALL export answers 405 with its own Allow. Astro's origin check would refuse a PUT or
      // DELETE without a JSON type as a cross-site form first (403, text), and fetch's Request cannot carry
      // TRACE or CONNECT; OPTIONS passes both and no route takes it, so the route gives its 405 for either.
      req.method = 'OPTIONS';
    }
    const route = ownRoute(pathname);
    if (route) {
      answerOwnRoute(req, res, route, pathname).catch((error: unknown) => fail(req, res, site, error));
      return;
    }
    void render(req, res, site, new URL(url, 'http://localhost').pathname);
  };
}
