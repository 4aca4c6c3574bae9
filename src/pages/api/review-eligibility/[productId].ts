/**
 * GET /api/review-eligibility/{productId}: whether the signed-in shopper may review this colour, and in
 * which sizes ({ state: 'can-review', sizes }), or why not ('not-bought', 'not-delivered', 'reviewed'
 * with the review's status). 401 when nobody is signed in.
 */
import type { APIRoute } from 'astro';
import { expiringDeadSession, signedInCustomer } from '#src/http/account.ts';
import { errorResponse, otherMethods, requestLocale } from '#src/http/guard.ts';
import { productOfPath, reviewRefusal } from '#src/http/reviews.ts';
import { getCommerce } from '#src/commerce/runtime.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, request, url }) => {
  try {
    const productId = productOfPath(params.productId);
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, request);
    if (!signedIn) return expiringDeadSession({ request, url }, reviewRefusal(request, 401, 'sign_in'));
    return Response.json(await engine.reviewEligibility(signedIn.customer.id, productId), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    return errorResponse(error, url.pathname, requestLocale(request));
  }
};

export const ALL = otherMethods({ GET });
