/**
 * GET /api/user/export → the signed-in shopper's data as a JSON download (docs/product.md §4 "Privacy
 * rights"): profile, consents, saved addresses, orders, wishlist, back-in-stock alerts and reviews, never a
 * password hash or a token. Without a session: 401 'login fail', and a dead session cookie is expired.
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { accountFailure, expiringDeadSession, signedInCustomer } from '#src/http/account.ts';
import { errorResponse, otherMethods, requestLocale } from '#src/http/guard.ts';
import { exportFileName } from '#src/http/privacy.ts';

export const prerender = false;

export const GET: APIRoute = async (context) => {
  try {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, context.request);
    const data = signedIn && (await engine.exportCustomerData(signedIn.customer.id));
    if (!data) return expiringDeadSession(context, accountFailure(context, 401, 'login_fail', 'login_fail'));
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    return errorResponse(error, context.url.pathname, requestLocale(context.request));
  }
};

export const ALL = otherMethods({ GET });
