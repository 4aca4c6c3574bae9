/** POST /api/admin/stock: a size's stock changed from the back office's grid (src/http/admin-stock.ts). */
import type { APIRoute } from 'astro';
import { otherMethods } from '#src/http/guard.ts';
import { changeStockCall } from '#src/http/admin-stock.ts';

export const prerender = false;

export const POST: APIRoute = (context) => changeStockCall(context);

export const ALL = otherMethods({ POST });
