/**
 * POST /api/send-reset-password-email {email} → 202 {accepted: true}, the same
 * answer for every well-formed address. The lookup and the mail happen after
 * the answer is sent, so neither the answer nor its time tells whether the
 * address has an account. A malformed address answers 400 (code invalid_body); requests from one client
 * address are limited (429 with Retry-After). The mail is written in the
 * language the request asks for (Accept-Language: the page's); its link opens that language's
 * new-password page.
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { resetRequestBody } from '#src/features/account/schemas.server.ts';
import { handleAccountCall } from '#src/http/account.ts';
import { limitRequest, otherMethods, requestLocale } from '#src/http/guard.ts';
import { envVar } from '#src/config/env.ts';
import { log } from '#src/config/log.server.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, resetRequestBody, 'resend_fail', async (body) => {
    await limitRequest((await getCommerce()).engine, 'passwordReset', context);
    const locale = requestLocale(context.request);
    const siteUrl = envVar('SITE_URL') || context.site?.href || context.url.origin;
    void getCommerce()
      .then(async (commerce) => {
        if (await commerce.engine.requestPasswordReset({ email: body.email, siteUrl, locale })) commerce.deliverMail();
      })
      .catch((error: Error) => log().error(`[accounts] reset request failed: ${error.message}`));
    return Response.json({ accepted: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
  });

export const ALL = otherMethods({ POST });
