/**
 * POST /api/user/token-sign-in/ {token?} → the User of the session (the body's
 * token, else the cookie's). An unknown or expired session answers 401
 * 'login fail' and expires the cookies (docs/product.md §4 and §8).
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { tokenSignInBody } from '#src/features/account/schemas.server.ts';
import { accountFailure, handleAccountCall, signedInCustomer, userResponse, userOf } from '#src/http/account.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, tokenSignInBody, 'login_fail', async (body) => {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, context.request, body.token);
    if (!signedIn) return accountFailure(context, 401, 'login_fail', 'login_fail', { expireSession: true });
    return userResponse(context, await userOf(engine, signedIn.customer));
  });

export const ALL = otherMethods({ POST });
