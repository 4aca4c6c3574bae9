/**
 * The accounts engine on the real database (PGlite in memory, and PostgreSQL
 * when DATABASE_URL names one): customers, sessions, the sign-in throttle,
 * password reset and the newsletter list.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '#src/commerce/db/index.ts';
import { registerCustomer, renameCustomer, signInCustomer } from '#src/commerce/accounts/customers.ts';
import { customerOfSession, endSession, startSession } from '#src/commerce/accounts/sessions.ts';
import { countAttempt } from '#src/commerce/throttle.ts';
import { completePasswordReset, requestPasswordReset } from '#src/commerce/accounts/password-reset.ts';
import { subscribeToNewsletter } from '#src/commerce/accounts/newsletter.ts';
import { hashParams, hashPassword, verifyPassword } from '#src/commerce/accounts/password.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { databasesUnderTest } from './support/databases.ts';

const SITE = 'https://shop.test';
// Unique across files and runs: with PostgreSQL every API test file shares one database.
const freshEmail = () => `shopper-${randomUUID()}@example.com`;
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

function tokenOf(mailText: string): string {
  const link = /https:\/\/shop\.test\/reset\/password#token=([A-Za-z0-9_-]+)/.exec(mailText);
  if (!link) throw new Error(`no reset link in: ${mailText}`);
  return link[1]!;
}

describe('password hashing', () => {
  it('hashes at the OWASP parameters outside tests, whatever the environment asks', () => {
    expect(hashParams({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(hashParams({ NODE_ENV: 'production', PASSWORD_HASH_TEST_N: '2' })).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it('stores scrypt salted, with its parameters, and verifies only the right password', async () => {
    vi.stubEnv('PASSWORD_HASH_TEST_N', '');
    const hash = await hashPassword('shoes2024');
    vi.unstubAllEnvs();
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('shoes2024')).not.toBe(hash);
    expect(await verifyPassword('shoes2024', hash)).toBe(true);
    expect(await verifyPassword('shoes2025', hash)).toBe(false);
    expect(await verifyPassword('shoes2024', 'not-a-hash')).toBe(false);
  });
});

describe.each(databasesUnderTest())('accounts on $name', ({ url }) => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await db?.close();
  });

  const register = (email = freshEmail(), password = 'shoes2024') =>
    registerCustomer(db, {
      firstName: '  Sara ',
      lastName: 'Al  Mansoori',
      email: ` ${email.toUpperCase()} `,
      password,
      acceptsMarketing: false,
    });

  it('registers a customer with a normalised address and trimmed names, and never stores the password', async () => {
    const email = freshEmail();
    const customer = await register(email);
    expect(customer).toMatchObject({ email, firstName: 'Sara', lastName: 'Al Mansoori' });
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE email = $1', [
      email,
    ]);
    expect(rows[0]!.password_hash).not.toContain('shoes2024');
  });

  it('refuses a second account for the same address, however it is typed', async () => {
    const email = freshEmail();
    await register(email);
    expect(await register(email.toUpperCase())).toBeNull();
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE email = $1', [
      email,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('signs in with the right password only, and says the same for an unknown address', async () => {
    const email = freshEmail();
    await register(email);
    const clientAddress = freshAddress();
    expect(
      await signInCustomer(db, { email: ` ${email.toUpperCase()}`, password: 'shoes2024', clientAddress }),
    ).toMatchObject({ outcome: 'signed-in' });
    expect(await signInCustomer(db, { email, password: 'shoes2025', clientAddress })).toEqual({ outcome: 'wrong' });
    expect(await signInCustomer(db, { email: freshEmail(), password: 'shoes2024', clientAddress })).toEqual({
      outcome: 'wrong',
    });
  });

  it('keeps a session for 30 days and forgets it when it ends or expires', async () => {
    const customer = (await register())!;
    const token = await startSession(db, customer.id);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await customerOfSession(db, token))?.id).toBe(customer.id);
    const { rows } = await db.query<{ days: number; token_hash: string }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days, token_hash
       FROM sessions WHERE customer_id = $1`,
      [customer.id],
    );
    expect(rows[0]!.days).toBe(30);
    expect(rows[0]!.token_hash).not.toBe(token);

    await endSession(db, token);
    expect(await customerOfSession(db, token)).toBeNull();

    const old = await startSession(db, customer.id);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE customer_id = $1`, [
      customer.id,
    ]);
    expect(await customerOfSession(db, old)).toBeNull();
    expect(await customerOfSession(db, 'not a token')).toBeNull();
  });

  it('changes names trimmed and keeps the one left empty', async () => {
    const customer = (await register())!;
    expect(await renameCustomer(db, customer.id, { firstName: '  Layla ', lastName: '' })).toMatchObject({
      firstName: 'Layla',
      lastName: 'Al Mansoori',
    });
  });

  describe('the sign-in throttle', () => {
    it('refuses attempts over the limit in the window, from every process alike, and counts again after', async () => {
      const rules = [{ key: `account:test-${freshEmail()}`, limit: 3 }];
      const verdicts = await Promise.all(Array.from({ length: 5 }, () => countAttempt(db, rules, 1)));
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
      expect(verdicts.find((v) => !v.allowed)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      await db.query(`UPDATE sign_in_throttle SET window_started_at = now() - interval '2 seconds' WHERE key = $1`, [
        rules[0]!.key,
      ]);
      expect(await countAttempt(db, rules, 1)).toEqual({ allowed: true });
    });

    it('holds wrong passwords to the per-account limit without checking them', async () => {
      const email = freshEmail();
      await register(email);
      const outcomes = [];
      for (let i = 0; i < 12; i++)
        outcomes.push(
          (await signInCustomer(db, { email, password: `wrong${i}pass`, clientAddress: freshAddress() })).outcome,
        );
      expect(outcomes.slice(0, 10).every((o) => o === 'wrong')).toBe(true);
      expect(outcomes.slice(10)).toEqual(['throttled', 'throttled']);
      expect(await signInCustomer(db, { email, password: 'shoes2024', clientAddress: freshAddress() })).toMatchObject({
        outcome: 'throttled',
      });
    });
  });

  describe('password reset', () => {
    it('mails a one-hour, single-use link for a known address and nothing for an unknown one', async () => {
      const email = freshEmail();
      const customer = (await register(email))!;
      expect(await requestPasswordReset(db, { email: email.toUpperCase(), siteUrl: SITE })).toBe(true);
      expect(await requestPasswordReset(db, { email: freshEmail(), siteUrl: SITE })).toBe(false);

      const [mail] = await readOutbox(db, { to: email });
      expect(mail).toMatchObject({
        kind: 'password-reset',
        to: email,
        subject: 'Set a new password for your Lucky Shoes account',
      });
      const token = tokenOf(mail!.text);
      const { rows } = await db.query<{ minutes: number; token_hash: string }>(
        `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes, token_hash
         FROM password_resets WHERE customer_id = $1`,
        [customer.id],
      );
      expect(rows).toEqual([{ minutes: 60, token_hash: expect.not.stringContaining(token) }]);
    });

    it('sets the new password once, spends the link and ends every session', async () => {
      const email = freshEmail();
      const customer = (await register(email))!;
      const stolen = await startSession(db, customer.id);
      await requestPasswordReset(db, { email, siteUrl: SITE });
      const token = tokenOf((await readOutbox(db, { to: email }))[0]!.text);

      expect(await completePasswordReset(db, { token, password: 'newshoes1' })).toMatchObject({ id: customer.id });
      expect(await customerOfSession(db, stolen)).toBeNull();
      expect(await signInCustomer(db, { email, password: 'newshoes1', clientAddress: freshAddress() })).toMatchObject({
        outcome: 'signed-in',
      });
      expect(await signInCustomer(db, { email, password: 'shoes2024', clientAddress: freshAddress() })).toEqual({
        outcome: 'wrong',
      });

      expect(await completePasswordReset(db, { token, password: 'again2024' })).toBeNull();
    });

    it('refuses an expired link', async () => {
      const email = freshEmail();
      const customer = (await register(email))!;
      await requestPasswordReset(db, { email, siteUrl: SITE });
      const token = tokenOf((await readOutbox(db, { to: email }))[0]!.text);
      await db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE customer_id = $1`, [
        customer.id,
      ]);
      expect(await completePasswordReset(db, { token, password: 'newshoes1' })).toBeNull();
    });

    it('sends at most five mails to one address per window', async () => {
      const email = freshEmail();
      await register(email);
      const sent = [];
      for (let i = 0; i < 7; i++) sent.push(await requestPasswordReset(db, { email, siteUrl: SITE }));
      expect(sent).toEqual([true, true, true, true, true, false, false]);
      expect(await readOutbox(db, { to: email })).toHaveLength(5);
    });
  });

  it('keeps a newsletter address once, however often it is submitted', async () => {
    const email = freshEmail();
    expect(await subscribeToNewsletter(db, { email })).toBe('pending');
    expect(await subscribeToNewsletter(db, { email: ` ${email.toUpperCase()} ` })).toBe('pending');
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1',
      [email],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
