/**
 * POST /api/update-user {token?, firstName?, lastName?} → the updated User.
 * Names are trimmed; an absent or empty one is kept. Without a valid session:
 * 401 'edit info fail'.
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { updateUserBody } from '#src/features/account/schemas.server.ts';
import {
  accountFailure,
  expiringDeadSession,
  handleAccountCall,
  signedInCustomer,
  userResponse,
  userOf,
} from '#src/http/account.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, updateUserBody, 'edit_info_fail', async (body) => {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, context.request, body.token);
    if (!signedIn)
      return expiringDeadSession(context, accountFailure(context, 401, 'edit_info_fail', 'edit_info_fail'));
    const customer = await engine.renameCustomer(signedIn.customer.id, body);
    if (!customer) return accountFailure(context, 401, 'edit_info_fail', 'edit_info_fail');
    return userResponse(context, await userOf(engine, customer));
  });

export const ALL = otherMethods({ POST });
