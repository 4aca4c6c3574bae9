/**
 * Cookies are whatever the browser (or anyone) sends: every route and on-demand page that reads one
 * answers a malformed, over-long or duplicated cookie as it answers no cookie, never with a 500, and a
 * session cookie that signs nobody in is expired on the answer (docs/product.md §4 "Session").
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIRoute } from 'astro';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { POST as tokenSignIn } from '#src/pages/api/user/token-sign-in.ts';
import { POST as signOut } from '#src/pages/api/user/sign-out.ts';
import { POST as updateUser } from '#src/pages/api/update-user.ts';
import { GET as wishlist, POST as changeWishlist } from '#src/pages/api/wishlist.ts';
import { GET as addresses, POST as changeAddresses } from '#src/pages/api/addresses.ts';
import { POST as writeReview } from '#src/pages/api/reviews/index.ts';
import { GET as reviewEligibility } from '#src/pages/api/review-eligibility/[productId].ts';
import CheckoutPage from '#src/pages/[...locale]/checkout/[cartId].astro';
import { JSON_FROM_SHOP, setCookies, signedUpShopper } from './support/accounts.ts';
import { call, type CallOptions } from './support/call.ts';
import { checkoutForm } from './support/checkout.ts';
import { renderPage } from './support/pages.ts';
import { cartWith, variantWithStock } from './support/shop.ts';

const productId = loadFeed().products[3]!.id;
const BROKEN = '%E0%A4%A';

let liveToken = '';
beforeAll(async () => {
  liveToken = (await signedUpShopper()).token;
});
afterEach(() => vi.restoreAllMocks());

/** The cookies a hostile or broken client sends, each beside the hint a signed-in browser holds. */
const cookieHeaders: Array<[string, () => string]> = [
  ['a session cookie that does not decode', () => `session=${BROKEN}; signed_in=1`],
  ['a 10 KB session cookie', () => `session=${'A'.repeat(10_240)}; signed_in=1`],
  ['a broken session cookie sent before a live one (the first wins)', () => `session=${BROKEN}; session=${liveToken}`],
  [
    'broken cart, hint and emirate cookies beside an empty session cookie',
    () => `cartId=${BROKEN}; signed_in=${BROKEN}; deliveryEmirate=${BROKEN}; cartId=${'x'.repeat(10_240)}; session=`,
  ],
];

const api = (route: APIRoute, path: string, options: CallOptions) => (cookie: string) =>
  call(route, path, { ...options, headers: { ...JSON_FROM_SHOP, ...options.headers, cookie } });

/** Every place that reads the session cookie, and how it answers a browser without a session. */
const readers: Array<[string, number, (cookie: string) => Promise<Response>]> = [
  ['POST /api/user/token-sign-in', 401, api(tokenSignIn, '/api/user/token-sign-in/', { body: {} })],
  ['POST /api/user/sign-out', 200, api(signOut, '/api/user/sign-out/', { body: {} })],
  ['POST /api/update-user', 401, api(updateUser, '/api/update-user', { body: { firstName: 'Mona' } })],
  ['GET /api/wishlist', 200, api(wishlist, `/api/wishlist?productIds=${productId}`, { method: 'GET' })],
  ['POST /api/wishlist', 401, api(changeWishlist, '/api/wishlist', { body: { action: 'add', productId } })],
  ['GET /api/addresses', 401, api(addresses, '/api/addresses', { method: 'GET' })],
  ['POST /api/addresses', 401, api(changeAddresses, '/api/addresses', { body: { action: 'delete', id: 1 } })],
  [
    'POST /api/reviews',
    401,
    api(writeReview, '/api/reviews', {
      body: { productId, stars: 4, title: 'Comfy', text: 'Worn all week at school.', size: 30, fit: 'true' },
    }),
  ],
  [
    'GET /api/review-eligibility/{productId}',
    401,
    api(reviewEligibility, `/api/review-eligibility/${productId}`, { method: 'GET', params: { productId } }),
  ],
  [
    'GET /checkout/{cartId}',
    200,
    async (cookie) => {
      const { id } = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
      return renderPage(CheckoutPage, `/checkout/${id}`, { params: { cartId: id }, headers: { cookie } });
    },
  ],
  [
    'GET /ar/checkout/{cartId}',
    200,
    async (cookie) => {
      const { id } = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
      return renderPage(CheckoutPage, `/ar/checkout/${id}`, {
        params: { cartId: id, locale: 'ar' },
        headers: { cookie },
      });
    },
  ],
];

/** The Set-Cookie line that expires the session cookie, if the answer has one. */
const sessionExpiry = (answer: Response) => setCookies(answer).session;

describe('a cookie that does not decode, is over-long or is sent twice counts as no session', () => {
  describe.each(cookieHeaders)('%s', (_cookie, header) => {
    it.each(readers)(
      '%s answers %i as to a browser without a session, and expires the cookie',
      async (_r, status, read) => {
        const answer = await read(header());
        expect(answer.status, await answer.clone().text()).toBe(status);
        expect(sessionExpiry(answer)).toMatch(/^session=; Path=\/; Max-Age=0;/);
      },
    );
  });

  it('a live session cookie sent first wins over a broken one after it', async () => {
    const answer = await call(tokenSignIn, '/api/user/token-sign-in/', {
      body: {},
      headers: { ...JSON_FROM_SHOP, cookie: `session=${liveToken}; session=${BROKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('a session cookie that is not even token-shaped is never looked up', async () => {
    const { engine } = await getCommerce();
    const lookup = vi.spyOn(engine, 'customerOfSession');
    for (const [, header] of cookieHeaders) {
      const answer = await call(addresses, '/api/addresses', { method: 'GET', headers: { cookie: header() } });
      expect(answer.status).toBe(401);
    }
    expect(lookup).not.toHaveBeenCalled();
  });

  it('the checkout takes the order of a browser with broken cookies, as a guest', async () => {
    const { id } = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
    const answer = await renderPage(CheckoutPage, `/checkout/${id}`, {
      params: { cartId: id },
      form: checkoutForm(),
      headers: { cookie: `session=${BROKEN}; deliveryEmirate=${BROKEN}` },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/order\/[A-Za-z0-9_-]{43}$/);
  });
});
