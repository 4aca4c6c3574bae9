/**
 * POST /api/admin/stock {variantId, expected, next}: the stock grid's change from the browser
 * (src/features/admin-stock/stock-cells.client.ts). Staff only (staffForCall: 401 without a staff session,
 * a shopper's included), the shop's own origin and JSON only (handleJson). The size is set to `next` only
 * if it still is `expected`, the figure the page showed:
 *   200 {variantId, available}: saved and audited;
 *   409 {code: 'stale_figure', available}: the size changed meanwhile (a sale, another member of staff);
 *       nothing was written, `available` is the figure now;
 *   404 unknown_variant: no size of that id is sold; 400 invalid_body: a figure that is not 0 to 9999.
 * The grid words each outcome itself, in the page's language; `error` is the English text.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import { getCommerce } from '#src/commerce/runtime.ts';
import { MOST_PAIRS } from '#src/commerce/staff/admin-stock.ts';
import { handleJson, jsonError } from './guard.ts';
import { staffForCall } from './staff-session.ts';

const figure = z.number().int().min(0).max(MOST_PAIRS);
export const stockChangeBody = z.object({
  variantId: z.string().min(1).max(100),
  expected: figure,
  next: figure,
});

export async function changeStockCall({ request, url }: Pick<APIContext, 'request' | 'url'>): Promise<Response> {
  const commerce = await getCommerce();
  const staff = await staffForCall(request, commerce.engine, 'staff');
  if (staff instanceof Response) return staff;
  return handleJson(request, url, stockChangeBody, async ({ variantId, expected, next }) => {
    const change = await commerce.engine.changeStock({ id: staff.id, email: staff.email }, variantId, expected, next);
    if (change.outcome === 'saved') {
      if (change.alerts > 0) commerce.deliverMail();
      const body = { variantId, available: change.available };
      return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
    }
    if (change.code === 'stale_figure') {
      const body = {
        error: 'The size changed since the page loaded; nothing was saved.',
        code: change.code,
        variantId,
        available: change.available,
      };
      return Response.json(body, { status: 409, headers: { 'Cache-Control': 'no-store' } });
    }
    if (change.code === 'unknown_variant') return jsonError(404, change.code, 'No size of that id is sold.');
    return jsonError(400, change.code, `A figure is a whole number from 0 to ${MOST_PAIRS}.`);
  });
}
