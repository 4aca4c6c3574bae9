/** GET /api/products: every colour of the catalogue, newest first (SPEC section 7, "used when there is no tag"). */
import type { APIRoute } from 'astro';
import { productLists } from '../../catalogue/lists.ts';
import { productListResponse } from '../../features/catalogue-api/respond.ts';
import { otherMethods } from '../../api/guard.ts';

export const prerender = false;

export const GET: APIRoute = () => productListResponse(productLists().all, { fixed: true });

export const ALL = otherMethods({ GET });
