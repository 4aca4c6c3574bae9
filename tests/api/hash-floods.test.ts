/**
 * A password hash is the dearest work the shop does, and a few run at once (src/config/accounts.ts passwordHashing):
 * no call may make one before its cheap checks, or a flood of such calls keeps every shopper's sign-in out.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordHashing } from '#src/config/accounts.ts';
import { completePasswordReset, requestPasswordReset } from '#src/commerce/accounts/password-reset.ts';
import { ServerBusy } from '#src/commerce/errors.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { POST as createUser } from '#src/pages/api/user/create.ts';
import { POST as emailSignIn } from '#src/pages/api/user/email-sign-in.ts';
import { POST as resetPassword } from '#src/pages/api/user/reset-password.ts';
import { callFrom, signUpBody } from './support/accounts.ts';
import { shopDb } from './support/db.ts';

const relaxed = process.env.REQUEST_LIMITS;
afterEach(() => {
  process.env.REQUEST_LIMITS = relaxed;
});

/** A client address of its own per test: on PostgreSQL every file shares the throttle's rows. */
const newAddress = () => `198.51.100.${randomUUID()}`;

/** Well-formed reset tokens that no mail ever carried. */
const madeUpToken = () => randomBytes(32).toString('base64url');

/**
 * Many loops from one address, each posting a call as soon as the last is answered, until `stop`;
 * resolves to every status answered. More loops than the hash queue holds, so a call that hashes fills it.
 * Each loop lets the event loop turn between calls, as the network would: a refusal made without any I/O
 * would otherwise starve every timer, the test's own included.
 */
function flood(send: () => Promise<Response>, stop: Promise<unknown>): Promise<number[]> {
  let stopped = false;
  void stop.finally(() => (stopped = true));
  const loops = 2 * (passwordHashing.concurrent + passwordHashing.maxWaiting);
  const loop = async (statuses: number[]) => {
    while (!stopped) {
      statuses.push((await send()).status);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return statuses;
  };
  return Promise.all(Array.from({ length: loops }, () => loop([]))).then((all) => all.flat());
}

describe('a flood of password resets with made-up tokens', () => {
  it('is refused before any hash is made, so sign-ins from elsewhere keep answering', async () => {
    const shopper = signUpBody();
    expect((await callFrom(createUser, '/api/user/create', newAddress(), shopper)).status).toBe(200);
    const flooder = newAddress();
    const signIns = (async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 3; n++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const signIn = { email: shopper.email, password: shopper.password };
        statuses.push((await callFrom(emailSignIn, '/api/user/email-sign-in', newAddress(), signIn)).status);
      }
      return statuses;
    })();
    const resets = flood(
      () =>
        callFrom(resetPassword, '/api/user/reset-password', flooder, { token: madeUpToken(), password: 'guess2025' }),
      signIns,
    );
    const [signedIn, answered] = await Promise.all([signIns, resets]);
    expect(signedIn).toEqual([200, 200, 200]);
    expect(answered.length).toBeGreaterThan(3 * passwordHashing.maxWaiting);
    expect(new Set(answered)).toEqual(new Set([400]));
  });
});

describe('calls that hash a password are limited per client address', () => {
  it('refuses new passwords from reset links past the limit, made-up links included', async () => {
    process.env.REQUEST_LIMITS = 'passwordResetComplete=2/3600';
    const address = newAddress();
    const reset = () =>
      callFrom(resetPassword, '/api/user/reset-password', address, { token: madeUpToken(), password: 'guess2025' });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    const refused = await reset();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'reset fail', code: 'too_many_requests' });
  });

  it('counts successful sign-ins too, which the failure throttle gives back', async () => {
    const shopper = signUpBody();
    expect((await callFrom(createUser, '/api/user/create', newAddress(), shopper)).status).toBe(200);
    process.env.REQUEST_LIMITS = 'signIn=2/3600';
    const address = newAddress();
    const signIn = () =>
      callFrom(emailSignIn, '/api/user/email-sign-in', address, { email: shopper.email, password: shopper.password });
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'login fail', code: 'too_many_requests' });
    const elsewhere = { email: shopper.email, password: shopper.password };
    expect((await callFrom(emailSignIn, '/api/user/email-sign-in', newAddress(), elsewhere)).status).toBe(200);
  });
});

describe('a reset link is spent once', () => {
  it('sets one password when two resets with the same live link race past the lookup', async () => {
    const db = await shopDb();
    const shopper = signUpBody();
    expect((await callFrom(createUser, '/api/user/create', newAddress(), shopper)).status).toBe(200);
    expect(await requestPasswordReset(db, { email: shopper.email as string, siteUrl: 'https://shop.test' })).toBe(true);
    const [mail] = await readOutbox(db, { to: shopper.email as string });
    const token = /#token=([\w-]{43})/.exec(mail!.text)![1]!;
    const outcomes = await Promise.all(
      ['first2025', 'second2025'].map((password) => completePasswordReset(db, { token, password })),
    );
    expect(outcomes.filter((customer) => customer !== null)).toHaveLength(1);
  });
});

describe('the decoy hash an unknown address is checked against', () => {
  it('is made again at the next sign-in when the queue was full the first time', async () => {
    vi.resetModules();
    const { decoyHash, hashPassword } = await import('#src/commerce/accounts/password.ts');
    const filling = Array.from({ length: passwordHashing.concurrent + passwordHashing.maxWaiting }, () =>
      hashPassword('shoes2024'),
    );
    await expect(decoyHash()).rejects.toBeInstanceOf(ServerBusy);
    await Promise.all(filling);
    expect(await decoyHash()).toMatch(/^scrypt\$/);
  });
});
