/**
 * What a hostile probe of the shop found, kept fixed (docs/product.md §12): a flood of password resets
 * with made-up tokens while real shoppers sign up and sign in from another address; session cookies that
 * do not decode, are too long or come twice; Astro's image endpoint; methods no route takes; and, on the
 * embedded database, the modes of the data directory. Zero 5xx throughout, and every real shopper served.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import {
  databaseName,
  startShopOn,
  usesPostgres,
  withScratchData,
  type ScenarioOptions,
  type Verdict,
} from './harness.ts';
import { Shopper } from './shopper.ts';

const FLOOD_LOOPS = 40;
const FLOODER = '203.0.113.66';
const SHOPPER = '198.51.100.7';

/** Sends one request with any method (fetch refuses TRACE), and answers its status and headers. */
function raw(
  baseURL: string,
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const call = request(new URL(path, baseURL), { method }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    call.on('error', reject);
    call.end();
  });
}

/** Posts made-up reset tokens from one address for `seconds`; answers the count of each status. */
async function floodResets(shopper: Shopper, seconds: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: FLOOD_LOOPS }, async () => {
      while (Date.now() < until) {
        const answer = await shopper.send('/api/user/reset-password', {
          method: 'POST',
          contentType: 'application/json',
          headers: { 'x-forwarded-for': FLOODER },
          body: JSON.stringify({ token: randomBytes(32).toString('base64url'), password: 'NewPassword2026' }),
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

/** A real shopper from another address signs up, then signs in; answers the statuses of both calls. */
async function signUpAndIn(shopper: Shopper, n: number): Promise<number[]> {
  const email = `hostile-${n}-${randomBytes(4).toString('hex')}@example.ae`;
  const password = 'shoes2026kids';
  const headers = { 'x-forwarded-for': SHOPPER };
  const post = (path: string, body: unknown) =>
    shopper.send(path, { method: 'POST', contentType: 'application/json', headers, body: JSON.stringify(body) });
  const signUp = await post('/api/user/create/', {
    firstName: 'Mona',
    lastName: 'Saeed',
    email,
    password,
    acceptsMarketing: false,
  });
  const signIn = await post('/api/user/email-sign-in', { email, password });
  return [signUp.status, signIn.status];
}

async function resetFlood(shopper: Shopper, short: boolean, problems: string[]): Promise<string> {
  const flood = floodResets(shopper, short ? 6 : 15);
  const real: number[] = [];
  for (let n = 0; n < 3; n++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    real.push(...(await signUpAndIn(shopper, n)));
  }
  const statuses = await flood;
  const refused = real.filter((status) => status !== 200);
  if (refused.length) problems.push(`real sign-ups and sign-ins during the reset flood answered ${real.join(', ')}`);
  const errors = [...statuses].filter(([status]) => status >= 500);
  if (errors.length) problems.push(`the reset flood got ${errors.map(([s, n]) => `${n}× ${s}`).join(', ')}`);
  const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
  return `${sent} forged resets (${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}), 6 real calls served`;
}

const BAD_COOKIES = [
  'session=%E0%A4%A',
  `session=${'a'.repeat(8000)}`,
  'session=one; session=two',
  '__Host-session=%zz',
  'session=%00',
];

async function badCookies(shopper: Shopper, problems: string[]): Promise<string> {
  const cartId = await shopper.createCart();
  const calls: Array<[method: string, path: string]> = [
    ['POST', '/api/user/token-sign-in/'],
    ['POST', '/api/user/sign-out'],
    ['GET', '/api/wishlist'],
    ['GET', '/api/addresses'],
    ['GET', `/checkout/${cartId}`],
    ['GET', '/ar/checkout/' + cartId],
  ];
  let sent = 0;
  for (const cookie of BAD_COOKIES)
    for (const [method, path] of calls) {
      const answer = await shopper.send(path, {
        method,
        headers: { cookie },
        ...(method === 'POST' ? { contentType: 'application/json', body: '{}' } : {}),
      });
      sent++;
      if (answer.status >= 500)
        problems.push(`${method} ${path} with cookie ${cookie.slice(0, 24)} → ${answer.status}`);
    }
  return `${sent} calls with broken session cookies`;
}

async function imageEndpoint(shopper: Shopper, problems: string[]): Promise<string> {
  const queries = ['href=/favicon.svg&w=4000&h=4000&f=avif&q=100', 'href=/favicon.svg&f=png', 'w=1'];
  for (const query of queries) {
    const answer = await shopper.send(`/_image?${query}`);
    if (answer.status !== 404) problems.push(`/_image?${query} answered ${answer.status}, not 404`);
  }
  return `/_image answers 404`;
}

async function unknownMethods(baseURL: string, problems: string[]): Promise<string> {
  for (const method of ['TRACE', 'PROPFIND'])
    for (const path of ['/', '/products', '/api/constants', '/api/cart-add']) {
      const { status, headers } = await raw(baseURL, method, path);
      if (status !== 405 || !headers.allow) problems.push(`${method} ${path} answered ${status}, not 405 with Allow`);
    }
  return 'unknown methods answer 405 with Allow';
}

/** The paths under `dir` (itself included) that other users of the machine could read or write. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stats = statSync(path);
    if ((stats.mode & 0o077) !== 0) open.push(`${path} (${(stats.mode & 0o777).toString(8)})`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return open;
}

export async function hostile({ short }: ScenarioOptions): Promise<Verdict> {
  const name = `hostile probe (${databaseName()})`;
  const problems: string[] = [];
  const found = await withScratchData([], async (dataDir) => {
    const shop = await startShopOn(dataDir, { TRUST_PROXY: '1' });
    try {
      const shopper = new Shopper(shop.baseURL);
      const parts = [
        await resetFlood(shopper, short, problems),
        await badCookies(shopper, problems),
        await imageEndpoint(shopper, problems),
        await unknownMethods(shop.baseURL, problems),
      ];
      if (!usesPostgres()) {
        const open = openToOthers(dataDir);
        if (open.length) problems.push(`${open.length} data files open to other users: ${open.slice(0, 3).join(', ')}`);
        else parts.push('the data directory is private (0700/0600)');
      }
      const alive = await shopper.send('/api/constants');
      if (alive.status !== 200) problems.push(`server no longer answers (${alive.status})`);
      return parts;
    } finally {
      await shop.stop();
    }
  });
  return {
    name,
    passed: problems.length === 0,
    detail: problems.length ? `${problems.length} problems: ${problems.slice(0, 4).join('; ')}` : found.join('; '),
  };
}
