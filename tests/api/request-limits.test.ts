import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleJson } from '#src/http/guard.ts';
import { errorFromWire, errorToWire } from '#src/commerce/engine.ts';
import { ServerBusy } from '#src/commerce/errors.ts';
import { passwordHashing } from '#src/config/accounts.ts';
import { POST as createUser } from '#src/pages/api/user/create.ts';
import { POST as emailSignIn } from '#src/pages/api/user/email-sign-in.ts';
import { POST as cartCreate } from '#src/pages/api/cart-create.ts';
import { POST as subscribe } from '#src/pages/api/email-subscribe.ts';
import { POST as requestReset } from '#src/pages/api/send-reset-password-email.ts';
import { callFrom, freshEmail, signUpBody } from './support/accounts.ts';
import { call } from './support/call.ts';

const relaxed = process.env.REQUEST_LIMITS;
afterEach(() => {
  process.env.REQUEST_LIMITS = relaxed;
});

/** A client address of its own per test: on PostgreSQL every file shares the throttle's rows. */
const newAddress = () => `198.51.100.${randomUUID()}`;

async function refusedAsTooMany(response: Response, error: string) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ error, code: 'too_many_requests' });
}

describe('calls that create something or send mail are limited per client address', () => {
  it('refuses sign-ups past the limit with 429 and Retry-After in the page language; others go on', async () => {
    process.env.REQUEST_LIMITS = 'signUp=2/3600';
    const address = newAddress();
    for (let n = 0; n < 2; n++)
      expect((await callFrom(createUser, '/api/user/create', address, signUpBody())).status).toBe(200);
    await refusedAsTooMany(await callFrom(createUser, '/api/user/create', address, signUpBody()), 'register fail');
    await refusedAsTooMany(
      await callFrom(createUser, '/api/user/create', address, signUpBody(), { 'accept-language': 'ar' }),
      'تعذّر إنشاء الحساب',
    );
    expect((await callFrom(createUser, '/api/user/create', newAddress(), signUpBody())).status).toBe(200);
  });

  it('refuses new carts past the limit, with the refusal in Arabic for an Arabic page', async () => {
    process.env.REQUEST_LIMITS = 'cartCreate=2/3600';
    const address = newAddress();
    for (let n = 0; n < 2; n++) expect((await callFrom(cartCreate, '/api/cart-create', address, {})).status).toBe(200);
    await refusedAsTooMany(
      await callFrom(cartCreate, '/api/cart-create', address, {}),
      'Too many requests from this connection. Please try again later.',
    );
    await refusedAsTooMany(
      await callFrom(cartCreate, '/api/cart-create', address, {}, { 'accept-language': 'ar' }),
      'طلبات كثيرة من هذا الاتصال. يُرجى المحاولة لاحقًا.',
    );
  });

  it('refuses newsletter sign-ups and reset e-mails past their limits', async () => {
    process.env.REQUEST_LIMITS = 'newsletter=1/3600,passwordReset=1/3600';
    const address = newAddress();
    expect((await callFrom(subscribe, '/api/email-subscribe', address, { email: freshEmail() })).status).toBe(200);
    await refusedAsTooMany(
      await callFrom(subscribe, '/api/email-subscribe', address, { email: freshEmail() }),
      'Email address is invalid',
    );
    const reset = () => callFrom(requestReset, '/api/send-reset-password-email', address, { email: freshEmail() });
    expect((await reset()).status).toBe(202);
    await refusedAsTooMany(await reset(), 'resend fail');
  });

  it('does not count a body it refuses as malformed', async () => {
    process.env.REQUEST_LIMITS = 'signUp=1/3600';
    const address = newAddress();
    expect((await callFrom(createUser, '/api/user/create', address, { email: 'nope' })).status).toBe(400);
    expect((await callFrom(createUser, '/api/user/create', address, signUpBody())).status).toBe(200);
  });

  it('keeps sign-ins from elsewhere answering while one address floods sign-ups', async () => {
    // That a sign-in's check goes ahead of the waiting hashes is tests/unit/hash-queue.test.ts's to show.
    const shopper = signUpBody();
    expect((await callFrom(createUser, '/api/user/create', newAddress(), shopper)).status).toBe(200);
    process.env.REQUEST_LIMITS = 'signUp=6/3600';
    const flooder = newAddress();
    const flood = Array.from({ length: 30 }, () =>
      callFrom(createUser, '/api/user/create', flooder, signUpBody()).then((response) => response.status),
    );
    const signIn = callFrom(emailSignIn, '/api/user/email-sign-in', newAddress(), {
      email: shopper.email,
      password: shopper.password,
    });
    expect((await signIn).status).toBe(200);
    const statuses = await Promise.all(flood);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24);
  });
});

describe('a server with more password hashes waiting than it queues', () => {
  it('answers 503 with Retry-After in the request language, also when the engine thread refuses', async () => {
    const busy = errorFromWire(errorToWire(new ServerBusy()));
    expect(busy).toBeInstanceOf(ServerBusy);
    const route = ({ request, url }: { request: Request; url: URL }) =>
      handleJson(request, url, z.object({}), async () => {
        throw busy;
      });
    for (const [language, error] of [
      ['en', 'The shop is busy. Please try again in a few seconds.'],
      ['ar', 'المتجر مشغول الآن. يُرجى المحاولة بعد بضع ثوانٍ.'],
    ]) {
      const response = await call(route as never, '/api/busy', {
        body: {},
        headers: { 'content-type': 'application/json', 'accept-language': language! },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(passwordHashing.busyRetryAfterSeconds));
      expect(await response.json()).toEqual({ error, code: 'busy' });
    }
  });
});
