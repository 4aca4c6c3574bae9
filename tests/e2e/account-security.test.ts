/**
 * Account security over real HTTP, against a shop of its own: a sign-in
 * throttle window short enough to wait out, SMTP to a local mail catcher, and
 * TRUST_PROXY so that an HTTPS proxy can be played.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type RunningShop } from '../support/server.ts';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts';

const WINDOW_SECONDS = 20;
let shop: RunningShop;
let mail: MailCatcher;
let serial = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  shop = await startShop(
    {
      SIGN_IN_THROTTLE_WINDOW_SECONDS: String(WINDOW_SECONDS),
      SMTP_URL: mail.smtpUrl,
      TRUST_PROXY: '1',
    },
    { seeded: true },
  );
});

afterAll(async () => {
  await shop?.stop();
  await mail?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, shop.baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseURL, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function sessionCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((l) => l.startsWith('session='));
  return line!.split(';')[0]!;
}

async function signUp(
  headers: Record<string, string> = {},
): Promise<{ email: string; password: string; response: Response }> {
  const email = `secure${++serial}-${Date.now()}@example.com`;
  const password = 'shoes2024';
  const response = await post(
    '/api/user/create/',
    { firstName: 'Sara', lastName: 'Haddad', email, password, acceptsMarketing: true },
    headers,
  );
  expect(response.status).toBe(200);
  return { email, password, response };
}

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax for 30 days, and not Secure over plain HTTP', async () => {
    const { response } = await signUp();
    const line = response.headers.getSetCookie().find((l) => l.startsWith('session='))!;
    expect(line).toMatch(/^session=[\w-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
  });

  it('is Secure when the shop is reached over HTTPS through its proxy', async () => {
    const { response } = await signUp({ 'x-forwarded-proto': 'https' });
    for (const line of response.headers.getSetCookie()) expect(line).toMatch(/; Secure$/);
  });

  it('dies with the session: a copied cookie is refused after sign-out', async () => {
    const { response } = await signUp();
    const stolen = sessionCookie(response);
    expect((await post('/api/user/token-sign-in/', {}, { cookie: stolen })).status).toBe(200);
    expect((await post('/api/user/sign-out', {}, { cookie: stolen })).status).toBe(200);
    const replay = await post('/api/user/token-sign-in/', {}, { cookie: stolen });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: 'login fail' });
  });
});

describe('state-changing calls from another site', () => {
  it('are refused, whether JSON with a foreign Origin or a cross-site form post', async () => {
    const email = `cross${++serial}@example.com`;
    const foreign = await post(
      '/api/user/create/',
      { firstName: 'Eve', lastName: 'Evil', email, password: 'shoes2024' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const form = await fetch(new URL('/api/email-subscribe/', shop.baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: `email=${encodeURIComponent(email)}`,
    });
    expect(form.status).toBe(403);
    const signIn = await post('/api/user/email-sign-in', { email, password: 'shoes2024' });
    expect(signIn.status).toBe(401);
  });
});

describe('the reset request', () => {
  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    const { email } = await signUp();
    const unknown = `nobody${++serial}@example.com`;
    const answers = [];
    for (const address of [email, unknown]) {
      const response = await post('/api/send-reset-password-email', { email: address });
      // The date and the request id differ between any two answers by design.
      const headers = Object.fromEntries(
        [...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'),
      );
      answers.push({ status: response.status, headers, body: await response.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    // The sign-up's newsletter confirmation may come first: the reset mail is the one with its link.
    const sent = await mail.waitFor(email, (m) => m.text.includes('/reset/password#token='));
    expect(sent.text).toContain(`${shop.baseURL}/reset/password#token=`);
    expect(mail.mails.some((m) => m.to.includes(unknown))).toBe(false);
  });
});

describe('a flood of wrong passwords', () => {
  it('is throttled after a few guesses, and the owner signs in once the window has passed', async () => {
    const { email, password } = await signUp();
    const flood = Array.from({ length: 200 }, (_, i) =>
      post('/api/user/email-sign-in', { email, password: `guess${i}x` }),
    );
    // Refusals come back at once, while the few guesses let through are still being hashed.
    await Promise.any(
      flood.map(async (guess) => ((await guess).status === 429 ? true : Promise.reject(new Error('not refused')))),
    );
    const ownerDuringFlood = await post('/api/user/email-sign-in', { email, password });
    expect(ownerDuringFlood.status).toBe(429);
    const waitSeconds = Number(ownerDuringFlood.headers.get('retry-after'));
    expect(waitSeconds).toBeGreaterThan(0);
    expect(waitSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);

    const guesses = await Promise.all(flood);
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(190);
    expect(await guesses.find((g) => g.status === 429)!.json()).toEqual({ error: 'login fail', code: 'throttled' });

    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000 + 500));
    const owner = await post('/api/user/email-sign-in', { email, password });
    expect(owner.status).toBe(200);
  });
});
