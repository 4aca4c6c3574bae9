/**
 * Customers: registration, sign-in and the name change of the edit form.
 * Addresses are stored normalised (trimmed, lower-case); names trimmed.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { normaliseEmail, trimName } from '#src/commerce/accounts/rules.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import { countAttempt, forgiveAttempt, signInRules } from '../throttle.ts';
import { requestSubscriptionIn } from './newsletter.ts';
import type { Locale } from '#src/i18n/locales.ts';

export interface Customer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const CUSTOMER_COLUMNS = 'c.id, c.email, c.first_name AS "firstName", c.last_name AS "lastName"';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The sign-up form's marketing box, unticked unless the shopper ticks it (docs/product.md §10). */
  acceptsMarketing: boolean;
  /** The page's language and the shop's address, for the newsletter's confirmation mail of a ticked box. */
  locale?: Locale | undefined;
  siteUrl?: string | undefined;
}

/**
 * A new customer, or null when the address already has an account. The password
 * is hashed first either way, so a taken address answers in the same time. A ticked
 * marketing box also asks the address to confirm the newsletter (double opt-in, ./newsletter.ts).
 */
export async function registerCustomer(db: Queryable, registration: Registration): Promise<Customer | null> {
  const passwordHash = await hashPassword(registration.password);
  const { rows } = await db.query<Customer>(
    `INSERT INTO customers AS c (id, email, first_name, last_name, password_hash, accepts_marketing)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (email) DO NOTHING
     RETURNING ${CUSTOMER_COLUMNS}`,
    [
      randomUUID(),
      normaliseEmail(registration.email),
      trimName(registration.firstName),
      trimName(registration.lastName),
      passwordHash,
      registration.acceptsMarketing,
    ],
  );
  const customer = rows[0] ?? null;
  if (customer && registration.acceptsMarketing)
    await requestSubscriptionIn(db, {
      email: customer.email,
      locale: registration.locale,
      siteUrl: registration.siteUrl,
    });
  return customer;
}

export type SignInResult =
  | { outcome: 'signed-in'; customer: Customer }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Checks an address and password. Throttled attempts are refused before any
 * hashing; an unknown address is checked against a decoy hash so that it takes
 * as long as a wrong password.
 */
export async function signInCustomer(
  db: Queryable,
  input: { email: string; password: string; clientAddress: string },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const rules = signInRules(email, input.clientAddress);
  const verdict = await countAttempt(db, rules);
  if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  const { rows } = await db.query<Customer & { passwordHash: string }>(
    `SELECT ${CUSTOMER_COLUMNS}, c.password_hash AS "passwordHash" FROM customers c WHERE c.email = $1`,
    [email],
  );
  const found = rows[0];
  const matches = await verifyPassword(input.password, found?.passwordHash ?? (await decoyHash()));
  if (!found || !matches) return { outcome: 'wrong' };
  await forgiveAttempt(db, rules);
  const { passwordHash: _, ...customer } = found;
  return { outcome: 'signed-in', customer };
}

/** Changes the names given (trimmed); an absent or empty one is kept. */
export async function renameCustomer(
  db: Queryable,
  id: string,
  names: { firstName?: string | undefined; lastName?: string | undefined },
): Promise<Customer | null> {
  const first = names.firstName ? trimName(names.firstName) : null;
  const last = names.lastName ? trimName(names.lastName) : null;
  const { rows } = await db.query<Customer>(
    `UPDATE customers AS c
     SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), updated_at = now()
     WHERE id = $1 RETURNING ${CUSTOMER_COLUMNS}`,
    [id, first, last],
  );
  return rows[0] ?? null;
}

export async function setPassword(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

export function displayName(customer: Customer): string {
  return `${customer.firstName} ${customer.lastName}`;
}
