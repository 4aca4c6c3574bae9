/** GET /api/admin/codes: the discount codes with their uses, owners only (src/http/admin-codes.ts). */
import type { APIRoute } from 'astro';
import { otherMethods } from '#src/http/guard.ts';
import { listCodesCall } from '#src/http/admin-codes.ts';

export const prerender = false;

export const GET: APIRoute = (context) => listCodesCall(context);

export const ALL = otherMethods({ GET });
