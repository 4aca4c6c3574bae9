/**
 * POST /api/user/create/ {firstName, lastName, email, password, acceptsMarketing}
 * → the User, signed in by cookie. A taken address answers 400 'register fail'
 * and nothing more (docs/product.md §8: the shopper sees 'Signup error'). Sign-ups from one client address
 * are limited (429 with Retry-After, src/config/accounts.ts requestLimits).
 */
import { signUpBody } from '#src/features/account/schemas.server.ts';
import { signInRoute } from '#src/http/account.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const POST = signInRoute(
  signUpBody,
  'register_fail',
  'register_fail',
  (engine, body) => engine.registerCustomer(body),
  'signUp',
);

export const ALL = otherMethods({ POST });
