/**
 * Response headers the shop sends on every response, static or rendered.
 * Script CSP with hashes comes from Astro's <meta> on each page; this header adds
 * what a <meta> CSP cannot carry (frame-ancestors) and locks down non-HTML answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { envVar } from '#src/config/env.ts';

const HTML_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
const OTHER_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const HSTS = 'max-age=63072000; includeSubDomains';

export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  // The header first: most requests carry none, and they need not read the environment.
  return req.headers['x-forwarded-proto'] === 'https' && envVar('TRUST_PROXY') === '1';
}

/** The security headers as name and value pairs, for answers whose headers are built ahead (server/static.ts). */
export function securityHeaders(kind: 'html' | 'other', https: boolean): Array<[string, string]> {
  return [
    ['Content-Security-Policy', kind === 'html' ? HTML_CSP : OTHER_CSP],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // The card is paid on the provider's own page, reached by navigating to it: no page of the shop asks for
    // the Payment Request API, nor frames one that does (docs/payments.md).
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ...(https ? [['Strict-Transport-Security', HSTS] as [string, string]] : []),
  ];
}

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, kind: 'html' | 'other'): void {
  for (const [name, value] of securityHeaders(kind, isHttps(req))) res.setHeader(name, value);
}

/**
 * What a shared cache (a CDN) may keep of a published file: until a publish purges it (server/cdn/), while a
 * browser revalidates every time (ETag, a 304) and so sees a publish at once. `stale-while-revalidate` lets
 * the CDN answer from its copy while it fetches one it let expire.
 */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=0, s-maxage=31536000, stale-while-revalidate=60';
/** A shopper's own: never in a shared cache; the browser keeps it only to revalidate (ETag). */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';
/** What is made per request (the API, on-demand pages, errors): no cache keeps it. */
export const UNCACHED = 'private, no-store';

/**
 * The pre-rendered pages of a shopper's own areas. Their HTML is the same for everyone (the browser fills
 * in the cart or the account), but they are never kept by a shared cache all the same: nothing of the
 * areas a person signs in to is served from a CDN.
 */
const PERSONAL_PAGES =
  /^\/(?:ar\/)?(?:account|cart|wishlist|edit|login|signup|logout|reset|checkout|order|back-in-stock|admin)(?:[/.]|$)/;

export function isPersonalPath(path: string): boolean {
  return PERSONAL_PAGES.test(path);
}

/** Hashed build assets never change under their name; personal pages stay private; the rest until purged. */
export function cacheControlFor(filePath: string): string {
  if (filePath.startsWith('/_astro/') || filePath.startsWith('/generated/'))
    return 'public, max-age=31536000, immutable';
  if (isPersonalPath(filePath)) return PERSONAL_CACHE_CONTROL;
  return PUBLISHED_CACHE_CONTROL;
}
