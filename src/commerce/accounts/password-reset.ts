/**
 * Password reset: a link with a random token is e-mailed (the outbox; SMTP when
 * configured); the token's hash is kept for accountSecurity.resetTokenMinutes
 * and works once. Setting the new password ends every session of the customer.
 *
 * The mail is written in the language of the page that asked (`locale`), and its link opens that
 * language's new-password page.
 *
 * The request's answer never depends on the address: the route answers first
 * and this work runs after (see requestPasswordReset), so an unknown address
 * cannot be told from a known one by the answer or by its time.
 */
import type { Db } from '../db/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { accountSecurity } from '#src/config/accounts.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { normaliseEmail } from '#src/commerce/accounts/rules.ts';
import { CUSTOMER_COLUMNS, setPassword, type Customer } from './customers.ts';
import { hashPassword } from './password.ts';
import { endOtherSessions } from './sessions.ts';
import { countAttempt, throttleWindowSeconds } from '../throttle.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';
import { resetLink, resetMail } from './reset-mail.ts';

export { resetLink };

/**
 * Writes a reset mail for the address if it has an account. Resolves true when
 * a mail was queued. Mails to one address are limited per throttle window, so
 * the form cannot be used to flood someone's inbox.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; siteUrl: string; locale?: Locale | undefined },
): Promise<boolean> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const verdict = await countAttempt(
      tx,
      [{ key: `reset:${email}`, limit: accountSecurity.maxResetMailsPerAccount }],
      throttleWindowSeconds(),
    );
    if (!verdict.allowed) return false;
    const { rows } = await tx.query<Customer>(`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.email = $1`, [
      email,
    ]);
    const customer = rows[0];
    if (!customer) return false;
    const token = newToken();
    await tx.query(
      'DELETE FROM password_resets WHERE customer_id = $1 AND (used_at IS NOT NULL OR expires_at <= now())',
      [customer.id],
    );
    await tx.query(
      `INSERT INTO password_resets (token_hash, customer_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [hashToken(token), customer.id, accountSecurity.resetTokenMinutes],
    );
    const locale = input.locale ?? 'en';
    const mail = resetMail(locale, customer.firstName, resetLink(input.siteUrl, token, locale));
    await enqueueMail(tx, { kind: 'password-reset', to: customer.email, ...mail });
    return true;
  });
}

/**
 * Sets a new password with a reset token: null when the token is unknown, used
 * or expired. The token and every other open link of the customer are spent,
 * and every session ends (whoever knew the old password is out).
 *
 * The token is looked up before the password is hashed: a made-up token costs one indexed read, not a
 * scrypt, so a flood of them cannot fill the hash queue that sign-ins wait in. The lookup only spares
 * work; the spending stays conditional in the transaction, so of two calls with one live token (both
 * past the lookup) only one sets its password.
 */
export async function completePasswordReset(
  db: Db,
  input: { token: string; password: string },
): Promise<Customer | null> {
  if (!looksLikeToken(input.token)) return null;
  const tokenHash = hashToken(input.token);
  const live = await db.query(
    'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [tokenHash],
  );
  if (live.rows.length === 0) return null;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ customer_id: string }>(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING customer_id`,
      [tokenHash],
    );
    const customerId = rows[0]?.customer_id;
    if (!customerId) return null;
    await setPassword(tx, customerId, passwordHash);
    await tx.query('UPDATE password_resets SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [
      customerId,
    ]);
    await endOtherSessions(tx, customerId);
    const customer = await tx.query<Customer>(`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.id = $1`, [
      customerId,
    ]);
    return customer.rows[0] ?? null;
  });
}
