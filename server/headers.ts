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

export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return envVar('TRUST_PROXY') === '1' && req.headers['x-forwarded-proto'] === 'https';
}

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, kind: 'html' | 'other'): void {
  res.setHeader('Content-Security-Policy', kind === 'html' ? HTML_CSP : OTHER_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (isHttps(req)) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}

/** Hashed build assets never change under their name; everything else is revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/') || urlPath.startsWith('/generated/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}
