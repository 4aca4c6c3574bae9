/**
 * POST /api/email-subscribe/ {email} → 200 {subscribed: false, pending: true}, for a new address, one waiting
 * for its confirmation and one already confirmed alike (stored once; the answer tells nobody which). A new or
 * waiting address is sent the confirmation mail (double opt-in), in the request's language; it counts as
 * subscribed only once its link is opened (/newsletter/confirm). A malformed address answers 400 'Email address
 * is invalid' (in Arabic when the request asks for it). Subscriptions from one client address are limited (429
 * with Retry-After), and confirmation mails to one address per window.
 */
import type { APIRoute } from 'astro';
import { envVar } from '#src/config/env.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { subscribeBody } from '#src/features/account/schemas.server.ts';
import { handleAccountCall } from '#src/http/account.ts';
import { limitRequest, otherMethods, requestLocale } from '#src/http/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, subscribeBody, 'newsletter_invalid', async (body) => {
    const { engine, deliverMail } = await getCommerce();
    await limitRequest(engine, 'newsletter', context);
    const siteUrl = envVar('SITE_URL') || context.site?.href || context.url.origin;
    const outcome = await engine.subscribeToNewsletter({
      email: body.email,
      locale: requestLocale(context.request),
      siteUrl,
    });
    if (outcome === 'pending') deliverMail();
    return Response.json({ subscribed: false, pending: true }, { headers: { 'Cache-Control': 'no-store' } });
  });

export const ALL = otherMethods({ POST });
