/**
 * POST /api/reviews {productId, stars, title, text, size, fit}: a signed-in buyer's review of a product
 * of one of their delivered orders, kept until the operator approves it (docs/product.md §9 "Reviews").
 * 201 { status: 'pending' }; 401 signed out, 403 not a delivered buyer, 409 already reviewed, 422 a size
 * not bought, 429 too many at once.
 */
import type { APIRoute } from 'astro';
import { expiringDeadSession, signedInCustomer } from '#src/http/account.ts';
import { handleJson, otherMethods, clientAddressOf } from '#src/http/guard.ts';
import { REFUSED, reviewRefusal } from '#src/http/reviews.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { reviewInputSchema } from '#src/commerce/review-rules.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleJson(context.request, context.url, reviewInputSchema, async (review) => {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, context.request);
    if (!signedIn) return expiringDeadSession(context, reviewRefusal(context.request, 401, 'sign_in'));
    const result = await engine.submitReview(signedIn.customer.id, review, clientAddressOf(context));
    if (result.outcome === 'submitted')
      return Response.json({ status: result.status }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
    const [status, code] = REFUSED[result.outcome];
    return reviewRefusal(context.request, status, code, 'retryAfterSeconds' in result ? result.retryAfterSeconds : 0);
  });

export const ALL = otherMethods({ POST });
