/**
 * Security checks over real HTTP, against a shop of its own started with
 * recognisable secret values, behind a trusted TLS proxy (TRUST_PROXY=1).
 *
 * Proved elsewhere and not repeated here: cookie flags, a copied cookie after
 * sign-out, the reset request answering alike and sign-in throttling
 * (tests/e2e/account-security.test.ts); the guard's rules in process
 * (tests/api/guard.test.ts); reset tokens that work once, expire after an hour
 * and end every other session (tests/api/accounts.test.ts and
 * tests/api/account-routes.test.ts).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { openDatabase } from '#src/commerce/db/index.ts';
import type { CartPayload } from '#src/http/cart.ts';
import { freePort, ROOT, startShop, type RunningShop } from '../support/server.ts';
import { seededDataDir } from '../support/seeded-data-dir.ts';
import { SHOPPER } from './support/shopping.ts';

const WEBHOOK_SECRET = 'webhook-canary-5f1d9c2a7e';
const SMTP_PASSWORD = 'smtp-canary-8e2b7a41d0';
const CONTENTFUL_TOKEN = 'contentful-canary-3c6f0b9e12';
const SECRETS = [WEBHOOK_SECRET, SMTP_PASSWORD, CONTENTFUL_TOKEN];
const FOREIGN = 'https://evil.example';

const dataDir = await seededDataDir('lucky-security-');
let shop: RunningShop;
let stopped = false;

beforeAll(async () => {
  // Mail goes to a port nobody listens on: sending fails, and the failure must stay in the log.
  const smtpPort = await freePort();
  shop = await startShop({
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CONTENTFUL_ACCESS_TOKEN: CONTENTFUL_TOKEN,
    SMTP_URL: `smtp://lucky:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
  });
});

afterAll(async () => {
  if (!stopped) await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(new URL(path, shop.baseURL), { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** A call as the shop's own pages make it. */
function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseURL, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  return send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.baseURL, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function cartOf(answer: Answer): Promise<CartPayload> {
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as CartPayload;
}

/** Sizes with pairs to spare, from the middle of the feed (other browser tests buy from its ends). */
const sizes = (() => {
  const products = getCatalogue().products;
  return products
    .slice(Math.floor(products.length / 2))
    .flatMap((p) => p.variants.filter((v) => v.stock >= 5).map((v) => ({ ...v, productId: p.id })));
})();
let nextSize = 0;

async function cartWithAPair(): Promise<CartPayload> {
  const { id } = await cartOf(await post('/api/cart-create', {}));
  return cartOf(
    await post('/api/cart-add', { cartId: id, lines: [{ merchandiseId: sizes[nextSize++]!.id, quantity: 1 }] }),
  );
}

async function deliveryDayOn(checkoutUrl: string): Promise<string> {
  const day = /<option value="(\d{4}-\d{2}-\d{2})"/.exec((await send(checkoutUrl)).body)?.[1];
  expect(day, 'a delivery day on the checkout form').toBeDefined();
  return day!;
}

async function orderForm(checkoutUrl: string): Promise<Record<string, string>> {
  return { ...SHOPPER, deliveryDate: await deliveryDayOn(checkoutUrl), payment: 'cash-on-delivery' };
}

/** A policy's directive, e.g. directive(csp, 'script-src') → "'self' 'sha256-…'". */
function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

/** Every CSP the browser applies to this answer: the header, and on an HTML page its <meta>. */
function policiesOf(answer: Answer): string[] {
  const metas = [...answer.body.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)"/gi)].map((m) =>
    m[1]!.replaceAll('&#39;', "'"),
  );
  return [answer.headers.get('content-security-policy') ?? '', ...metas].filter(Boolean);
}

describe('security headers', () => {
  let open: CartPayload;
  let ordered: { checkoutUrl: string; statusUrl: string; redirect: Answer };

  beforeAll(async () => {
    open = await cartWithAPair();
    const cart = await cartWithAPair();
    const redirect = await postForm(cart.checkoutUrl, await orderForm(cart.checkoutUrl));
    expect(redirect.status, redirect.body).toBe(303);
    ordered = { checkoutUrl: cart.checkoutUrl, statusUrl: redirect.headers.get('location')!, redirect };
  });

  const home = () => send('/');
  const assetOfHome = async (pattern: RegExp) => {
    const path = pattern.exec((await home()).body)?.[0];
    expect(path, String(pattern)).toBeDefined();
    return send(path!);
  };

  const kinds: Array<[string, number, () => Promise<Answer>]> = [
    ['a pre-rendered page', 200, home],
    ['a pre-rendered listing', 200, () => send('/shoes/kids')],
    ['a hashed script', 200, () => assetOfHome(/\/_astro\/[^"']+\.js/)],
    ['a hashed stylesheet', 200, () => assetOfHome(/\/_astro\/[^"']+\.css/)],
    ['an image', 200, () => assetOfHome(/\/generated\/[^"' ,]+\.webp/)],
    ['an API answer', 200, () => send('/api/constants')],
    ['live stock', 200, () => send(`/api/stock/${sizes[0]!.productId}`)],
    ['an API refusal (JSON error)', 400, () => post('/api/cart-add', '{"cartId":')],
    ['an API route asked with a method it does not take', 405, () => send('/api/cart-add')],
    [
      'a reading API route asked to change something',
      405,
      () => send('/api/products', { method: 'DELETE', headers: { origin: shop.baseURL } }),
    ],
    ['the 404 page', 404, () => send('/no-such-page')],
    ['the hosted checkout form', 200, () => send(open.checkoutUrl)],
    ['the hosted checkout answering a wrong form', 422, () => postForm(open.checkoutUrl, { email: 'not-an-address' })],
    ['the hosted checkout of an unknown cart', 404, () => send('/checkout/no-such-cart')],
    ['a redirect: placing the order', 303, async () => ordered.redirect],
    ['the checkout of a cart already ordered, opened by another browser', 200, () => send(ordered.checkoutUrl)],
    ['the order status page', 200, () => send(ordered.statusUrl)],
    ['an unknown order', 404, () => send('/order/no-such-order-token-at-all')],
    [
      'the publish webhook refusing a wrong secret',
      401,
      () => send('/webhooks/publish', { method: 'POST', headers: { 'x-webhook-secret': 'guess' } }),
    ],
    [
      'the publish webhook refusing a method (405)',
      405,
      () => send('/webhooks/publish', { method: 'PUT', headers: { 'x-webhook-secret': WEBHOOK_SECRET } }),
    ],
  ];

  it.each(kinds)('are on %s', async (_kind, status, get) => {
    const answer = await get();
    expect(answer.status).toBe(status);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Over plain HTTP there is no HSTS: a browser would keep it for a host that never had TLS.
    expect(answer.headers.get('strict-transport-security')).toBeNull();

    // Scripts are restricted (script-src, or default-src when there is none) and never inline-unsafe;
    // only an answer with no body (a redirect) has nothing to restrict.
    const scriptRules = policiesOf(answer).map(
      (policy) => directive(policy, 'script-src') ?? directive(policy, 'default-src'),
    );
    if (answer.body) expect(scriptRules.filter(Boolean).length, 'a policy restricting scripts').toBeGreaterThan(0);
    for (const rule of scriptRules) {
      expect(rule ?? '').not.toContain("'unsafe-inline'");
      expect(rule ?? '').not.toContain("'unsafe-eval'");
    }
    if (answer.headers.get('content-type')?.startsWith('text/html')) {
      expect(directive(policiesOf(answer).join(';'), 'object-src')).toBe("object-src 'none'");
    }
  });

  it('add HSTS for two years when the trusted proxy says the request came over HTTPS', async () => {
    for (const path of ['/', '/api/constants', '/no-such-page', '/checkout/no-such-cart']) {
      const answer = await send(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
    }
    expect(
      (await send('/', { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('ignore a forged X-Forwarded-Proto when the shop is not told to trust a proxy', async () => {
    // The shop every browser test shares runs without TRUST_PROXY.
    const response = await fetch(new URL('/', inject('baseURL')), { headers: { 'x-forwarded-proto': 'https' } });
    await response.arrayBuffer();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('a state-changing call from another site', () => {
  interface Victim {
    cart: CartPayload;
    cookie: string;
    email: string;
  }
  let victim: Victim;
  const marker = (what: string) => `csrf-${what}@example.com`;

  beforeAll(async () => {
    const cart = await cartWithAPair();
    const email = 'victim@example.com';
    const signUp = await post('/api/user/create/', {
      firstName: 'Sara',
      lastName: 'Haddad',
      email,
      password: 'shoes2024',
    });
    expect(signUp.status, signUp.body).toBe(200);
    const session = signUp.headers
      .getSetCookie()
      .find((line) => line.startsWith('session='))!
      .split(';')[0]!;
    victim = { cart, cookie: `${session}; cartId=${cart.id}`, email };
  });

  // Each body is one the route would accept from the shop itself: only the guard stands in the way.
  const routes: Array<[string, (v: Victim) => object]> = [
    ['/api/cart-create', () => ({})],
    [
      '/api/cart-add',
      (v) => ({ cartId: v.cart.id, lines: [{ merchandiseId: v.cart.lines[0]!.merchandiseId, quantity: 1 }] }),
    ],
    ['/api/cart-update', (v) => ({ cartId: v.cart.id, lines: [{ id: v.cart.lines[0]!.lineId, quantity: 2 }] })],
    ['/api/cart-delete', (v) => ({ cartId: v.cart.id, lines: [v.cart.lines[0]!.lineId] })],
    ['/api/cart-email-update', (v) => ({ cartId: v.cart.id, email: marker('cart') })],
    ['/api/cart-update-discount-code', (v) => ({ cartId: v.cart.id, discountCodes: ['WELCOME10'] })],
    [
      '/api/user/create/',
      () => ({ firstName: 'Eve', lastName: 'Evil', email: marker('account'), password: 'shoes2024' }),
    ],
    ['/api/user/email-sign-in', (v) => ({ email: v.email, password: 'shoes2024' })],
    ['/api/user/sign-out', () => ({})],
    ['/api/update-user', () => ({ firstName: 'Mallory' })],
    ['/api/user/reset-password', () => ({ token: 'a'.repeat(43), password: 'taken2025' })],
    ['/api/send-reset-password-email', (v) => ({ email: v.email })],
    ['/api/email-subscribe/', () => ({ email: marker('newsletter') })],
  ];
  const attacks: Array<[string, (own: string) => Record<string, string>, number]> = [
    ['JSON with a foreign Origin', () => ({ 'content-type': 'application/json', origin: FOREIGN }), 403],
    [
      'JSON marked cross-site by Sec-Fetch-Site, without Origin',
      () => ({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }),
      403,
    ],
    ['a cross-site form post', () => ({ 'content-type': 'application/x-www-form-urlencoded', origin: FOREIGN }), 403],
    [
      'text/plain, which a page on any site may send without asking',
      (own) => ({ 'content-type': 'text/plain', origin: own }),
      415,
    ],
    ['a body with no content type', (own) => ({ origin: own }), 415],
  ];

  it.each(routes)('is refused by %s, whatever it is dressed as', async (path, body) => {
    for (const [attack, headers, status] of attacks) {
      const sent = headers(shop.baseURL);
      const isForm = sent['content-type']?.startsWith('application/x-www-form-urlencoded');
      const text = isForm
        ? new URLSearchParams(body(victim) as Record<string, string>).toString()
        : JSON.stringify(body(victim));
      // Bytes, so that fetch adds no content type of its own.
      const answer = await send(path, {
        method: 'POST',
        headers: { ...sent, cookie: victim.cookie },
        body: Buffer.from(text),
      });
      expect(answer.status, attack).toBe(status);
      expect(answer.headers.getSetCookie(), attack).toEqual([]);
    }
  });

  it('is refused by the hosted checkout, and sells nothing', async () => {
    const form = await orderForm(victim.cart.checkoutUrl);
    const refusals: Array<Record<string, string>> = [
      { origin: FOREIGN },
      { origin: FOREIGN, 'content-type': 'text/plain' },
      { origin: 'null' },
    ];
    for (const headers of refusals) {
      const answer = await postForm(victim.cart.checkoutUrl, form, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    const json = await post(victim.cart.checkoutUrl, form);
    expect(json.status).toBe(415);
  });

  it('changes nothing: the cart, the session and the name are as they were', async () => {
    expect(await cartOf(await post('/api/get-cart-by-id', { id: victim.cart.id }))).toEqual(victim.cart);
    const session = await post('/api/user/token-sign-in/', {}, { cookie: victim.cookie });
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body)).toMatchObject({ firstName: 'Sara', email: victim.email });
    expect((await post('/api/user/email-sign-in', { email: marker('account'), password: 'shoes2024' })).status).toBe(
      401,
    );
  });
});

describe('what reaches a response', () => {
  // A stack frame ("at fn (file:line:col)"), a source path, or an error's class name.
  const leaks = [
    /\bat [^\s()]+ \(?[^()\s]+:\d+:\d+\)?/,
    /\/(?:src|server|scripts)\/[\w/-]+\.(?:ts|js|mjs|astro)/,
    /node_modules/,
    /file:\/\//,
    /\b(?:TypeError|SyntaxError|RangeError|ReferenceError)\b/,
  ];
  const notFound = '/api/stock/NO-SUCH-PRODUCT';
  const bytes = (...values: number[]) => Buffer.from(values);

  const postRoutes = [
    '/api/cart-create',
    '/api/cart-add',
    '/api/get-cart-by-id',
    '/api/search-bar',
    '/api/user/create/',
    '/api/user/email-sign-in',
    '/api/user/reset-password',
    '/api/email-subscribe/',
  ];
  const probes: Array<[string, () => Promise<Answer>]> = [
    ...postRoutes.flatMap((path): Array<[string, () => Promise<Answer>]> => [
      [`malformed JSON to ${path}`, () => post(path, '{"email": "a@b.c", "lines": [')],
      [`a 1 MB body to ${path}`, () => post(path, JSON.stringify({ email: 'x'.repeat(1024 * 1024) }))],
      [
        `invalid UTF-8 to ${path}`,
        () =>
          send(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: shop.baseURL },
            body: bytes(0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d),
          }),
      ],
      [`a NUL to ${path}`, () => post(path, '{"email":"a\\u0000@example.com","id":"\\u0000"}')],
      [`nesting 20,000 deep to ${path}`, () => post(path, `${'['.repeat(20_000)}${']'.repeat(20_000)}`)],
      [
        `__proto__ to ${path}`,
        () => post(path, '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
      ],
    ]),
    ['an unknown cart', () => post('/api/get-cart-by-id', { id: 'no-such-cart' })],
    [
      'an unknown size',
      async () =>
        post('/api/cart-add', {
          cartId: (await cartWithAPair()).id,
          lines: [{ merchandiseId: 'NO-SUCH-SIZE', quantity: 1 }],
        }),
    ],
    ['an unknown product', () => send(notFound)],
    ['an unknown tag', () => send('/api/get-products-by-tag/%00%27%22%3Cscript%3E')],
    ['broken percent-encoding in a path', () => send('/api/stock/%E0%A4%A')],
    ['broken percent-encoding in a page', () => send('/checkout/%ff%fe')],
    ['an unknown order', () => send('/order/%c0%af')],
    [
      'a checkout form of invalid UTF-8',
      async () =>
        send((await cartWithAPair()).checkoutUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.baseURL },
          body: bytes(0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff),
        }),
    ],
    [
      'a 1 MB checkout form',
      async () => postForm((await cartWithAPair()).checkoutUrl, { email: 'x'.repeat(1024 * 1024) }),
    ],
    [
      'a checkout form with a NUL',
      async () => postForm((await cartWithAPair()).checkoutUrl, { ...SHOPPER, name: 'Sara\0' }),
    ],
    ['a checkout form for an unknown cart', () => postForm('/checkout/no-such-cart', SHOPPER)],
    [
      'the publish webhook with a wrong secret',
      () => send('/webhooks/publish', { method: 'POST', headers: { 'x-webhook-secret': WEBHOOK_SECRET.slice(0, -1) } }),
    ],
    ['the publish webhook with no secret', () => send('/webhooks/publish?wait=1', { method: 'POST' })],
    [
      'an order that cannot be mailed (SMTP is down)',
      async () => {
        const cart = await cartWithAPair();
        const placed = await postForm(cart.checkoutUrl, await orderForm(cart.checkoutUrl));
        return send(placed.headers.get('location')!);
      },
    ],
    [
      'a reset link asked for while SMTP is down',
      () => post('/api/send-reset-password-email', { email: 'nobody@example.com' }),
    ],
  ];

  it.each(probes)('%s: no 5xx, no stack trace, no path, no secret', async (_what, get) => {
    const answer = await get();
    expect(answer.status).toBeLessThan(500);
    const seen = `${[...answer.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${answer.body}`;
    for (const leak of leaks) expect(seen).not.toMatch(leak);
    expect(seen).not.toContain(ROOT);
    for (const secret of SECRETS) expect(seen).not.toContain(secret);
    expect(answer.headers.get('x-powered-by')).toBeNull();
    if (answer.status >= 400 && answer.headers.get('content-type')?.startsWith('application/json'))
      expect(JSON.parse(answer.body)).toHaveProperty('error');
  });
});

describe('after the shop has stopped, its database', () => {
  it('holds nothing a refused cross-site call tried to write', async () => {
    await shop.stop();
    stopped = true;
    const db = await openDatabase({ dataDir });
    try {
      const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
      expect(await count(`SELECT count(*)::int AS n FROM customers WHERE email LIKE 'csrf-%'`)).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email LIKE 'csrf-%'`)).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM carts WHERE email LIKE 'csrf-%'`)).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM customers WHERE first_name = 'Mallory'`)).toBe(0);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM outbox WHERE kind = 'password-reset' AND recipient = 'victim@example.com'`,
        ),
      ).toBe(0);
    } finally {
      await db.close();
    }
  });
});
