/** GET /api/products: every colour of the catalogue, newest first (docs/product.md §7, "used when there is no tag"). */
import type { APIRoute } from 'astro';
import { productLists } from '#src/catalogue/lists.ts';
import { catalogueListResponse } from '#src/api/catalogue.ts';
import { otherMethods } from '#src/api/guard.ts';

export const prerender = false;

export const GET: APIRoute = () => catalogueListResponse(productLists().all);

export const ALL = otherMethods({ GET });
