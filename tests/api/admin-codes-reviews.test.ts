/**
 * The back office's review queue and discount codes (issue 34, item 5): approving and rejecting a pending
 * review (audited, the ratings file rewritten); creating a code with its refusals worded, seeing its uses,
 * ending it (audited); the codes page and API for owners only, nobody without a staff session.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReviewsPage from '#src/pages/[...locale]/admin/reviews.astro';
import CodesPage from '#src/pages/[...locale]/admin/codes.astro';
import { GET as codesCall } from '#src/pages/api/admin/codes.ts';
import { customerOfSession } from '#src/commerce/accounts/sessions.ts';
import { addToCart, createCart, setCartCustomer } from '#src/commerce/carts.ts';
import { placeOrder } from '#src/commerce/checkout.ts';
import { consumeCode } from '#src/commerce/discounts.ts';
import { deliverOrder, shipOrder } from '#src/commerce/order-changes.ts';
import { ratingsFile } from '#src/commerce/ratings.ts';
import { listReviews, submitReview } from '#src/commerce/reviews.ts';
import { readAuditLog } from '#src/commerce/staff/audit.ts';
import { adminCodesMessages } from '#src/features/admin-codes/messages.ts';
import { adminReviewsMessages } from '#src/features/admin-reviews/messages.ts';
import { fill } from '#src/i18n/messages.ts';
import { call } from './support/call.ts';
import { signedUpShopper } from './support/accounts.ts';
import { checkoutForm, ORIGIN } from './support/checkout.ts';
import { shopDb } from './support/db.ts';
import { renderPage } from './support/pages.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { signedInStaff } from './support/staff.ts';

const EN = { locale: undefined as unknown as string };

/** A pending review of a shoe the shopper bought, signed in, and received. */
/**
 * Reviews are per product, and on PostgreSQL every test file shares one database: these reviews go to products
 * from the end of the feed, which the other files (taking theirs from its start) do not review.
 */
const reviewedProducts = loadFeed().products.slice(-10);
let nextReviewed = 0;

async function pendingReview(title: string): Promise<number> {
  const db = await shopDb();
  const product = reviewedProducts[nextReviewed++ % reviewedProducts.length]!;
  const variant = { id: product.variants[0]!.id, product, size: product.variants[0]!.size };
  await setStock(db, variant.id, 5);
  const shopper = await signedUpShopper('Mona', 'Saeed');
  const customer = (await customerOfSession(db, shopper.token))!;
  const cart = await createCart(db);
  await addToCart(db, cart.id, [{ variantId: variant.id, quantity: 1 }]);
  await setCartCustomer(db, cart.id, customer.id);
  const placed = await placeOrder(db, cart.id, checkoutForm({ email: shopper.email }), { origin: ORIGIN });
  if (placed.outcome !== 'placed') throw new Error('no order');
  await shipOrder(db, placed.order.number);
  await deliverOrder(db, placed.order.number);
  const input = {
    productId: variant.product.id,
    stars: 4,
    title,
    text: 'Comfortable from day one.',
    size: variant.size,
  };
  const sent = await submitReview(db, customer.id, { ...input, fit: 'true' }, '198.51.100.7');
  if (sent.outcome !== 'submitted') throw new Error(`no review: ${sent.outcome}`);
  return (await listReviews(db, { status: 'pending', limit: 1000 })).find((r) => r.title === title)!.id;
}

const auditFor = async (target: string) =>
  (await readAuditLog(await shopDb(), { limit: 500 })).filter((entry) => entry.target === target);

describe('the review queue: /admin/reviews', () => {
  // A decision rewrites DATA_DIR/review-ratings.json: a folder of the test's own, not the checkout's data/.
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'admin-reviews-'));
    vi.stubEnv('DATA_DIR', dataDir);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists a pending review, approves one and rejects another, each audited', async () => {
    const db = await shopDb();
    const { staff, cookie } = await signedInStaff(db);
    const approved = await pendingReview(`Approve me ${Date.now()}`);
    const rejected = await pendingReview(`Reject me ${Date.now()}`);

    const queue = await renderPage(ReviewsPage, '/ar/admin/reviews', { params: { locale: 'ar' }, headers: { cookie } });
    expect(queue.status).toBe(200);
    const html = await queue.text();
    expect(html).toContain(`data-review="${approved}"`);
    expect(html).toContain(adminReviewsMessages.ar.approve);

    const approve = await renderPage(ReviewsPage, '/admin/reviews', {
      params: EN,
      headers: { cookie },
      form: { id: String(approved), decision: 'approved' },
    });
    expect(approve.status).toBe(303);
    const back = await renderPage(ReviewsPage, approve.headers.get('location')!, { params: EN, headers: { cookie } });
    const after = await back.text();
    expect(after).toContain(adminReviewsMessages.en.decided.approved);
    expect(after).not.toContain(`data-review="${approved}"`);
    const reject = await renderPage(ReviewsPage, '/admin/reviews', {
      params: EN,
      headers: { cookie },
      form: { id: String(rejected), decision: 'rejected' },
    });
    expect(reject.status).toBe(303);

    const [a] = await listReviews(db, { id: approved });
    const [r] = await listReviews(db, { id: rejected });
    expect([a?.status, r?.status]).toEqual(['approved', 'rejected']);
    expect((await auditFor(`review ${approved}`))[0]).toMatchObject({
      staffEmail: staff.email,
      action: 'review.approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect((await auditFor(`review ${rejected}`))[0]).toMatchObject({ action: 'review.reject' });
    expect(ratingsFile()).toBe(join(dataDir, 'review-ratings.json'));
    expect(existsSync(ratingsFile())).toBe(true);
    expect(JSON.parse(readFileSync(ratingsFile(), 'utf8'))).toHaveProperty(a!.productId);

    const again = await renderPage(ReviewsPage, '/admin/reviews', {
      params: EN,
      headers: { cookie },
      form: { id: String(approved), decision: 'rejected' },
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(adminReviewsMessages.en.refused.already_decided);
    expect((await listReviews(db, { id: approved }))[0]?.status).toBe('approved');
  });

  it('sends nobody without a staff session, a shopper included, anywhere but the sign-in', async () => {
    const shopper = await signedUpShopper();
    for (const cookie of ['', `session=${shopper.token}; signed_in=1`]) {
      const page = await renderPage(ReviewsPage, '/admin/reviews', { params: EN, headers: { cookie } });
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/);
    }
  });
});

describe('discount codes: /admin/codes (owners)', () => {
  it('creates a code, shows its uses, and ends it, each audited', async () => {
    const db = await shopDb();
    const { staff, cookie } = await signedInStaff(db, 'owner');
    const code = `KIDS${Date.now() % 100000}`;
    const created = await renderPage(CodesPage, '/admin/codes', {
      params: EN,
      headers: { cookie },
      form: {
        action: 'create',
        code: code.toLowerCase(),
        kind: 'fixed',
        value: '25',
        minimum: '150',
        startsOn: '',
        endsOn: '',
        limit: '3',
      },
    });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe(`/admin/codes?created=${code}`);
    expect(await consumeCode(db, code, new Date())).toBe(true); // an order used it once

    const list = await renderPage(CodesPage, `/admin/codes?created=${code}`, { params: EN, headers: { cookie } });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain(fill(adminCodesMessages.en.created, { code }));
    const row = html.slice(html.indexOf(`data-code="${code}"`));
    expect(row.slice(0, row.indexOf('</tr>'))).toContain(fill(adminCodesMessages.en.uses, { used: 1, limit: 3 }));
    expect((await auditFor(code))[0]).toMatchObject({
      staffEmail: staff.email,
      action: 'code.create',
      after: { code, kind: 'fixed', value: 2500, minSubtotalFils: 15000, usageLimit: 3 },
    });

    const api = await call(codesCall, '/api/admin/codes', { headers: { cookie } });
    expect(api.status).toBe(200);
    const { codes } = (await api.json()) as { codes: Array<{ code: string; usedCount: number; usageLimit: number }> };
    expect(codes.find((c) => c.code === code)).toMatchObject({ usedCount: 1, usageLimit: 3 });

    const ended = await renderPage(CodesPage, '/ar/admin/codes', {
      params: { locale: 'ar' },
      headers: { cookie },
      form: { action: 'end', code },
    });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe(`/ar/admin/codes?ended=${code}`);
    expect(await consumeCode(db, code, new Date()), 'an ended code applies no more').toBe(false);
    const [end] = await auditFor(code);
    expect(end).toMatchObject({ action: 'code.end', before: { disabledAt: null } });
    const arabic = await renderPage(CodesPage, ended.headers.get('location')!, {
      params: { locale: 'ar' },
      headers: { cookie },
    });
    const arabicHtml = await arabic.text();
    const arabicRow = arabicHtml.slice(arabicHtml.indexOf(`data-code="${code}"`));
    expect(arabicRow.slice(0, arabicRow.indexOf('</tr>'))).toContain(adminCodesMessages.ar.states.ended);
  });

  it('refuses a code it cannot keep, worded field by field, and keeps what was typed', async () => {
    const db = await shopDb();
    const { cookie } = await signedInStaff(db, 'owner');
    const page = await renderPage(CodesPage, '/admin/codes', {
      params: EN,
      headers: { cookie },
      form: {
        action: 'create',
        code: 'no spaces please',
        kind: 'percentage',
        value: '150',
        minimum: 'abc',
        startsOn: '2030-05-10',
        endsOn: '2030-05-01',
        limit: '0',
      },
    });
    expect(page.status).toBe(422);
    const html = await page.text();
    const p = adminCodesMessages.en.problems;
    for (const text of [p.code_format, p.percentage_too_high, p.minimum_invalid, p.dates_order, p.limit_invalid])
      expect(html).toContain(text);
    expect(html).toContain('value="no spaces please"');
    const taken = (await db.query('SELECT 1 FROM discount_codes WHERE code = $1', ['NO SPACES PLEASE'])).rows;
    expect(taken).toEqual([]);

    const code = `TWICE${Date.now() % 100000}`;
    const form = {
      action: 'create',
      code,
      kind: 'percentage',
      value: '10',
      minimum: '',
      startsOn: '',
      endsOn: '',
      limit: '',
    };
    expect((await renderPage(CodesPage, '/admin/codes', { params: EN, headers: { cookie }, form })).status).toBe(303);
    const twice = await renderPage(CodesPage, '/ar/admin/codes', {
      params: { locale: 'ar' },
      headers: { cookie },
      form,
    });
    expect(twice.status).toBe(422);
    expect(await twice.text()).toContain(adminCodesMessages.ar.problems.code_exists);
  });

  it('refuses a member of staff who is not an owner: 403 on the page and the API, nothing created', async () => {
    const db = await shopDb();
    const { cookie } = await signedInStaff(db, 'staff');
    const page = await renderPage(CodesPage, '/admin/codes', { params: EN, headers: { cookie } });
    expect(page.status).toBe(403);
    const code = `STAFF${Date.now() % 100000}`;
    const posted = await renderPage(CodesPage, '/admin/codes', {
      params: EN,
      headers: { cookie },
      form: {
        action: 'create',
        code,
        kind: 'percentage',
        value: '50',
        minimum: '',
        startsOn: '',
        endsOn: '',
        limit: '',
      },
    });
    expect(posted.status).toBe(403);
    expect((await db.query('SELECT 1 FROM discount_codes WHERE code = $1', [code])).rows).toEqual([]);
    const api = await call(codesCall, '/api/admin/codes', { headers: { cookie } });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ code: 'not_allowed' });
  });

  it('sends nobody without a staff session to the codes, a shopper included: sign-in, 401 from the API', async () => {
    const shopper = await signedUpShopper();
    for (const cookie of ['', `session=${shopper.token}; signed_in=1`]) {
      const page = await renderPage(CodesPage, '/admin/codes', { params: EN, headers: { cookie } });
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/);
      const api = await call(codesCall, '/api/admin/codes', { headers: { cookie } });
      expect(api.status).toBe(401);
    }
  });
});
