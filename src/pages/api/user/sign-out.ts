/**
 * POST /api/user/sign-out {} → 200 {signedOut: true}. The session is deleted
 * on the server, so a copy of the cookie stops working too; the cookies are
 * expired. Signing out twice is not an error.
 */
import type { APIRoute } from 'astro';
import { handleJson, otherMethods } from '#src/http/guard.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { signOutBody } from '#src/features/account/schemas.server.ts';
import { isSecureRequest, expireSessionCookies, readSessionToken } from '#src/http/session-cookie.ts';

export const prerender = false;

export const POST: APIRoute = ({ request, url }) =>
  handleJson(request, url, signOutBody, async () => {
    const token = readSessionToken(request);
    if (token) await (await getCommerce()).engine.endSession(token);
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    expireSessionCookies(headers, isSecureRequest(request, url));
    return Response.json({ signedOut: true }, { headers });
  });

export const ALL = otherMethods({ POST });
