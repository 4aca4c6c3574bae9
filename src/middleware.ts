/**
 * A pre-rendered page's island scripts become modules (src/layouts/island-scripts.ts). And three jobs on every
 * on-demand request:
 * - Pages live once under src/pages/[...locale]/, so an on-demand page (search, checkout, order status)
 *   also matches /anything/search or /ar/anything/search. Such an address, whose locale is not a language
 *   the shop speaks, is not found, and answered with the not-found page in the language of the address, as
 *   the server answers the addresses it does not know; so is one that Astro's i18n routing would refuse. A
 *   search for a language code (/search/en), which Astro would misread, is sent to the address the search
 *   page writes for it.
 * - Astro sends the CSP of an on-demand page as a header of its own, which replaces the one
 *   server/headers.ts set; frame-ancestors, which only a header can carry, is added back so those pages
 *   cannot be framed either. Pre-rendered pages carry their CSP in a <meta> and keep the server's header.
 * - A route that throws is logged here and answered as the server answers the failures it catches: the API
 *   with its JSON 500, a page with the failed-request page in the language of its address.
 * Astro's own answer to an empty 404 or a throw would be its error route, which the Node adapter reads from
 * /404.html or /500.html: English whatever the address, and HTML under /api/ too.
 */
import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { log } from './config/log.server.ts';
import { errorResponse, requestLocale } from './http/guard.ts';
import { loggedPath } from './http/logged-path.ts';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales.ts';
import { islandScriptsAsModules } from './layouts/island-scripts.ts';
import { respelledSearchPath } from './features/search/search-path.ts';

const FRAME_ANCESTORS = "frame-ancestors 'none'";
const SEARCH_ROUTE = '/[...locale]/search/[...content]';

export const onRequest = defineMiddleware(async (context, next) => {
  const respelled = respelledSearch(context);
  if (respelled) return context.redirect(respelled, 308);
  // Without the server's page (dev, a build), an empty 404 answer makes Astro render its not-found page.
  if (context.routePattern.startsWith('/[...locale]') && notFound(context.params.locale, context.url.pathname))
    return (await context.locals.errorPage?.(404)) ?? new Response(null, { status: 404 });
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    return failed(context, error);
  }
  if (context.isPrerendered && response.headers.get('content-type')?.startsWith('text/html')) {
    // Astro sends a pre-rendered page with its length, which the longer script tags would belie.
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    const { status, statusText } = response;
    return new Response(islandScriptsAsModules(await response.text()), { status, statusText, headers });
  }
  const csp = response.headers.get('content-security-policy');
  if (csp && !csp.includes('frame-ancestors'))
    response.headers.set('content-security-policy', `${csp.replace(/[\s;]*$/, '')}; ${FRAME_ANCESTORS}`);
  return response;
});

/**
 * A locale the shop does not speak, or a segment anywhere that names the default language (/en/order/…,
 * /ar/checkout/en): Astro's i18n routing refuses a page at the latter, but after this middleware.
 */
function notFound(locale: string | undefined, pathname: string): boolean {
  if (locale !== undefined && !isLocale(locale)) return true;
  return pathname.split('/').some((segment) => segment.toLowerCase() === DEFAULT_LOCALE);
}

/**
 * A search for a language code typed as an address (/search/en, /ar/search/AR), which Astro would misread:
 * the address the search page writes for it instead (src/features/search/search-path.ts).
 */
function respelledSearch({ routePattern, params, url }: APIContext): string | null {
  const { locale, content } = params;
  if (routePattern !== SEARCH_ROUTE || !content) return null;
  if (locale !== undefined && (!isLocale(locale) || locale === DEFAULT_LOCALE)) return null;
  const path = respelledSearchPath(content, locale ?? DEFAULT_LOCALE);
  return path && path + url.search;
}

/** Without the server's page (dev, a build) the error goes on to Astro, which shows or stops on it. */
async function failed(context: APIContext, error: unknown): Promise<Response> {
  const { pathname } = context.url;
  if (pathname.startsWith('/api/')) return errorResponse(error, pathname, requestLocale(context.request));
  const page = await context.locals.errorPage?.(500);
  if (!page) throw error;
  log().error(
    { err: error },
    `[pages] ${context.request.method} ${loggedPath(pathname)}: ${(error as Error)?.message ?? String(error)}`,
  );
  return page;
}
