/**
 * POST /api/user/email-sign-in {email, password} → the User, signed in by
 * cookie; 401 'login fail' for a wrong address or password (one answer for
 * both); 429 'login fail' with Retry-After while the throttle holds.
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '../../../commerce/runtime.ts';
import { signInCustomer } from '../../../commerce/accounts/customers.ts';
import { startSession } from '../../../commerce/accounts/sessions.ts';
import { signInBody } from '../../../features/account/schemas.server.ts';
import { accountFailure, handleAccountCall, clientAddressOf, userResponse, userOf } from '../../../features/account/api.server.ts';
import { otherMethods } from '../../../api/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, signInBody, 'login fail', async (body) => {
    const { db } = await getCommerce();
    const result = await signInCustomer(db, { ...body, clientAddress: clientAddressOf(context) });
    if (result.outcome === 'throttled') return accountFailure(context, 429, 'throttled', 'login fail', { retryAfterSeconds: result.retryAfterSeconds });
    if (result.outcome === 'wrong') return accountFailure(context, 401, 'login_fail', 'login fail');
    const session = await startSession(db, result.customer.id);
    return userResponse(context, await userOf(db, result.customer), session);
  });

export const ALL = otherMethods({ POST });
