/**
 * The request pipeline: pre-rendered files first (answered from the build's index, server/static.ts), the
 * hot API calls next (server/api-routes.ts: cart, search, stock, tag listings), then Astro's handler; the
 * prerendered 404 page for anything none of them knows.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerOwnRoute, ownRoute } from './api-routes.ts';
import { answerStatic } from './static.ts';
import { setSecurityHeaders } from './headers.ts';
import type { Site } from './site.ts';
import { DEFAULT_LOCALE, LOCALES } from '#src/i18n/locales.ts';
import { loggedPath } from '#src/api/logged-path.ts';

export interface SiteHolder {
  current: Site;
}

/** The not-found page in the language of the address: /ar/… gets the Arabic one. */
function sendNotFound(req: IncomingMessage, res: ServerResponse, site: Site, pathname: string): void {
  const locale = LOCALES.find((code) => code !== DEFAULT_LOCALE && (pathname + '/').startsWith(`/${code}/`));
  const page = site.files.get(locale ? `/${locale}/404/index.html` : '/404.html');
  if (!page) throw new Error(`the build in ${site.root} has no 404 page`);
  answerStatic(req, res, page, 404);
}

function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`[server] ${req.method} ${loggedPath(req.url)}: ${(error as Error).message}`);
  if (!res.headersSent) {
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ error: 'Internal error' }));
  } else {
    res.destroy();
  }
}

async function render(req: IncomingMessage, res: ServerResponse, site: Site, pathname: string): Promise<void> {
  try {
    setSecurityHeaders(req, res, pathname.startsWith('/api/') ? 'other' : 'html');
    res.setHeader('Cache-Control', 'no-store');
    await site.handler(req, res, () => {
      try {
        sendNotFound(req, res, site, pathname);
      } catch (error) {
        fail(req, res, error);
      }
    });
  } catch (error) {
    fail(req, res, error);
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
          fail(req, res, error);
        }
        return;
      }
    }
    const route = ownRoute(pathname);
    if (route) {
      answerOwnRoute(req, res, route, pathname).catch((error: unknown) => fail(req, res, error));
      return;
    }
    void render(req, res, site, new URL(url, 'http://localhost').pathname);
  };
}
