/**
 * GET /api/stock/{productId}: the live stock of each size of one colour, so a
 * product page built yesterday shows a size sold today as sold out.
 * Answers { productId, variants: [{ id, quantityAvailable }] } (quantityAvailable a string,
 * as the Variant of docs/product.md §3).
 */
import type { APIRoute } from 'astro';
import { errorResponse, isStorableText, jsonError, otherMethods } from '#src/http/guard.ts';
import { getCommerce } from '#src/commerce/runtime.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, url }) => {
  try {
    const productId = params.productId ?? '';
    if (productId.length === 0 || productId.length > 200 || !isStorableText(productId))
      return jsonError(400, 'invalid_product', 'Unknown product');
    const { engine } = await getCommerce();
    const variants = await engine.stockOfProduct(productId);
    if (variants.length === 0) return jsonError(404, 'unknown_product', 'Unknown product');
    return Response.json(
      { productId, variants: variants.map((v) => ({ id: v.id, quantityAvailable: String(v.available) })) },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    return errorResponse(error, url.pathname);
  }
};

export const ALL = otherMethods({ GET });
