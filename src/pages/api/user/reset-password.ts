/**
 * POST /api/user/reset-password {token, password} → the User, signed in by
 * cookie, after setting the new password with the e-mailed token. Every other
 * session of the customer ends. A used, expired or unknown token answers 400
 * 'reset fail'.
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { resetCompleteBody } from '#src/features/account/schemas.server.ts';
import { accountFailure, handleAccountCall, signInResponse } from '#src/api/account.ts';
import { otherMethods } from '#src/api/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, resetCompleteBody, 'reset fail', async (body) => {
    const { engine } = await getCommerce();
    const customer = await engine.completePasswordReset(body);
    if (!customer) return accountFailure(context, 400, 'reset_link_invalid', 'reset fail');
    return signInResponse(context, engine, customer);
  });

export const ALL = otherMethods({ POST });
