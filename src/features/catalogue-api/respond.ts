/**
 * Answers of the catalogue API. Lists are built from the immutable catalogue,
 * so each answer's JSON is made once per process and reused: a listing of a
 * thousand colours costs a string copy, not a serialisation, per request.
 */
import type { ProductSummary } from '../../catalogue/types.ts';

export const LIST_CACHE_CONTROL = 'public, max-age=60';

const summaryJson = new WeakMap<ProductSummary, string>();

function jsonOf(product: ProductSummary): string {
  let json = summaryJson.get(product);
  if (json === undefined) summaryJson.set(product, (json = JSON.stringify(product)));
  return json;
}

export function productListBody(products: readonly ProductSummary[]): string {
  return `[${products.map(jsonOf).join(',')}]`;
}

export function productListResponse(products: readonly ProductSummary[], cacheControl = LIST_CACHE_CONTROL): Response {
  return new Response(productListBody(products), { headers: { 'Content-Type': 'application/json', 'Cache-Control': cacheControl } });
}
