/**
 * POST /api/email-subscribe/ {email} → 200 {subscribed: true}, for a new
 * address and for one already on the list alike (stored once). A malformed
 * address answers 400 'Email address is invalid' (in Arabic when the request asks for it).
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { subscribeBody } from '#src/features/account/schemas.server.ts';
import { handleAccountCall } from '#src/api/account.ts';
import { otherMethods } from '#src/api/guard.ts';

export const prerender = false;

export const POST: APIRoute = ({ request, url }) =>
  handleAccountCall({ request, url }, subscribeBody, 'newsletter_invalid', async (body) => {
    await (await getCommerce()).engine.subscribeToNewsletter(body.email);
    return Response.json({ subscribed: true }, { headers: { 'Cache-Control': 'no-store' } });
  });

export const ALL = otherMethods({ POST });
