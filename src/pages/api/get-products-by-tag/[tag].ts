/**
 * GET /api/get-products-by-tag/{tag}: the colours carrying a tag, newest first.
 * A tag of docs/product.md §3 that no product carries answers []; any other tag 404.
 */
import type { APIRoute } from 'astro';
import { jsonError, otherMethods } from '#src/api/guard.ts';
import { productLists } from '#src/catalogue/lists.ts';
import { catalogueListResponse } from '#src/api/catalogue.ts';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const products = productLists().byTag(params.tag ?? '');
  return products ? catalogueListResponse(products) : jsonError(404, 'unknown_tag', 'No products found. Unknown tag.');
};

export const ALL = otherMethods({ GET });
