/**
 * Astro sends the CSP of an on-demand page (the hosted checkout, the order
 * status page) as a header of its own, which replaces the one server/headers.ts
 * set; frame-ancestors, which only a header can carry, is added back here so
 * those pages cannot be framed either. Pre-rendered pages carry their CSP in a
 * <meta> and keep the server's header.
 */
import { defineMiddleware } from 'astro:middleware';

const FRAME_ANCESTORS = "frame-ancestors 'none'";

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  const csp = response.headers.get('content-security-policy');
  if (csp && !csp.includes('frame-ancestors'))
    response.headers.set('content-security-policy', `${csp.replace(/[\s;]*$/, '')}; ${FRAME_ANCESTORS}`);
  return response;
});
