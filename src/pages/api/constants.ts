/** GET /api/constants: the age group, trend and product type maps (docs/product.md §7). */
import type { APIRoute } from 'astro';
import { shopConstants } from '#src/catalogue/constants.ts';
import { otherMethods } from '#src/api/guard.ts';

export const prerender = false;

export const GET: APIRoute = () => Response.json(shopConstants());

export const ALL = otherMethods({ GET });
