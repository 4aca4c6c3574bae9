/**
 * The readable `signed_in` cookie the server sets beside the HttpOnly session
 * (see session-cookie.server.ts). It holds no secret; it only spares anonymous
 * visitors a sign-in request on every page.
 */
import { readCookie } from '#src/features/cookies/cookie-header.ts';

export const SIGNED_IN_HINT = {
  name: 'signed_in',
  present(): boolean {
    return typeof document !== 'undefined' && readCookie(document.cookie, SIGNED_IN_HINT.name) === '1';
  },
} as const;
