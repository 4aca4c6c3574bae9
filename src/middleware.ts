/**
 * Two jobs on every on-demand request:
 * - Pages live once under src/pages/[...locale]/, so an on-demand page (search, checkout, order status)
 *   also matches /anything/search; a first segment that is not a language the shop speaks is not found.
 * - Astro sends the CSP of an on-demand page as a header of its own, which replaces the one
 *   server/headers.ts set; frame-ancestors, which only a header can carry, is added back so those pages
 *   cannot be framed either. Pre-rendered pages carry their CSP in a <meta> and keep the server's header.
 */
import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales.ts';

const FRAME_ANCESTORS = "frame-ancestors 'none'";

export const onRequest = defineMiddleware(async (context, next) => {
  const { locale } = context.params;
  // An empty 404 answer makes Astro render the not-found page.
  if (locale !== undefined && (!isLocale(locale) || locale === DEFAULT_LOCALE))
    return new Response(null, { status: 404 });
  const response = await next();
  const csp = response.headers.get('content-security-policy');
  if (csp && !csp.includes('frame-ancestors'))
    response.headers.set('content-security-policy', `${csp.replace(/[\s;]*$/, '')}; ${FRAME_ANCESTORS}`);
  return response;
});
