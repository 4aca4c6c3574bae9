/** GET /api/constants: the age group, trend and product type maps (SPEC section 7). */
import type { APIRoute } from 'astro';
import { shopConstants } from '../../catalogue/constants.ts';

export const prerender = false;

export const GET: APIRoute = () => Response.json(shopConstants());
