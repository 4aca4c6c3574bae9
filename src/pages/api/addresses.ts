/**
 * The signed-in shopper's saved delivery addresses (docs/product.md §9 "Saved addresses").
 *   GET  /api/addresses → { addresses: [{id, name, phone, emirate, area, address}] }
 *   POST /api/addresses { action: 'add', address } | { action: 'update', id, address } | { action: 'delete', id }
 *        → the addresses after the change.
 * An address follows the checkout's rules (a UAE phone, an emirate of the list, …). 401 signed out, 404 an
 * id that is not one of this shopper's addresses, 409 over the limit.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { expiringDeadSession, signedInCustomer } from '#src/http/account.ts';
import { errorResponse, handleJson, jsonError, otherMethods, requestLocale } from '#src/http/guard.ts';
import { deliveryAddressSchema } from '#src/commerce/checkout.ts';
import type { Engine } from '#src/commerce/engine.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { accountLimits } from '#src/config/accounts.ts';
import { addressMessages } from '#src/features/addresses/messages.ts';
import { fill } from '#src/i18n/messages.ts';

export const prerender = false;

const id = z.number().int().positive().max(2_147_483_647);
const changeBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), address: deliveryAddressSchema }),
  z.object({ action: z.literal('update'), id, address: deliveryAddressSchema }),
  z.object({ action: z.literal('delete'), id }),
]);

type Refusal = keyof (typeof addressMessages)['en']['refusals'];

function refused(request: Request, status: number, code: Refusal): Response {
  const text = addressMessages[requestLocale(request)].refusals[code];
  return jsonError(status, code, fill(text, { max: accountLimits.maxSavedAddresses }));
}

async function addressesOf(engine: Engine, customerId: string): Promise<Response> {
  return Response.json(
    { addresses: await engine.listAddresses(customerId) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const GET: APIRoute = async ({ request, url }) => {
  try {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, request);
    if (!signedIn) return expiringDeadSession({ request, url }, refused(request, 401, 'sign_in'));
    return await addressesOf(engine, signedIn.customer.id);
  } catch (error) {
    return errorResponse(error, url.pathname, requestLocale(request));
  }
};

export const POST: APIRoute = ({ request, url }) =>
  handleJson(request, url, changeBody, async (change) => {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, request);
    if (!signedIn) return expiringDeadSession({ request, url }, refused(request, 401, 'sign_in'));
    const customerId = signedIn.customer.id;
    if (change.action === 'delete') {
      if (!(await engine.deleteAddress(customerId, change.id))) return refused(request, 404, 'unknown_address');
    } else {
      const result = await engine.saveAddress(
        customerId,
        change.address,
        change.action === 'update' ? change.id : undefined,
      );
      if (result.outcome === 'unknown-address') return refused(request, 404, 'unknown_address');
      if (result.outcome === 'too-many') return refused(request, 409, 'too_many_addresses');
    }
    return addressesOf(engine, customerId);
  });

export const ALL = otherMethods({ GET, POST });
