/**
 * One address, one spelling (docs/product.md §5): an address typed composed or decomposed, or in
 * full-width letters, is the same account; one holding a character nobody can see is refused; and the rows
 * stored before the rule are put in that spelling at start, except where that would merge two of them.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { emailClashes, reportEmailClashes } from '#src/commerce/accounts/email-clashes.ts';
import { migrate, readMigrations } from '#src/commerce/db/migrate.ts';
import { openMemoryPglite } from '#src/commerce/db/pglite.ts';
import { POST as createUser } from '#src/pages/api/user/create.ts';
import { POST as emailSignIn } from '#src/pages/api/user/email-sign-in.ts';
import { POST as subscribe } from '#src/pages/api/email-subscribe.ts';
import { signUpBody } from './support/accounts.ts';
import { call, callJson } from './support/call.ts';

/** A fresh local part with an accented letter, composed (NFC) and decomposed (NFD). */
function accentedAddress(): { composed: string; decomposed: string } {
  const local = `ren\u00e9-${randomUUID()}`;
  return { composed: `${local}@example.com`, decomposed: `${local.normalize('NFD')}@example.com` };
}

describe('an address typed composed or decomposed', () => {
  it('signs in to the one account, and cannot make a second', async () => {
    const { composed, decomposed } = accentedAddress();
    expect(decomposed).not.toBe(composed);
    const shopper = signUpBody({ email: composed });
    expect((await call(createUser, '/api/user/create/', { body: shopper })).status).toBe(200);

    const signIn = await callJson<{ email: string }>(emailSignIn, '/api/user/email-sign-in', {
      body: { email: decomposed, password: shopper.password },
    });
    expect(signIn).toMatchObject({ status: 200, body: { email: composed } });
    const again = await callJson(createUser, '/api/user/create/', { body: signUpBody({ email: decomposed }) });
    expect(again).toEqual({ status: 400, body: { error: 'register fail', code: 'register_fail' } });
  });

  it('in full-width letters signs in to the account of the plain address', async () => {
    const local = `sara${randomUUID().slice(0, 8)}`;
    const shopper = signUpBody({ email: `${local}@example.com` });
    expect((await call(createUser, '/api/user/create/', { body: shopper })).status).toBe(200);
    const fullWidth = `${local}@example.com`.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const signIn = await call(emailSignIn, '/api/user/email-sign-in', {
      body: { email: fullWidth, password: shopper.password },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('an address holding a character nobody can see', () => {
  it('is refused with a 400 that says so, in English and in Arabic, and makes no account', async () => {
    const email = `sara\u200b${randomUUID()}@example.com`;
    const english = await callJson(createUser, '/api/user/create/', { body: signUpBody({ email }) });
    expect(english).toEqual({
      status: 400,
      body: {
        error: 'register fail',
        code: 'invalid_body',
        issues: [{ path: 'email', message: 'Email address contains a hidden character. Please type it again.' }],
      },
    });
    const arabic = await callJson<{ issues: unknown }>(createUser, '/api/user/create/', {
      body: signUpBody({ email }),
      headers: { 'content-type': 'application/json', origin: 'http://shop.test', 'accept-language': 'ar' },
    });
    expect(arabic.body.issues).toEqual([
      { path: 'email', message: 'يحتوي البريد الإلكتروني على حرف غير مرئي. يُرجى كتابته من جديد.' },
    ]);
    const newsletter = await callJson(subscribe, '/api/email-subscribe/', { body: { email: '\ufeffana@example.com' } });
    expect(newsletter.status).toBe(400);
  });
});

describe('migration 011: the addresses stored before the rule', () => {
  it('are put in their one spelling, except where that would merge two rows, which are listed', async () => {
    const db = await openMemoryPglite();
    try {
      const migrations = readMigrations();
      await migrate(
        db,
        migrations.filter((m) => m.version < 11),
      );
      const customer = (id: string, email: string) =>
        db.query(
          `INSERT INTO customers (id, email, first_name, last_name, password_hash)
           VALUES ($1, $2, 'Sara', 'Haddad', 'x')`,
          [id, email],
        );
      await customer('nfd', 'rene\u0301@example.com');
      await customer('plain', 'sara@example.com');
      await customer('wide', 'ｓａｒａ@example.com');
      await db.query('INSERT INTO newsletter_subscribers (email) VALUES ($1), ($2)', [
        'lina\u0301@example.com',
        'omar@example.com',
      ]);

      expect(await migrate(db)).toEqual(migrations.filter((m) => m.version >= 11).map((m) => m.version));

      const customers = await db.query<{ id: string; email: string }>('SELECT id, email FROM customers ORDER BY id');
      expect(customers.rows).toEqual([
        { id: 'nfd', email: 'ren\u00e9@example.com' },
        { id: 'plain', email: 'sara@example.com' },
        { id: 'wide', email: 'ｓａｒａ@example.com' },
      ]);
      const subscribers = await db.query<{ email: string }>('SELECT email FROM newsletter_subscribers ORDER BY email');
      expect(subscribers.rows.map((row) => row.email)).toEqual(['lin\u00e1@example.com', 'omar@example.com']);
      expect(await emailClashes(db)).toEqual([
        { table: 'customers', email: 'ｓａｒａ@example.com', normalised: 'sara@example.com' },
      ]);
      const log = vi.fn();
      await reportEmailClashes(db, log);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[accounts\] 1 e-mail addresses .*\(customers\)/));
    } finally {
      await db.close();
    }
  });
});
