/**
 * The session cookie (docs/product.md §10): set by the server, HttpOnly,
 * SameSite=Lax, for accountSecurity.sessionDays; over HTTPS Secure and
 * named `__Host-session`, so the browser keeps it for this host only. Beside
 * it a readable `signed_in=1` that carries no secret: it only tells the page
 * scripts that asking the server who is signed in is worth a request, so
 * anonymous visitors make none.
 *
 * Written as plain headers rather than through Astro's cookies so the routes
 * stay plain Request → Response functions.
 */
import { accountSecurity, cookies } from '#src/config/accounts.ts';
import { envVar } from '#src/config/env.ts';
import { looksLikeToken } from '#src/commerce/accounts/tokens.ts';
import { hasCookie, readCookie } from './cookie-header.ts';

/** HTTPS when the request came over it (or through a trusted TLS proxy), or when the shop's public URL is https. */
export function isSecureRequest(request: Request, url: URL): boolean {
  if (url.protocol === 'https:') return true;
  if (envVar('TRUST_PROXY') === '1' && request.headers.get('x-forwarded-proto') === 'https') return true;
  return (envVar('SITE_URL') ?? '').startsWith('https:');
}

/** Both names the session cookie has had: an ended session expires both over HTTPS (docs/product.md §10). */
const SESSION_NAMES = [cookies.secureSession, cookies.session];

/**
 * The session token of the request's cookie, or null. Over HTTPS only `__Host-session` is read: a plain
 * `session` there may have been planted by a sibling subdomain or a plain-HTTP answer, which is what the
 * prefix keeps out (docs/product.md §10). A token in any other shape than the shop makes (a cookie that does
 * not decode, an over-long or forged one) is no session, and never reaches the database.
 */
export function readSessionToken(request: Request): string | null {
  const name = isSecureRequest(request, new URL(request.url)) ? cookies.secureSession : cookies.session;
  const token = readCookie(request.headers.get('cookie'), name);
  return token && looksLikeToken(token) ? token : null;
}

/** Whether the request sent a session cookie at all, good or not: a dead one is expired on the answer. */
export function sessionCookieSent(request: Request): boolean {
  const header = request.headers.get('cookie');
  return SESSION_NAMES.some((name) => hasCookie(header, name));
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean, httpOnly: boolean): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    httpOnly && 'HttpOnly',
    secure && 'Secure',
  ]
    .filter(Boolean)
    .join('; ');
}

export function setSessionCookies(headers: Headers, token: string, secure: boolean): void {
  const maxAge = accountSecurity.sessionDays * 24 * 60 * 60;
  headers.append('Set-Cookie', cookie(secure ? cookies.secureSession : cookies.session, token, maxAge, secure, true));
  headers.append('Set-Cookie', cookie(cookies.signedIn, '1', maxAge, secure, false));
}

/**
 * docs/product.md §4: a failed or ended session overwrites the cookie with an immediately expiring value,
 * under either name over HTTPS (a browser may hold one from before the prefix), the plain one over HTTP.
 */
export function expireSessionCookies(headers: Headers, secure: boolean): void {
  for (const name of secure ? SESSION_NAMES : [cookies.session])
    headers.append('Set-Cookie', cookie(name, '', 0, secure, true));
  headers.append('Set-Cookie', cookie(cookies.signedIn, '', 0, secure, false));
}
