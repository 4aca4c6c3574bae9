/**
 * The readable `signed_in` cookie the server sets beside the HttpOnly session
 * (see session-cookie.server.ts). It holds no secret; it only spares anonymous
 * visitors a sign-in request on every page.
 */
export const SIGNED_IN_HINT = {
  name: 'signed_in',
  present(): boolean {
    return typeof document !== 'undefined' && document.cookie.split(';').some((part) => part.trim() === 'signed_in=1');
  },
} as const;
