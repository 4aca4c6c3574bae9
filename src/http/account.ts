/**
 * What every account route shares: who is signed in (cookie or body token),
 * the User answer with its orders, and the session cookies on that answer.
 */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import {
  ApiError,
  errorResponse,
  limitRequest,
  parseJsonBody,
  refuseForeignRequest,
  requestLocale,
} from '#src/http/guard.ts';
import type { LimitedRequest } from '#src/config/accounts.ts';
import { apiMessages, type AccountFailureKey } from '#src/http/messages.ts';
import type { Engine } from '#src/commerce/engine.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { displayName, type Customer } from '#src/commerce/accounts/customers.ts';
import {
  expireSessionCookies,
  isSecureRequest,
  readSessionToken,
  sessionCookieSent,
  setSessionCookies,
} from './session-cookie.ts';
import type { User } from './user.ts';

/**
 * The orders listed are those placed while signed in to this account, not those
 * that merely carry its e-mail address: an address is not verified at sign-up,
 * so matching by it would show a stranger's guest orders (and their delivery
 * address) to whoever registers that address first.
 */
export async function userOf(engine: Engine, customer: Customer): Promise<User> {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    displayName: displayName(customer),
    orders: await engine.ordersOfCustomer({ id: customer.id }),
  };
}

/** The session token of the call: the body's when it sends one (docs/product.md §7), else the cookie's. */
export function sessionTokenOf(request: Request, bodyToken?: string): string | null {
  return bodyToken || readSessionToken(request);
}

export async function signedInCustomer(
  engine: Engine,
  request: Request,
  bodyToken?: string,
): Promise<{ customer: Customer; token: string } | null> {
  const token = sessionTokenOf(request, bodyToken);
  if (!token) return null;
  const customer = await engine.customerOfSession(token);
  return customer ? { customer, token } : null;
}

/**
 * docs/product.md §4: an answer to a browser whose session cookie signs nobody in (unknown, ended, or not
 * even a token) expires the cookies, so it stops sending them. `answer` is a route's answer without a session
 * (or an on-demand page's Astro.response).
 */
export function expiringDeadSession<A extends { headers: Headers }>(
  context: Pick<APIContext, 'request' | 'url'>,
  answer: A,
): A {
  if (sessionCookieSent(context.request))
    expireSessionCookies(answer.headers, isSecureRequest(context.request, context.url));
  return answer;
}

/** The User as JSON; with `session`, the cookies that sign this browser in. */
export function userResponse(context: Pick<APIContext, 'request' | 'url'>, user: User, session?: string): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (session) setSessionCookies(headers, session, isSecureRequest(context.request, context.url));
  return Response.json(user, { headers });
}

/**
 * Signs the customer in on this browser (sign-up, e-mail sign-in, password reset): a new session and
 * the User with its cookies.
 */
export async function signInResponse(
  context: Pick<APIContext, 'request' | 'url'>,
  engine: Engine,
  customer: Customer,
): Promise<Response> {
  const session = await engine.startSession(customer.id);
  return userResponse(context, await userOf(engine, customer), session);
}

/** docs/product.md §8's failure string of an account call ('login fail', …) in the request's language. */
export function failureText(request: Request, failure: AccountFailureKey): string {
  return apiMessages[requestLocale(request)].accounts[failure];
}

/**
 * A JSON failure in the shape of src/http/guard.ts, its `error` the route's failure string in the
 * request's language; `expireSession` also drops the cookies (docs/product.md §8, token sign-in).
 */
export function accountFailure(
  context: Pick<APIContext, 'request' | 'url'>,
  status: number,
  code: string,
  failure: AccountFailureKey,
  options: { expireSession?: boolean; retryAfterSeconds?: number } = {},
): Response {
  const error = failureText(context.request, failure);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (options.expireSession) expireSessionCookies(headers, isSecureRequest(context.request, context.url));
  if (options.retryAfterSeconds) headers.set('Retry-After', String(options.retryAfterSeconds));
  return Response.json({ error, code }, { status, headers });
}

/**
 * The shared guard (JSON only, own origin, size, zod) around an account call,
 * with docs/product.md §8's string as the `error` of every refusal ('login fail',
 * 'register fail', …, in the request's language); `code` and `issues` still say what was wrong.
 */
export async function handleAccountCall<S extends z.ZodType>(
  context: Pick<APIContext, 'request' | 'url'> & Partial<Pick<APIContext, 'clientAddress'>>,
  schema: S,
  failure: AccountFailureKey,
  handle: (body: z.infer<S>) => Promise<Response>,
): Promise<Response> {
  try {
    const refused = refuseForeignRequest(context.request, context.url);
    if (refused) throw refused;
    return await handle(await parseJsonBody(context.request, schema));
  } catch (error) {
    const answer = error instanceof ApiError ? error.withText(failureText(context.request, failure)) : error;
    return errorResponse(answer, context.url.pathname, requestLocale(context.request));
  }
}

/**
 * The route of a call that ends signed in (sign-up, password reset): `customerOf`
 * answers the customer to sign in, or null for a 400 refusal with `code` and the
 * route's docs/product.md §8 string. A call that creates an account or sets a password counts against its
 * `limit`.
 */
export function signInRoute<S extends z.ZodType>(
  schema: S,
  failure: AccountFailureKey,
  code: string,
  customerOf: (engine: Engine, body: z.infer<S>) => Promise<Customer | null>,
  limit?: LimitedRequest,
): APIRoute {
  return (context) =>
    handleAccountCall(context, schema, failure, async (body) => {
      const { engine } = await getCommerce();
      if (limit) await limitRequest(engine, limit, context);
      const customer = await customerOf(engine, body);
      if (!customer) return accountFailure(context, 400, code, failure);
      return signInResponse(context, engine, customer);
    });
}
