/**
 * The account API of docs/product.md §7 (plus sign-out and completing a reset),
 * called the way Astro calls it, on PGlite in memory.
 */
import { randomInt } from 'node:crypto';
import type { APIRoute } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopDb } from './support/db.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { registerCustomer } from '#src/commerce/accounts/customers.ts';
import { POST as createUser } from '#src/pages/api/user/create.ts';
import { POST as emailSignIn } from '#src/pages/api/user/email-sign-in.ts';
import { POST as tokenSignIn } from '#src/pages/api/user/token-sign-in.ts';
import { POST as signOut } from '#src/pages/api/user/sign-out.ts';
import { POST as resetPassword } from '#src/pages/api/user/reset-password.ts';
import { POST as sendResetEmail } from '#src/pages/api/send-reset-password-email.ts';
import { POST as updateUser } from '#src/pages/api/update-user.ts';
import { POST as emailSubscribe } from '#src/pages/api/email-subscribe.ts';
import { call, callJson } from './support/call.ts';
import {
  accountRowsFor,
  callFrom,
  callSignedIn,
  freshEmail,
  JSON_FROM_SHOP,
  sessionTokenSet,
  setCookies,
  signedUpShopper,
  signUpBody,
} from './support/accounts.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

async function mailsTo(email: string, atLeast: number): Promise<Array<{ text: string }>> {
  const db = await shopDb();
  // The reset mail is written after the answer is sent; give that work a moment. The sign-up's newsletter
  // confirmation (its marketing box ticked) is not one of them.
  const resetMails = async () =>
    (await readOutbox(db, { to: email })).filter((mail) => mail.kind !== 'newsletter-confirmation');
  for (let i = 0; i < 100; i++) {
    const mails = await resetMails();
    if (mails.length >= atLeast) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return resetMails();
}

function resetTokenIn(text: string): string {
  return /\/reset\/password#token=([\w-]+)/.exec(text)![1]!;
}

describe('sign-up: POST /api/user/create/', () => {
  it('creates the customer, answers the User without any token, and signs the browser in by cookie', async () => {
    const email = freshEmail();
    const response = await call(createUser, '/api/user/create/', {
      body: {
        firstName: ' Sara ',
        lastName: 'Haddad',
        email: email.toUpperCase(),
        password: 'shoes2024',
        acceptsMarketing: true,
      },
    });
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toEqual({
      id: expect.any(String),
      firstName: 'Sara',
      lastName: 'Haddad',
      email,
      displayName: 'Sara Haddad',
      orders: [],
    });
    expect(JSON.stringify(user)).not.toMatch(/token/i);
    const cookies = setCookies(response);
    expect(cookies.session).toMatch(/^session=[\w-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
    expect(cookies.signed_in).toBe('signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax');
  });

  it("answers a taken address with 'register fail' and nothing more, and stores nothing", async () => {
    const shopper = await signedUpShopper();
    const before = await accountRowsFor([shopper.email]);
    const response = await call(createUser, '/api/user/create/', {
      body: signUpBody({ firstName: 'Other', lastName: 'Person', email: shopper.email, password: 'other2024' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'register fail', code: 'register_fail' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await accountRowsFor([shopper.email])).toEqual(before);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }],
    ['a password of 7 characters', { password: 'shoes24' }],
    ['an empty first name', { firstName: '   ' }],
    ['a last name of digits', { lastName: '1234' }],
  ])("refuses %s with 'register fail'", async (_, change) => {
    const res = await callJson<{ error: string; code: string }>(createUser, '/api/user/create/', {
      body: signUpBody(change),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'register fail', code: 'invalid_body' });
  });
});

describe('the password rule (NIST SP 800-63B): any characters, 8 to 128, not a common one', () => {
  type Refusal = { error: string; code: string; issues?: Array<{ path: string; message: string }> };
  const ARABIC = { ...JSON_FROM_SHOP, 'accept-language': 'ar' };

  it.each([
    ['20 characters with symbols and spaces', 'Red shoes & 2 laces!'],
    ['Arabic letters', 'حذاء أحمر للمدرسة'],
    ['128 characters', 'kite '.repeat(25) + 'run'],
  ])('signs up with a password of %s, which then signs in', async (_, password) => {
    const email = freshEmail();
    expect((await call(createUser, '/api/user/create/', { body: signUpBody({ email, password }) })).status).toBe(200);
    expect((await call(emailSignIn, '/api/user/email-sign-in', { body: { email, password } })).status).toBe(200);
  });

  it.each([
    ['7 characters', 'shoes24', 'Use 8 to 128 characters. Any characters, spaces included.'],
    ['129 characters', 'k'.repeat(129), 'Use 8 to 128 characters. Any characters, spaces included.'],
    ['password1', 'password1', 'This password is too common. Choose one that is harder to guess.'],
    ['iloveyou', 'iloveyou', 'This password is too common. Choose one that is harder to guess.'],
  ])('refuses a sign-up with %s, saying why', async (_, password, message) => {
    const email = freshEmail();
    const res = await callJson<Refusal>(createUser, '/api/user/create/', { body: signUpBody({ email, password }) });
    expect(res).toEqual({
      status: 400,
      body: { error: 'register fail', code: 'invalid_body', issues: [{ path: 'password', message }] },
    });
    expect(await accountRowsFor([email])).toMatchObject({ customers: 0 });
  });

  it('says password_common in Arabic', async () => {
    const res = await callJson<Refusal>(createUser, '/api/user/create/', {
      body: signUpBody({ password: 'ILoveYou' }),
      headers: ARABIC,
    });
    expect(res.body.issues).toEqual([
      { path: 'password', message: 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.' },
    ]);
  });

  it('refuses a common password from a reset link, and takes an uncommon one', async () => {
    const shopper = await signedUpShopper();
    await call(sendResetEmail, '/api/send-reset-password-email', { body: { email: shopper.email } });
    const [mail] = await mailsTo(shopper.email, 1);
    const token = resetTokenIn(mail!.text);
    const common = await callJson<Refusal>(resetPassword, '/api/user/reset-password', {
      body: { token, password: 'password1' },
    });
    expect(common.body).toMatchObject({
      code: 'invalid_body',
      issues: [{ path: 'password', message: 'This password is too common. Choose one that is harder to guess.' }],
    });
    const fresh = await call(resetPassword, '/api/user/reset-password', {
      body: { token, password: 'نعال زرقاء 2025' },
    });
    expect(fresh.status).toBe(200);
  });

  it.each([
    ['16 letters and digits', 'abcdefghijklmn12'],
    ['a common one', 'password1'],
  ])('signs in an account whose password the old rule set: %s', async (_, password) => {
    const email = freshEmail();
    const db = await shopDb();
    await registerCustomer(db, { firstName: 'Sara', lastName: 'Haddad', email, password, acceptsMarketing: false });
    const response = await call(emailSignIn, '/api/user/email-sign-in', { body: { email, password } });
    expect(response.status).toBe(200);
  });
});

describe('the session cookie over HTTPS', () => {
  const overHttps: Array<[string, () => void, Record<string, string>]> = [
    ['the shop’s public URL is https', () => vi.stubEnv('SITE_URL', 'https://luckyshoes.test'), {}],
    ['a trusted TLS proxy says https', () => vi.stubEnv('TRUST_PROXY', '1'), { 'x-forwarded-proto': 'https' }],
  ];

  it.each(overHttps)(
    'is __Host-session, Secure, for Path=/ and no Domain when %s; the next call with it is signed in',
    async (_, serveOverHttps, proxyHeaders) => {
      serveOverHttps();
      const headers = { ...JSON_FROM_SHOP, ...proxyHeaders };
      const response = await call(createUser, '/api/user/create/', { body: signUpBody(), headers });
      const cookies = setCookies(response);
      expect(cookies['__Host-session']).toMatch(
        /^__Host-session=[\w-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure$/,
      );
      expect(cookies['__Host-session']).not.toMatch(/domain/i);
      expect(cookies.session).toBeUndefined();
      expect(cookies.signed_in).toBe('signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax; Secure');

      const cookie = `${cookies['__Host-session']!.split(';')[0]}; signed_in=1`;
      const next = await call(tokenSignIn, '/api/user/token-sign-in/', { body: {}, headers: { ...headers, cookie } });
      expect(next.status).toBe(200);
      expect(await next.json()).toMatchObject({ firstName: 'Sara' });
    },
  );

  it('signs nobody in from a plain session cookie, which a sibling subdomain could have planted', async () => {
    const [prefixed, planted] = [await signedUpShopper('Huda'), await signedUpShopper('Omar')];
    vi.stubEnv('SITE_URL', 'https://luckyshoes.test');
    const signIn = (cookie: string) =>
      call(tokenSignIn, '/api/user/token-sign-in/', { body: {}, headers: { ...JSON_FROM_SHOP, cookie } });
    expect(await (await signIn(`session=${planted.token}; __Host-session=${prefixed.token}`)).json()).toMatchObject({
      firstName: 'Huda',
    });
    const alone = await signIn(`session=${planted.token}`);
    expect(alone.status).toBe(401);
    expect(setCookies(alone)).toMatchObject({
      '__Host-session': '__Host-session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure',
      session: 'session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure',
    });
  });

  it('is expired under both names on sign-out, so a plain one the browser holds goes too', async () => {
    const shopper = await signedUpShopper();
    vi.stubEnv('SITE_URL', 'https://luckyshoes.test');
    const response = await call(signOut, '/api/user/sign-out', {
      body: {},
      headers: { ...JSON_FROM_SHOP, cookie: `__Host-session=${shopper.token}` },
    });
    expect(setCookies(response)).toEqual({
      '__Host-session': '__Host-session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure',
      session: 'session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure',
      signed_in: 'signed_in=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    });
    const replay = await call(tokenSignIn, '/api/user/token-sign-in/', {
      body: {},
      headers: { ...JSON_FROM_SHOP, cookie: `__Host-session=${shopper.token}` },
    });
    expect(replay.status).toBe(401);
  });
});

describe('sign-in: POST /api/user/email-sign-in', () => {
  it('signs in with the right password, by cookie', async () => {
    const shopper = await signedUpShopper('Omar', 'Saleh');
    const response = await call(emailSignIn, '/api/user/email-sign-in', {
      body: { email: ` ${shopper.email.toUpperCase()}`, password: shopper.password },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Omar', email: shopper.email });
    const token = sessionTokenSet(response);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(shopper.token);
  });

  it("answers a wrong password and an unknown address alike: 401 'login fail', no cookie", async () => {
    const shopper = await signedUpShopper();
    for (const body of [
      { email: shopper.email, password: 'wrong2024' },
      { email: freshEmail(), password: shopper.password },
    ]) {
      const response = await call(emailSignIn, '/api/user/email-sign-in', { body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'login fail', code: 'login_fail' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('slows one client address trying many accounts, without holding back the accounts elsewhere', async () => {
    const shopper = await signedUpShopper();
    const flooder = `203.0.${randomInt(256)}.${randomInt(256)}`;
    const statuses = [];
    for (let i = 0; i < 52; i++)
      statuses.push(
        (
          await callFrom(emailSignIn, '/api/user/email-sign-in', flooder, {
            email: freshEmail(),
            password: 'guess2024',
          })
        ).status,
      );
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
    const fromFlooder = await callFrom(emailSignIn, '/api/user/email-sign-in', flooder, {
      email: shopper.email,
      password: shopper.password,
    });
    expect(fromFlooder.status).toBe(429);
    expect(fromFlooder.headers.get('retry-after')).toMatch(/^\d+$/);
    const fromHome = await callFrom(
      emailSignIn,
      '/api/user/email-sign-in',
      `198.51.${randomInt(256)}.${randomInt(256)}`,
      { email: shopper.email, password: shopper.password },
    );
    expect(fromHome.status).toBe(200);
  });
});

describe('session: POST /api/user/token-sign-in/', () => {
  it('answers the User of the cookie, or of a token in the body', async () => {
    const shopper = await signedUpShopper('Layla', 'Nasser');
    const byCookie = await callSignedIn(tokenSignIn, '/api/user/token-sign-in/', shopper.token, { body: {} });
    expect(byCookie.status).toBe(200);
    expect(await byCookie.json()).toMatchObject({ firstName: 'Layla', email: shopper.email });
    const byBody = await callJson(tokenSignIn, '/api/user/token-sign-in/', { body: { token: shopper.token } });
    expect(byBody).toMatchObject({ status: 200, body: { email: shopper.email } });
  });

  it("answers an unknown or missing session with 401 'login fail' and expires the cookies", async () => {
    for (const options of [{ body: {} }, { body: { token: 'x'.repeat(43) } }]) {
      const response = await call(tokenSignIn, '/api/user/token-sign-in/', options);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'login fail', code: 'login_fail' });
      expect(setCookies(response)).toEqual({
        session: 'session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
        signed_in: 'signed_in=; Path=/; Max-Age=0; SameSite=Lax',
      });
    }
  });
});

describe('sign-out: POST /api/user/sign-out', () => {
  it('ends the session on the server, so a copy of the cookie is dead too', async () => {
    const shopper = await signedUpShopper();
    const response = await callSignedIn(signOut, '/api/user/sign-out', shopper.token, { body: {} });
    expect(response.status).toBe(200);
    expect(setCookies(response).session).toBe('session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly');
    const stolen = await callSignedIn(tokenSignIn, '/api/user/token-sign-in/', shopper.token, { body: {} });
    expect(stolen.status).toBe(401);
    expect((await callSignedIn(signOut, '/api/user/sign-out', shopper.token, { body: {} })).status).toBe(200);
  });
});

describe('edit: POST /api/update-user', () => {
  it('changes the names, trimmed, and keeps one sent empty', async () => {
    const shopper = await signedUpShopper('Sara', 'Haddad');
    const response = await callSignedIn(updateUser, '/api/update-user', shopper.token, {
      body: { firstName: '  Salma ', lastName: '' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      firstName: 'Salma',
      lastName: 'Haddad',
      displayName: 'Salma Haddad',
    });
  });

  it("answers without a session: 401 'edit info fail', nothing changed", async () => {
    const res = await callJson(updateUser, '/api/update-user', {
      body: { token: 'y'.repeat(43), firstName: 'Mallory' },
    });
    expect(res).toEqual({ status: 401, body: { error: 'edit info fail', code: 'edit_info_fail' } });
    const db = await shopDb();
    expect((await db.query(`SELECT 1 FROM customers WHERE first_name = 'Mallory'`)).rows).toEqual([]);
  });
});

describe('password reset: POST /api/send-reset-password-email and /api/user/reset-password', () => {
  it('answers a known and an unknown address the same, and mails a link only to the known one', async () => {
    const shopper = await signedUpShopper();
    const unknown = freshEmail();
    const answers = [];
    for (const email of [shopper.email, unknown]) {
      const response = await call(sendResetEmail, '/api/send-reset-password-email', { body: { email } });
      answers.push({
        status: response.status,
        body: await response.text(),
        cookies: response.headers.getSetCookie(),
        type: response.headers.get('content-type'),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 202, body: '{"accepted":true}' });

    expect(await mailsTo(shopper.email, 1)).toHaveLength(1);
    const db = await shopDb();
    const counted = async () =>
      (await db.query(`SELECT 1 FROM sign_in_throttle WHERE key = $1`, [`reset:${unknown}`])).rows.length;
    for (let i = 0; i < 100 && (await counted()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await counted()).toBe(1);
    expect(await readOutbox(db, { to: unknown })).toEqual([]);
  });

  it('sets the new password from the link once, signs this browser in and the other sessions out', async () => {
    const shopper = await signedUpShopper();
    await call(sendResetEmail, '/api/send-reset-password-email', { body: { email: shopper.email } });
    const [mail] = await mailsTo(shopper.email, 1);
    const token = resetTokenIn(mail!.text);

    const response = await call(resetPassword, '/api/user/reset-password', { body: { token, password: 'fresh2025' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: shopper.email });
    expect(sessionTokenSet(response)).toMatch(/^[\w-]{43}$/);
    expect((await callSignedIn(tokenSignIn, '/api/user/token-sign-in/', shopper.token, { body: {} })).status).toBe(401);

    const again = await callJson(resetPassword, '/api/user/reset-password', { body: { token, password: 'other2025' } });
    expect(again).toEqual({ status: 400, body: { error: 'reset fail', code: 'reset_link_invalid' } });
    expect(
      (await call(emailSignIn, '/api/user/email-sign-in', { body: { email: shopper.email, password: 'fresh2025' } }))
        .status,
    ).toBe(200);
  });

  it("refuses a malformed address with 'resend fail'", async () => {
    const res = await callJson(sendResetEmail, '/api/send-reset-password-email', { body: { email: 'nobody' } });
    expect(res).toMatchObject({ status: 400, body: { error: 'resend fail' } });
  });
});

describe('newsletter: POST /api/email-subscribe/', () => {
  it('takes an address pending its confirmation, answers a second submission the same, and keeps it once', async () => {
    const email = freshEmail();
    expect(await callJson(emailSubscribe, '/api/email-subscribe/', { body: { email } })).toEqual({
      status: 200,
      body: { subscribed: false, pending: true },
    });
    expect(await callJson(emailSubscribe, '/api/email-subscribe/', { body: { email: email.toUpperCase() } })).toEqual({
      status: 200,
      body: { subscribed: false, pending: true },
    });
    const db = await shopDb();
    expect((await db.query('SELECT email FROM newsletter_subscribers WHERE email = $1', [email])).rows).toHaveLength(1);
  });

  it("refuses a malformed address with 'Email address is invalid'", async () => {
    expect(await callJson(emailSubscribe, '/api/email-subscribe/', { body: { email: 'a@b' } })).toMatchObject({
      status: 400,
      body: { error: 'Email address is invalid' },
    });
  });
});

describe('every account route refuses bad input with a 4xx JSON error and stores nothing', () => {
  type Body = (email: string) => Record<string, unknown>;
  const routes: Array<[string, APIRoute, string, Body]> = [
    [
      '/api/user/create/',
      createUser,
      'register fail',
      (email) => ({ firstName: 'x'.repeat(10_000), lastName: 'Haddad', email, password: 'shoes2024' }),
    ],
    ['/api/user/email-sign-in', emailSignIn, 'login fail', (email) => ({ email, password: 'a1'.repeat(5_000) })],
    ['/api/user/token-sign-in/', tokenSignIn, 'login fail', () => ({ token: 't'.repeat(10_000) })],
    [
      '/api/user/reset-password',
      resetPassword,
      'reset fail',
      () => ({ token: 't'.repeat(10_000), password: 'fresh2025' }),
    ],
    [
      '/api/send-reset-password-email',
      sendResetEmail,
      'resend fail',
      (email) => ({ email: `${'a'.repeat(10_000)}${email}` }),
    ],
    ['/api/update-user', updateUser, 'edit info fail', () => ({ firstName: 'x'.repeat(10_000) })],
    [
      '/api/email-subscribe/',
      emailSubscribe,
      'Email address is invalid',
      (email) => ({ email: `${'a'.repeat(10_000)}${email}` }),
    ],
  ];
  const badInputs = (email: string): Array<[string, { body: unknown; headers?: Record<string, string> }, number]> => [
    ['malformed JSON', { body: `{"email":"${email}",` }, 400],
    ['a JSON array', { body: JSON.stringify([email]) }, 400],
    ['wrong types', { body: { email: 42, password: true, firstName: [], lastName: {}, token: 7 } }, 400],
    ['a 1 MB body', { body: JSON.stringify({ email, firstName: 'a'.repeat(1024 * 1024) }) }, 413],
    [
      'a form post',
      { body: `email=${encodeURIComponent(email)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    [
      'another site',
      {
        body: { firstName: 'Sara', lastName: 'Haddad', email, password: 'shoes2024' },
        headers: { ...JSON_FROM_SHOP, origin: 'https://evil.example' },
      },
      403,
    ],
  ];

  it.each(routes)('%s', async (path, route, failure, overlong) => {
    const email = freshEmail();
    for (const [what, options, status] of [
      ...badInputs(email),
      ['overlong strings', { body: overlong(email) }, 400] as const,
    ]) {
      const response = await call(route, path, options);
      expect(response.status, what).toBe(status);
      const body = (await response.json()) as { error: string };
      expect(body.error, what).toBe(failure);
      expect(response.headers.getSetCookie(), what).toEqual([]);
    }
    expect(await accountRowsFor([email])).toEqual({ customers: 0, sessions: 0, resets: 0, subscribers: 0 });
  });
});

describe('the account API in Arabic (Accept-Language: ar), codes unchanged', () => {
  const ARABIC = { ...JSON_FROM_SHOP, 'accept-language': 'ar' };
  type Refusal = { error: string; code: string; issues?: Array<{ path: string; message: string }> };

  it('refuses a broken sign-up rule in Arabic (failure and rule text), in English without the header', async () => {
    const body = signUpBody({ email: 'not-an-email' });
    const arabic = await callJson<Refusal>(createUser, '/api/user/create/', { body, headers: ARABIC });
    expect(arabic).toEqual({
      status: 400,
      body: {
        error: 'تعذّر إنشاء الحساب',
        code: 'invalid_body',
        issues: [{ path: 'email', message: 'البريد الإلكتروني غير صالح' }],
      },
    });
    const english = await callJson<Refusal>(createUser, '/api/user/create/', { body });
    expect(english).toEqual({
      status: 400,
      body: {
        error: 'register fail',
        code: 'invalid_body',
        issues: [{ path: 'email', message: 'Email address is invalid' }],
      },
    });
  });

  it('says each broken rule of a sign-up in Arabic', async () => {
    const res = await callJson<Refusal>(createUser, '/api/user/create/', {
      body: signUpBody({ firstName: '   ', lastName: '1234', password: 'shoes24' }),
      headers: ARABIC,
    });
    expect(res.body.issues).toEqual([
      { path: 'firstName', message: 'الاسم الأول غير صالح' },
      { path: 'lastName', message: 'اسم العائلة غير صالح' },
      { path: 'password', message: 'استخدم من 8 إلى 128 حرفًا. تُقبل جميع الأحرف والرموز، بما فيها المسافات.' },
    ]);
  });

  it('answers a taken address, a wrong password and a missing session in Arabic with the English codes', async () => {
    const shopper = await signedUpShopper();
    const taken = await callJson<Refusal>(createUser, '/api/user/create/', {
      body: signUpBody({ email: shopper.email }),
      headers: ARABIC,
    });
    expect(taken).toEqual({ status: 400, body: { error: 'تعذّر إنشاء الحساب', code: 'register_fail' } });
    const wrong = await callJson<Refusal>(emailSignIn, '/api/user/email-sign-in', {
      body: { email: shopper.email, password: 'wrong2024' },
      headers: ARABIC,
    });
    expect(wrong).toEqual({ status: 401, body: { error: 'تعذّر تسجيل الدخول', code: 'login_fail' } });
    const noSession = await callJson<Refusal>(tokenSignIn, '/api/user/token-sign-in/', { body: {}, headers: ARABIC });
    expect(noSession).toEqual({ status: 401, body: { error: 'تعذّر تسجيل الدخول', code: 'login_fail' } });
    const edit = await callJson<Refusal>(updateUser, '/api/update-user', { body: { firstName: 'X' }, headers: ARABIC });
    expect(edit).toEqual({ status: 401, body: { error: 'تعذّر حفظ التعديلات', code: 'edit_info_fail' } });
    const reset = await callJson<Refusal>(resetPassword, '/api/user/reset-password', {
      body: { token: 'x'.repeat(43), password: 'fresh2025' },
      headers: ARABIC,
    });
    expect(reset).toEqual({ status: 400, body: { error: 'تعذّر تعيين كلمة المرور', code: 'reset_link_invalid' } });
  });

  it('refuses a malformed address for the newsletter and for a reset link in Arabic', async () => {
    expect(
      await callJson(emailSubscribe, '/api/email-subscribe/', { body: { email: 'a@b' }, headers: ARABIC }),
    ).toMatchObject({ status: 400, body: { error: 'البريد الإلكتروني غير صالح', code: 'invalid_body' } });
    expect(
      await callJson(sendResetEmail, '/api/send-reset-password-email', { body: { email: 'nobody' }, headers: ARABIC }),
    ).toMatchObject({ status: 400, body: { error: 'تعذّر إرسال الرابط', code: 'invalid_body' } });
  });

  it('writes the reset e-mail in Arabic when an Arabic page asks, linking the Arabic new-password page', async () => {
    const shopper = await signedUpShopper('ليلى', 'الحمادي');
    await call(sendResetEmail, '/api/send-reset-password-email', { body: { email: shopper.email }, headers: ARABIC });
    const [mail] = (await mailsTo(shopper.email, 1)) as Array<{ text: string; subject: string }>;
    expect(mail!.subject).toBe('تعيين كلمة مرور جديدة لحسابك في لاكي شوز');
    expect(mail!.text).toMatch(/^مرحبًا ليلى،/);
    expect(mail!.text).toContain('خلال 60 دقيقة');
    expect(mail!.text).toMatch(/\/ar\/reset\/password#token=[\w-]{43}\b/);
    // The Arabic link works like the English one.
    const response = await call(resetPassword, '/api/user/reset-password', {
      body: { token: resetTokenIn(mail!.text), password: 'fresh2025' },
      headers: ARABIC,
    });
    expect(response.status).toBe(200);
  });

  it('writes it in English, to the English page, without the header', async () => {
    const shopper = await signedUpShopper('Layla');
    await call(sendResetEmail, '/api/send-reset-password-email', { body: { email: shopper.email } });
    const [mail] = (await mailsTo(shopper.email, 1)) as Array<{ text: string; subject: string }>;
    expect(mail!.subject).toBe('Set a new password for your Lucky Shoes account');
    expect(mail!.text).toMatch(/^Hello Layla,\n\nSomeone \(we hope you\) asked/);
    expect(mail!.text).toContain('within 60 minutes to choose one');
    expect(mail!.text).toMatch(/http:\/\/shop\.test\/reset\/password#token=/);
  });
});
