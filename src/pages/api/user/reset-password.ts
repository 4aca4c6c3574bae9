/**
 * POST /api/user/reset-password {token, password} → the User, signed in by
 * cookie, after setting the new password with the e-mailed token. Every other
 * session of the customer ends. A used, expired or unknown token answers 400
 * 'reset fail', before the new password is hashed. Calls from one client address are limited (429 with
 * Retry-After, src/config/accounts.ts requestLimits).
 */
import { resetCompleteBody } from '#src/features/account/schemas.server.ts';
import { signInRoute } from '#src/http/account.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const POST = signInRoute(
  resetCompleteBody,
  'reset_fail',
  'reset_link_invalid',
  (engine, body) => engine.completePasswordReset(body),
  'passwordResetComplete',
);

export const ALL = otherMethods({ POST });
