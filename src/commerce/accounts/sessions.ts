/**
 * Sessions: a random token in the shopper's HttpOnly cookie, its hash in the
 * database, valid for accountSecurity.sessionDays. Signing out deletes the row,
 * so a copied cookie dies with it.
 */
import type { Queryable } from '../db/index.ts';
import { accountSecurity } from '#src/config/accounts.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';
import { CUSTOMER_COLUMNS, type Customer } from './customers.ts';

export async function startSession(db: Queryable, customerId: string): Promise<string> {
  const token = newToken();
  // Expired sessions of this customer go when a new one starts, so the table does not only grow.
  await db.query('DELETE FROM sessions WHERE customer_id = $1 AND expires_at <= now()', [customerId]);
  await db.query(
    `INSERT INTO sessions (token_hash, customer_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hashToken(token), customerId, accountSecurity.sessionDays],
  );
  return token;
}

export async function customerOfSession(db: Queryable, token: string): Promise<Customer | null> {
  if (!looksLikeToken(token)) return null;
  const { rows } = await db.query<Customer>(
    `SELECT ${CUSTOMER_COLUMNS} FROM sessions s JOIN customers c ON c.id = s.customer_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  if (looksLikeToken(token)) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** After a password change: every session of the customer ends, except the one given (the shopper's own). */
export async function endOtherSessions(db: Queryable, customerId: string, keepToken?: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE customer_id = $1 AND token_hash <> $2', [
    customerId,
    keepToken ? hashToken(keepToken) : '',
  ]);
}
