/**
 * GET /api/admin/orders/newer?than=N: the orders placed after order N, newest first, worded in the request's
 * language, for the back office's list (new-orders.client.ts). Staff only: 401 without a staff session.
 */
import type { APIRoute } from 'astro';
import { newerOrdersAnswer } from '#src/features/admin-orders/admin-orders.server.ts';
import { errorResponse, otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const GET: APIRoute = async ({ request, url }) => {
  try {
    return await newerOrdersAnswer(request, url);
  } catch (error) {
    return errorResponse(error, url.pathname);
  }
};

export const ALL = otherMethods({ GET });
