/**
 * Account calls in the shop's words for the API tests: sign up, read the
 * session cookie an answer sets, call a route as the browser holding it.
 */
import { randomUUID } from 'node:crypto';
import type { APIContext, APIRoute } from 'astro';
import { shopDb } from './db.ts';
import { POST as createUser } from '#src/pages/api/user/create.ts';
import { call, ORIGIN, type CallOptions } from './call.ts';

/** Unique across files and runs: with PostgreSQL every API test file shares one database. */
export const freshEmail = (): string => `shopper-${randomUUID()}@example.com`;

export const JSON_FROM_SHOP = { 'content-type': 'application/json', origin: ORIGIN };

/** The Set-Cookie lines of an answer, by cookie name. */
export function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

export function sessionTokenSet(response: Response): string | null {
  const line = setCookies(response).session;
  return line ? /^session=([^;]*)/.exec(line)![1]! || null : null;
}

/** Calls a route as the shop's own page does, from the client address given (Astro's clientAddress). */
export function callFrom(
  route: APIRoute,
  path: string,
  clientAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(path, ORIGIN);
  const request = new Request(url, {
    method: 'POST',
    headers: { ...JSON_FROM_SHOP, ...headers },
    body: JSON.stringify(body),
  });
  return Promise.resolve(route({ request, url, params: {}, clientAddress } as unknown as APIContext));
}

/** Calls a route as a browser of the shop holding the session `token`. */
export function callSignedIn(
  route: APIRoute,
  path: string,
  token: string,
  options: CallOptions = {},
): Promise<Response> {
  return call(route, path, {
    ...options,
    headers: { ...JSON_FROM_SHOP, cookie: `session=${token}; signed_in=1`, ...options.headers },
  });
}

export interface Shopper {
  email: string;
  password: string;
  token: string;
}

/** A valid sign-up body for a new address, with `change` over it. */
export function signUpBody(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Sara',
    lastName: 'Haddad',
    email: freshEmail(),
    password: 'shoes2024',
    acceptsMarketing: true,
    ...change,
  };
}

export async function signedUpShopper(firstName = 'Sara', lastName = 'Haddad'): Promise<Shopper> {
  const email = freshEmail();
  const password = 'shoes2024';
  const response = await call(createUser, '/api/user/create/', {
    body: signUpBody({ firstName, lastName, email, password }),
  });
  const token = sessionTokenSet(response);
  if (response.status !== 200 || !token) throw new Error(`sign-up answered ${response.status}`);
  return { email, password, token };
}

/**
 * What the account tables hold for these addresses, to show that a refused call
 * stored nothing (scoped: other test files may write to the same database).
 */
export async function accountRowsFor(emails: string[]): Promise<Record<string, number>> {
  const db = await shopDb();
  const { rows } = await db.query<{ customers: number; sessions: number; resets: number; subscribers: number }>(
    `SELECT (SELECT count(*) FROM customers WHERE email = ANY($1::text[]))::int AS customers,
            (SELECT count(*) FROM sessions s JOIN customers c ON c.id = s.customer_id
             WHERE c.email = ANY($1::text[]))::int AS sessions,
            (SELECT count(*) FROM password_resets r JOIN customers c ON c.id = r.customer_id
             WHERE c.email = ANY($1::text[]))::int AS resets,
            (SELECT count(*) FROM newsletter_subscribers WHERE email = ANY($1::text[]))::int AS subscribers`,
    [emails],
  );
  return rows[0]!;
}
