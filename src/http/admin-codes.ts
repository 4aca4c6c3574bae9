/**
 * GET /api/admin/codes: the discount codes with their uses, for owners only (staffForCall: 401 without a
 * staff session, a shopper's included; 403 for a member of staff who is not an owner).
 * 200 {codes: [{code, kind, value, minSubtotalFils, startsAt, endsAt, usageLimit, usedCount, disabledAt}]}.
 */
import type { APIContext } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { staffForCall } from './staff-session.ts';

export async function listCodesCall({ request }: Pick<APIContext, 'request'>): Promise<Response> {
  const { engine } = await getCommerce();
  const owner = await staffForCall(request, engine, 'owner');
  if (owner instanceof Response) return owner;
  const codes = await engine.codesWithUses();
  return Response.json({ codes }, { headers: { 'Cache-Control': 'no-store' } });
}
