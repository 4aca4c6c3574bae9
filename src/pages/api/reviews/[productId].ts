/**
 * GET /api/reviews/{productId}: the approved reviews of one colour, newest first, with their count,
 * average and fit summary (docs/product.md §9 "Reviews"), asked for live by the pre-rendered product page.
 */
import type { APIRoute } from 'astro';
import { errorResponse, otherMethods, requestLocale } from '#src/http/guard.ts';
import { productOfPath } from '#src/http/reviews.ts';
import { getCommerce } from '#src/commerce/runtime.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, request, url }) => {
  try {
    const productId = productOfPath(params.productId);
    const { engine } = await getCommerce();
    return Response.json(await engine.productReviews(productId), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error, url.pathname, requestLocale(request));
  }
};

export const ALL = otherMethods({ GET });
