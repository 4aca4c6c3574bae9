/**
 * Reviews from buyers (docs/product.md §9 "Reviews"): POST /api/reviews, GET /api/reviews/{productId} and
 * GET /api/review-eligibility/{productId}, on the real engine, with good and bad input.
 */
import type { APIContext, APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { GET as reviewsOf } from '#src/pages/api/reviews/[productId].ts';
import { POST as writeReview } from '#src/pages/api/reviews/index.ts';
import { GET as eligibilityOf } from '#src/pages/api/review-eligibility/[productId].ts';
import { addToCart, createCart, setCartCustomer } from '#src/commerce/carts.ts';
import { placeOrder } from '#src/commerce/checkout.ts';
import { customerOfSession } from '#src/commerce/accounts/sessions.ts';
import { deliverOrder, shipOrder } from '#src/commerce/order-changes.ts';
import { OrderRefusal } from '#src/commerce/errors.ts';
import { decideReview, listReviews, reviewRatings } from '#src/commerce/reviews.ts';
import { reviewMessages } from '#src/features/reviews/messages.ts';
import { shopDb } from './support/db.ts';
import { call, callJson, ORIGIN } from './support/call.ts';
import { callSignedIn, JSON_FROM_SHOP, signedUpShopper, type Shopper } from './support/accounts.ts';
import { checkoutForm } from './support/checkout.ts';
import { variantWithStock, type TestVariant } from './support/shop.ts';

/** The operator ships the order, then marks it delivered (docs/product.md §4 "Order lifecycle"). */
async function delivered(order: number): Promise<void> {
  await shipOrder(await db(), order);
  await deliverOrder(await db(), order);
}

const db = shopDb;

/** A shopper who bought `variant` while signed in, and the order's number. */
async function buyer(variant: TestVariant, name = 'Sara'): Promise<Shopper & { order: number; customerId: string }> {
  const shopper = await signedUpShopper(name, 'Haddad');
  const customer = (await customerOfSession(await db(), shopper.token))!;
  const cart = await createCart(await db());
  await addToCart(await db(), cart.id, [{ variantId: variant.id, quantity: 1 }]);
  await setCartCustomer(await db(), cart.id, customer.id);
  const result = await placeOrder(await db(), cart.id, checkoutForm({ email: shopper.email }), { origin: ORIGIN });
  if (result.outcome !== 'placed') throw new Error(`no order: ${JSON.stringify(result)}`);
  return { ...shopper, order: result.order.number, customerId: customer.id };
}

const usedProducts = new Set<string>();

/** A variant in stock of a product no other test of this file reviews: each test counts its own reviews. */
async function freshVariant(): Promise<TestVariant> {
  for (;;) {
    const variant = await variantWithStock(5);
    if (usedProducts.has(variant.product.id)) continue;
    usedProducts.add(variant.product.id);
    return variant;
  }
}

const review = (variant: TestVariant, change: Record<string, unknown> = {}) => ({
  productId: variant.product.id,
  stars: 4,
  title: 'Comfy from day one',
  text: 'My son wore them all week at school.',
  size: variant.size,
  fit: 'true',
  ...change,
});

/** Posts a review as the signed-in shopper, from a client address of its own (the throttle counts per address). */
function post(shopper: Shopper, body: unknown, headers: Record<string, string> = {}, from = shopper.email) {
  const url = new URL('/api/reviews', ORIGIN);
  const request = new Request(url, {
    method: 'POST',
    headers: { ...JSON_FROM_SHOP, cookie: `session=${shopper.token}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return Promise.resolve(
    (writeReview as APIRoute)({ request, url, params: {}, clientAddress: from } as unknown as APIContext),
  );
}

const published = (productId: string) =>
  callJson<{ count: number; average: number; mostSay: string | null; reviews: Array<Record<string, unknown>> }>(
    reviewsOf,
    `/api/reviews/${productId}`,
    { params: { productId } },
  );

const eligibility = async (shopper: Shopper, productId: string) => {
  const response = await callSignedIn(eligibilityOf, `/api/review-eligibility/${productId}`, shopper.token, {
    method: 'GET',
    params: { productId },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const storedFor = async (customerId: string) =>
  (await (await db()).query('SELECT 1 FROM reviews WHERE customer_id = $1', [customerId])).rowCount;

describe('writing a review', () => {
  it('waits for the order to be delivered, takes one review, shows it once the operator approves it', async () => {
    const variant = await freshVariant();
    const sara = await buyer(variant);
    expect(await eligibility(sara, variant.product.id)).toEqual({ status: 200, body: { state: 'not-delivered' } });
    const early = await post(sara, review(variant));
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ error: reviewMessages.en.refusals.not_eligible, code: 'not_eligible' });

    await delivered(sara.order);
    await expect(deliverOrder(await db(), sara.order)).rejects.toBeInstanceOf(OrderRefusal);
    expect((await eligibility(sara, variant.product.id)).body).toEqual({ state: 'can-review', sizes: [variant.size] });

    const sent = await post(
      sara,
      review(variant, { title: '  <b>Comfy</b> & light ', text: '<script>x()</script> ok!' }),
    );
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ status: 'pending' });
    expect((await eligibility(sara, variant.product.id)).body).toEqual({ state: 'reviewed', status: 'pending' });
    expect((await published(variant.product.id)).body).toMatchObject({ count: 0, reviews: [] });

    const [pending] = (await listReviews(await db(), { status: 'pending', limit: 500 })).filter(
      (r) => r.email === sara.email,
    );
    await decideReview(await db(), pending!.id, 'approved');
    const shown = await published(variant.product.id);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ count: 1, average: 4, mostSay: 'true' });
    // Kept as written (trimmed): the page shows it as plain text, never as markup.
    expect(shown.body.reviews[0]).toMatchObject({
      author: 'Sara H.',
      stars: 4,
      title: '<b>Comfy</b> & light',
      text: '<script>x()</script> ok!',
      size: variant.size,
      fit: 'true',
    });
    expect(shown.body.reviews[0]).not.toHaveProperty('email');
    expect((await reviewRatings(await db()))[variant.product.id]).toEqual({ count: 1, average: 4 });

    const again = await post(sara, review(variant, { stars: 1 }));
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('already_reviewed');
  });

  it('averages the approved reviews and names the fit most of them give; a rejected review stays hidden', async () => {
    const variant = await freshVariant();
    const buyers = await Promise.all(['Amal', 'Huda', 'Noor'].map((name) => buyer(variant, name)));
    for (const b of buyers) await delivered(b.order);
    const fits = ['small', 'small', 'large'];
    const stars = [5, 4, 1];
    for (const [i, b] of buyers.entries())
      expect((await post(b, review(variant, { fit: fits[i], stars: stars[i] }))).status).toBe(201);
    const mine = (await listReviews(await db(), { status: 'pending', limit: 500 })).filter((r) =>
      buyers.some((b) => b.email === r.email),
    );
    await decideReview(await db(), mine[0]!.id, 'approved');
    await decideReview(await db(), mine[1]!.id, 'approved');
    await decideReview(await db(), mine[2]!.id, 'rejected');
    expect((await published(variant.product.id)).body).toMatchObject({ count: 2, average: 4.5, mostSay: 'small' });
  });

  it('refuses a size not bought, a product not bought, and a shopper signed out', async () => {
    const variant = await freshVariant();
    const other = await freshVariant();
    const sara = await buyer(variant);
    await delivered(sara.order);
    const wrongSize = await post(sara, review(variant, { size: variant.size === 42 ? 41 : variant.size + 1 }));
    expect([wrongSize.status, (await wrongSize.json()).code]).toEqual([422, 'wrong_size']);
    // Another customer's product: Sara bought `variant`, not `other`.
    const notBought = await post(sara, review(other));
    expect([notBought.status, (await notBought.json()).code]).toEqual([403, 'not_eligible']);
    const signedOut = await call(writeReview, '/api/reviews', { body: review(variant) });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: reviewMessages.en.refusals.sign_in, code: 'sign_in' });
    expect(await storedFor(sara.customerId)).toBe(0);
  });

  it('refuses a body that is not a review, in the language asked for, and stores nothing', async () => {
    const variant = await freshVariant();
    const sara = await buyer(variant);
    await delivered(sara.order);
    const bad: unknown[] = [
      '{"productId": ',
      review(variant, { stars: '5' }),
      review(variant, { stars: 6 }),
      review(variant, { stars: 2.5 }),
      review(variant, { fit: 'tight' }),
      review(variant, { title: ' ' }),
      review(variant, { text: 'short' }),
      review(variant, { text: 'x'.repeat(2001) }),
      review(variant, { size: null }),
      review(variant, { productId: '../../etc' }),
      [review(variant)],
    ];
    for (const body of bad) {
      const response = await post(sara, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(await response.json()), JSON.stringify(body)).toContain('error');
    }
    const arabic = await post(sara, '{', { 'accept-language': 'ar' });
    expect((await arabic.json()).error).toBe('البيانات ليست JSON صالحًا');
    const foreign = await post(sara, review(variant), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await storedFor(sara.customerId)).toBe(0);
  });

  it('throttles a customer who writes too many at once, with Retry-After, in Arabic when asked', async () => {
    const variant = await freshVariant();
    const sara = await buyer(variant);
    await delivered(sara.order);
    const other = await freshVariant();
    // Five attempts in the window are counted (refused or not); the sixth is held back.
    for (let i = 0; i < 5; i++) expect((await post(sara, review(other))).status).toBe(403);
    const held = await post(sara, review(variant), { 'accept-language': 'ar' });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await held.json()).toEqual({ error: reviewMessages.ar.refusals.throttled, code: 'throttled' });
    expect(await storedFor(sara.customerId)).toBe(0);
  });
});

describe('reading reviews', () => {
  it('answers 404 for a product the catalogue does not have, and 401 for eligibility when signed out', async () => {
    expect((await published('no-such-product')).status).toBe(404);
    const signedOut = await callJson(eligibilityOf, '/api/review-eligibility/x', { params: { productId: 'x' } });
    expect(signedOut.status).toBe(404);
    const variant = await freshVariant();
    const productId = variant.product.id;
    const anonymous = await callJson(eligibilityOf, `/api/review-eligibility/${productId}`, { params: { productId } });
    expect(anonymous).toEqual({ status: 401, body: { error: reviewMessages.en.refusals.sign_in, code: 'sign_in' } });
    const stranger = await signedUpShopper('Mona', 'Saleh');
    expect((await eligibility(stranger, productId)).body).toEqual({ state: 'not-bought' });
  });
});
