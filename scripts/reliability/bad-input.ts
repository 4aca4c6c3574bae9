/**
 * Bad input: hundreds of generated malformed requests against every API route
 * (wrong methods, content types, encodings, sizes, types, unicode, injection
 * strings, missing and extra fields). Zero 5xx, the server still answering, and
 * no data changed: a witness cart and the stock of its variant stay exactly as
 * they were.
 */
import { databaseName, sampleVariants, withShop, type ScenarioOptions, type Verdict } from './harness.ts';
import { Shopper } from './shopper.ts';

interface Route {
  path: string;
  method: 'GET' | 'POST';
  /** A well-formed body, whose fields the generator breaks one at a time. */
  valid?: (ids: Ids) => Record<string, unknown>;
}

interface Ids {
  cartId: string;
  variantId: string;
  lineId: string;
}

const ROUTES: Route[] = [
  { path: '/api/cart-create', method: 'POST', valid: () => ({}) },
  { path: '/api/get-cart-by-id', method: 'POST', valid: (ids) => ({ id: ids.cartId }) },
  {
    path: '/api/cart-add',
    method: 'POST',
    valid: (ids) => ({ cartId: ids.cartId, lines: [{ merchandiseId: ids.variantId, quantity: 1 }] }),
  },
  {
    path: '/api/cart-update',
    method: 'POST',
    valid: (ids) => ({ cartId: ids.cartId, lines: [{ id: ids.lineId, quantity: 1 }] }),
  },
  { path: '/api/cart-delete', method: 'POST', valid: (ids) => ({ cartId: ids.cartId, lines: [ids.lineId] }) },
  { path: '/api/cart-email-update', method: 'POST', valid: (ids) => ({ cartId: ids.cartId, email: 'a@b.ae' }) },
  {
    path: '/api/cart-update-discount-code',
    method: 'POST',
    valid: (ids) => ({ cartId: ids.cartId, discountCodes: ['WELCOME10'] }),
  },
  { path: '/api/search-bar/', method: 'POST', valid: () => ({ search: 'sandal' }) },
  {
    path: '/api/user/create/',
    method: 'POST',
    valid: () => ({ firstName: 'A', lastName: 'B', email: 'new@b.ae', password: 'shoes2024', acceptsMarketing: true }),
  },
  { path: '/api/user/email-sign-in', method: 'POST', valid: () => ({ email: 'a@b.ae', password: 'shoes2024' }) },
  { path: '/api/user/token-sign-in/', method: 'POST', valid: () => ({ token: 'x' }) },
  { path: '/api/send-reset-password-email', method: 'POST', valid: () => ({ email: 'a@b.ae' }) },
  { path: '/api/update-user', method: 'POST', valid: () => ({ token: 'x', firstName: 'A', lastName: 'B' }) },
  { path: '/api/email-subscribe/', method: 'POST', valid: () => ({ email: 'a@b.ae' }) },
  { path: '/api/constants', method: 'GET' },
  { path: '/api/products', method: 'GET' },
  { path: '/api/get-products-by-tag/kids', method: 'GET' },
  { path: '/api/get-products-by-title/x', method: 'GET' },
  { path: '/api/get-blogs', method: 'GET' },
  { path: '/api/stock/x', method: 'GET' },
  // The two pages rendered on demand, which read the database with an id from the URL.
  { path: '/checkout/x', method: 'GET' },
  { path: '/order/x', method: 'GET' },
];

const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE carts; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${jndi:ldap://x}',
  '%00',
  '\u0000',
  '\ud800',
  '😀👟'.repeat(50),
  'مرحبا بالعالم',
  '\u202e\u202d',
  'a'.repeat(10_000),
  '{{7*7}}',
  'null',
];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  2 ** 53 + 1,
  -0.5,
  3.7,
  [],
  [null],
  {},
  { $gt: '' },
  ...NASTY_STRINGS,
];
const BAD_RAW_BODIES: Array<string | Uint8Array<ArrayBuffer>> = [
  '{',
  '[]',
  'null',
  '"text"',
  '{"a":',
  '{"__proto__":{"admin":true}}',
  new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
];

interface BadRequest {
  path: string;
  method: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  headers?: Record<string, string>;
}

/** A path segment for any string; a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function* generate(ids: Ids, spare: Ids): Generator<BadRequest> {
  for (const route of ROUTES) {
    for (const method of ['PUT', 'DELETE', 'PATCH', route.method === 'GET' ? 'POST' : 'GET'])
      yield { path: route.path, method };
    if (route.method === 'GET') {
      for (const s of NASTY_STRINGS.slice(2, 12))
        yield { path: route.path.replace(/\/[^/]*$/, `/${segment(s)}`), method: 'GET' };
      yield { path: `${route.path}?${'q='.repeat(2000)}`, method: 'GET' };
      continue;
    }
    const valid = route.valid!(ids);
    const json = JSON.stringify(valid);
    for (const raw of BAD_RAW_BODIES)
      yield { path: route.path, method: 'POST', body: raw, contentType: 'application/json' };
    // A well-formed body under another content type may be accepted, so these go to the spare cart.
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ]) {
      yield { path: route.path, method: 'POST', body: JSON.stringify(route.valid!(spare)), contentType };
    }
    yield {
      path: route.path,
      method: 'POST',
      body: json,
      contentType: 'application/json',
      headers: { origin: 'https://evil.example' },
    };
    yield {
      path: route.path,
      method: 'POST',
      body: `{"pad":"${'x'.repeat(1_100_000)}"}`,
      contentType: 'application/json',
    };
    // Extra fields may be ignored and the call accepted, so this one is aimed away from the witness cart.
    yield {
      path: route.path,
      method: 'POST',
      body: JSON.stringify({ ...route.valid!(spare), extra: 'field', nested: { deep: [1, 2, 3] } }),
      contentType: 'application/json',
    };
    for (const field of Object.keys(valid)) {
      const { [field]: _, ...missing } = valid;
      yield { path: route.path, method: 'POST', body: JSON.stringify(missing), contentType: 'application/json' };
      // An out-of-range number may be accepted and capped (quantities are capped to stock),
      // so numbers go to the spare cart.
      for (const value of NASTY_VALUES) {
        const base = typeof value === 'number' ? route.valid!(spare) : valid;
        yield {
          path: route.path,
          method: 'POST',
          body: JSON.stringify({ ...base, [field]: value }),
          contentType: 'application/json',
        };
      }
    }
  }
}

export async function badInput({ short }: ScenarioOptions): Promise<Verdict> {
  const name = `bad input (${databaseName()})`;
  const problems: string[] = [];
  let sent = 0;
  await withShop([], async (shop) => {
    const shopper = new Shopper(shop.baseURL);
    const [pick] = sampleVariants(1, 120);
    const cartId = await shopper.createCart();
    const added = await shopper.add(cartId, pick!.variantId, 2);
    const ids: Ids = { cartId, variantId: pick!.variantId, lineId: added.cart.lines[0]!.lineId };
    const before = JSON.stringify((await shopper.cart(cartId)).cart);
    const stockBefore = (await shopper.stock(pick!.productId)).get(pick!.variantId);

    const spareCart = await shopper.createCart();
    const spareLine = (await shopper.add(spareCart, pick!.variantId, 1)).cart.lines[0]!.lineId;
    const requests = [...generate(ids, { ...ids, cartId: spareCart, lineId: spareLine })];
    const chosen = short ? requests.filter((_, i) => i % 3 === 0) : requests;
    for (let i = 0; i < chosen.length; i += 8) {
      await Promise.all(
        chosen.slice(i, i + 8).map(async (request) => {
          try {
            const answer = await shopper.send(request.path, request);
            sent++;
            if (answer.status >= 500)
              problems.push(
                `${request.method} ${request.path} (${String(request.contentType)}, ` +
                  `${String(request.body).slice(0, 40)}) answered ${answer.status}`,
              );
            if (/\bat .+\.(ts|js|mjs):\d+/.test(answer.body))
              problems.push(`${request.method} ${request.path} leaked a stack trace`);
          } catch (error) {
            problems.push(`${request.method} ${request.path}: ${(error as Error).message}`);
          }
        }),
      );
    }
    const alive = await shopper.send('/api/constants');
    if (alive.status !== 200) problems.push(`server no longer answers (${alive.status})`);
    const after = JSON.stringify((await shopper.cart(cartId)).cart);
    const stockAfter = (await shopper.stock(pick!.productId)).get(pick!.variantId);
    if (after !== before) problems.push('the witness cart changed');
    if (stockAfter !== stockBefore) problems.push(`stock changed from ${stockBefore} to ${stockAfter}`);
  });
  return {
    name,
    passed: problems.length === 0 && sent >= (short ? 150 : 500),
    detail: problems.length
      ? `${problems.length} problems in ${sent} requests: ${problems.slice(0, 4).join('; ')}`
      : `${sent} malformed requests across ${ROUTES.length} routes: ` +
        'no 5xx, no stack trace, server up, witness cart and stock unchanged',
  };
}
