/**
 * POST /api/email-subscribe/ {email} → 200 {subscribed: true}, for a new
 * address and for one already on the list alike (stored once). A malformed
 * address answers 400 'Email address is invalid' (in Arabic when the request asks for it). Subscriptions from
 * one client address are limited (429 with Retry-After).
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { subscribeBody } from '#src/features/account/schemas.server.ts';
import { handleAccountCall } from '#src/http/account.ts';
import { limitRequest, otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, subscribeBody, 'newsletter_invalid', async (body) => {
    const { engine } = await getCommerce();
    await limitRequest(engine, 'newsletter', context);
    await engine.subscribeToNewsletter(body.email);
    return Response.json({ subscribed: true }, { headers: { 'Cache-Control': 'no-store' } });
  });

export const ALL = otherMethods({ POST });
