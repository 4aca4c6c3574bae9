/**
 * POST /api/user/delete {password} → 200 {deleted: true}, the session cookies expired: the signed-in
 * shopper's account is deleted (docs/product.md §4 "Privacy rights", docs/decisions/026-account-deletion.md).
 * A wrong password answers 401 'login fail' as sign-in does and changes nothing; attempts count as sign-ins
 * (429 with Retry-After). An order still on its way answers 409 `orders_open`. Without a session: 401.
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { envVar } from '#src/config/env.ts';
import { deleteAccountBody } from '#src/features/account/schemas.server.ts';
import { accountMessages } from '#src/features/account/messages.ts';
import { accountFailure, expiringDeadSession, handleAccountCall, signedInCustomer } from '#src/http/account.ts';
import { clientAddressOf, jsonError, limitRequest, otherMethods, requestLocale } from '#src/http/guard.ts';
import { accountDeletedResponse } from '#src/http/privacy.ts';
import { fill } from '#src/i18n/messages.ts';
import { formatList } from '#src/i18n/units.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, deleteAccountBody, 'login_fail', async (body) => {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, context.request);
    if (!signedIn) return expiringDeadSession(context, accountFailure(context, 401, 'login_fail', 'login_fail'));
    await limitRequest(engine, 'signIn', context);
    const locale = requestLocale(context.request);
    const result = await engine.deleteCustomer({
      customerId: signedIn.customer.id,
      password: body.password,
      clientAddress: clientAddressOf(context),
      locale,
      origin: envVar('SITE_URL') || context.site?.href || context.url.origin,
    });
    if (result.outcome === 'throttled')
      return accountFailure(context, 429, 'throttled', 'login_fail', { retryAfterSeconds: result.retryAfterSeconds });
    if (result.outcome === 'wrong') return accountFailure(context, 401, 'login_fail', 'login_fail');
    if (result.outcome === 'orders-open') {
      const text = accountMessages[locale].deleteAccount.ordersOpen;
      return jsonError(409, 'orders_open', fill(text, { orders: formatList(locale, result.orders) }));
    }
    return accountDeletedResponse(context);
  });

export const ALL = otherMethods({ POST });
