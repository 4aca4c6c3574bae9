/**
 * The readable `signed_in` cookie the server sets beside the HttpOnly session
 * (src/http/session-cookie.ts). It holds no secret; it only spares anonymous
 * visitors a sign-in request on every page.
 */
import { cookies } from '#src/config/accounts.ts';
import { readCookie } from '#src/http/cookie-header.ts';

export const SIGNED_IN_HINT = {
  present(): boolean {
    return typeof document !== 'undefined' && readCookie(document.cookie, cookies.signedIn) === '1';
  },
} as const;
