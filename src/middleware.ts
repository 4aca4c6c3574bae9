/**
 * Three jobs on every on-demand request:
 * - Pages live once under src/pages/[...locale]/, so an on-demand page (search, checkout, order status)
 *   also matches /anything/search; a first segment that is not a language the shop speaks is not found.
 * - Astro sends the CSP of an on-demand page as a header of its own, which replaces the one
 *   server/headers.ts set; frame-ancestors, which only a header can carry, is added back so those pages
 *   cannot be framed either. Pre-rendered pages carry their CSP in a <meta> and keep the server's header.
 * - A route that throws is logged here and answered as the server answers the failures it catches: the API
 *   with its JSON 500, a page with the failed-request page in the language of its address. Astro's own answer
 *   would be its error route, which the Node adapter reads from /500.html: English whatever the address, and
 *   HTML under /api/ too.
 */
import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { log } from './config/log.server.ts';
import { errorResponse, requestLocale } from './http/guard.ts';
import { loggedPath } from './http/logged-path.ts';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales.ts';

const FRAME_ANCESTORS = "frame-ancestors 'none'";

export const onRequest = defineMiddleware(async (context, next) => {
  const { locale } = context.params;
  // An empty 404 answer makes Astro render the not-found page.
  if (locale !== undefined && (!isLocale(locale) || locale === DEFAULT_LOCALE))
    return new Response(null, { status: 404 });
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    return failed(context, error);
  }
  const csp = response.headers.get('content-security-policy');
  if (csp && !csp.includes('frame-ancestors'))
    response.headers.set('content-security-policy', `${csp.replace(/[\s;]*$/, '')}; ${FRAME_ANCESTORS}`);
  return response;
});

/** Without the server's page (dev, a build) the error goes on to Astro, which shows or stops on it. */
async function failed(context: APIContext, error: unknown): Promise<Response> {
  const { pathname } = context.url;
  if (pathname.startsWith('/api/')) return errorResponse(error, pathname, requestLocale(context.request));
  const page = await context.locals.failedPage?.();
  if (!page) throw error;
  log().error(
    { err: error },
    `[pages] ${context.request.method} ${loggedPath(pathname)}: ${(error as Error)?.message ?? String(error)}`,
  );
  return page;
}
