/**
 * The request pipeline: pre-rendered files first, then Astro's handler; the
 * prerendered 404 page for anything neither knows.
 */
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveStatic, sendFile } from './static.ts';
import { setSecurityHeaders } from './headers.ts';
import type { Site } from './site.ts';
import { DEFAULT_LOCALE, LOCALES } from '#src/i18n/locales.ts';

export interface SiteHolder {
  current: Site;
}

/** The not-found page in the language of the address: /ar/… gets the Arabic one. */
async function sendNotFound(req: IncomingMessage, res: ServerResponse, site: Site, pathname: string): Promise<void> {
  const locale = LOCALES.find((code) => code !== DEFAULT_LOCALE && (pathname + '/').startsWith(`/${code}/`));
  const page = locale ? `${locale}/404/index.html` : '404.html';
  await sendFile(req, res, join(site.clientDir, page), `/${page}`, 404);
}

export function createRequestListener(holder: SiteHolder) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const site = holder.current;
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const isApi = url.pathname.startsWith('/api/');
      if (!isApi && (req.method === 'GET' || req.method === 'HEAD')) {
        const file = await resolveStatic(site.clientDir, url.pathname);
        if (file) {
          await sendFile(req, res, file, url.pathname);
          return;
        }
      }
      setSecurityHeaders(req, res, isApi ? 'other' : 'html');
      res.setHeader('Cache-Control', 'no-store');
      await site.handler(req, res, () => {
        void sendNotFound(req, res, site, url.pathname).catch(() => res.destroy());
      });
    } catch (error) {
      console.error(`[server] ${req.method} ${req.url}: ${(error as Error).message}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ error: 'Internal error' }));
      } else {
        res.destroy();
      }
    }
  };
}
