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

/** Hashed build assets never change under their name; pages are revalidated; the rest is kept an hour. */
export function cacheControlFor(filePath: string): string {
  if (filePath.startsWith('/_astro/') || filePath.startsWith('/generated/'))
    return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}
