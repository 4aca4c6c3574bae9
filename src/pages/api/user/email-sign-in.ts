/**
 * POST /api/user/email-sign-in {email, password} → the User, signed in by
 * cookie; 401 'login fail' for a wrong address or password (one answer for
 * both); 429 'login fail' with Retry-After while the throttle holds, or past the sign-ins one client
 * address may make (src/config/accounts.ts requestLimits), successful ones too, since each checks a hash.
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { signInBody } from '#src/features/account/schemas.server.ts';
import { accountFailure, handleAccountCall, signInResponse } from '#src/http/account.ts';
import { clientAddressOf, limitRequest, otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, signInBody, 'login_fail', async (body) => {
    const { engine } = await getCommerce();
    await limitRequest(engine, 'signIn', context);
    const result = await engine.signInCustomer({ ...body, clientAddress: clientAddressOf(context) });
    if (result.outcome === 'throttled')
      return accountFailure(context, 429, 'throttled', 'login_fail', { retryAfterSeconds: result.retryAfterSeconds });
    if (result.outcome === 'wrong') return accountFailure(context, 401, 'login_fail', 'login_fail');
    return signInResponse(context, engine, result.customer);
  });

export const ALL = otherMethods({ POST });
