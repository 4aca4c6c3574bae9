/**
 * POST /api/back-in-stock/unsubscribe {token} → 200 {unsubscribed: true}: the link of a back-in-stock
 * e-mail ends every alert its address still waits for, without signing in. The answer is the same for
 * an unknown or used token, so opening the link twice is fine.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { handleJson, otherMethods } from '#src/http/guard.ts';
import { getCommerce } from '#src/commerce/runtime.ts';

export const prerender = false;

const body = z.object({ token: z.string().min(1).max(128) });

export const POST: APIRoute = ({ request, url }) =>
  handleJson(request, url, body, async ({ token }) => {
    await (await getCommerce()).engine.unsubscribeFromBackInStock(token);
    return Response.json({ unsubscribed: true }, { headers: { 'Cache-Control': 'no-store' } });
  });

export const ALL = otherMethods({ POST });
