/**
 * POST /api/user/create/ {firstName, lastName, email, password, acceptsMarketing}
 * → the User, signed in by cookie. A taken address answers 400 'register fail'
 * and nothing more (docs/product.md §8: the shopper sees 'Signup error'). Sign-ups from one client address
 * are limited (429 with Retry-After, src/config/accounts.ts requestLimits). acceptsMarketing is the form's box,
 * false when absent; true also sends the newsletter's confirmation mail, in the request's language.
 */
import type { APIRoute } from 'astro';
import { envVar } from '#src/config/env.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { signUpBody } from '#src/features/account/schemas.server.ts';
import { signInRoute } from '#src/http/account.ts';
import { otherMethods, requestLocale } from '#src/http/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  signInRoute(
    signUpBody,
    'register_fail',
    'register_fail',
    async (engine, body) => {
      const siteUrl = envVar('SITE_URL') || context.site?.href || context.url.origin;
      const customer = await engine.registerCustomer({ ...body, locale: requestLocale(context.request), siteUrl });
      if (customer && body.acceptsMarketing) (await getCommerce()).deliverMail();
      return customer;
    },
    'signUp',
  )(context);

export const ALL = otherMethods({ POST });
