/**
 * GET /api/admin/exports/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&lang=ar]: the orders of a range of shop days
 * for the accountant, with their VAT, streamed as CSV (owner only; docs/admin.md "Exports"). A day that is not
 * one, or a reversed or too long range, is refused with 400 and a JSON error.
 */
import type { APIRoute } from 'astro';
import { ordersCsvResponse } from '#src/features/admin-exports/exports.server.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const GET: APIRoute = ({ request, url }) => ordersCsvResponse(request, url);

export const ALL = otherMethods({ GET });
