/**
 * The back office's people and records (issue 34 items 5c–f, 6; docs/admin.md): customers, the exports, the
 * outbox, the audit log and the staff, each owner only. Pages are rendered in process against the real engine;
 * the CSV routes are called as Astro calls them.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { APIRoute } from 'astro';
import CustomersPage from '#src/pages/[...locale]/admin/customers/index.astro';
import CustomerPage from '#src/pages/[...locale]/admin/customers/[id].astro';
import ExportsPage from '#src/pages/[...locale]/admin/exports.astro';
import OutboxPage from '#src/pages/[...locale]/admin/outbox.astro';
import AuditPage from '#src/pages/[...locale]/admin/audit.astro';
import StaffPage from '#src/pages/[...locale]/admin/staff.astro';
import * as ordersCsv from '#src/pages/api/admin/exports/orders.csv.ts';
import * as subscribersCsv from '#src/pages/api/admin/exports/subscribers.csv.ts';
import { saveAddress } from '#src/commerce/accounts/addresses.ts';
import { confirmedSubscriber } from './support/newsletter.ts';
import { requestPasswordReset } from '#src/commerce/accounts/password-reset.ts';
import { orderExportPage, type OrderCursor } from '#src/commerce/back-office/exports.ts';
import type { Db } from '#src/commerce/db/index.ts';
import type { Order } from '#src/commerce/orders.ts';
import { staffOfSession } from '#src/commerce/staff/staff.ts';
import { filsToDecimal } from '#src/i18n/format.ts';
import { call } from './support/call.ts';
import { freshEmail, signedUpShopper } from './support/accounts.ts';
import { shopDb } from './support/db.ts';
import { placedOrder } from './support/orders.ts';
import { renderPage } from './support/pages.ts';
import { variantWithStock } from './support/shop.ts';
import { signedInStaff } from './support/staff.ts';

const cookieOf = (session: string) => `staff_session=${session}`;

const page = (component: AstroComponentFactory, path: string, cookie?: string, params: Record<string, string> = {}) =>
  renderPage(component, path, { params, headers: cookie ? { cookie } : {} });

const post = (component: AstroComponentFactory, path: string, cookie: string, form: Record<string, string>) =>
  renderPage(component, path, { params: {}, headers: { cookie }, form });

const get = (route: { GET: APIRoute }, path: string, cookie?: string) =>
  call(route.GET, path, { headers: cookie ? { cookie } : {} });

async function customerIdOf(db: Db, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [email]);
  return rows[0]!.id;
}

/** Orders placed now, then moved to a time of their own, so that a range holds only this test's orders. */
async function orderAt(db: Db, at: string, pairs = 1): Promise<Order> {
  const variant = await variantWithStock(pairs);
  const order = await placedOrder(db, [{ variantId: variant.id, quantity: pairs }], { email: freshEmail() });
  await db.query('UPDATE orders SET processed_at = $2::timestamptz WHERE id = $1', [order.id, at]);
  return order;
}

describe('customers', () => {
  it('looks a customer up by e-mail and phone: orders, addresses, newsletter; never a hash or token', async () => {
    const db = await shopDb();
    const owner = await signedInStaff(db, 'owner');
    const shopper = await signedUpShopper('Mariam', 'Qasimi');
    const id = await customerIdOf(db, shopper.email);
    const phone = `+97150${String(Date.now()).slice(-7)}`;
    await saveAddress(db, id, { name: 'Mariam Q', phone, emirate: 'Sharjah', area: 'Al Nahda', address: 'Tower 9' });
    await confirmedSubscriber(db, shopper.email);
    const variant = await variantWithStock(1);
    const order = await placedOrder(db, [{ variantId: variant.id, quantity: 1 }], { email: shopper.email });

    const byEmail = await (await page(CustomersPage, `/admin/customers?q=${shopper.email}`, owner.cookie)).text();
    expect(byEmail).toContain(`/admin/customers/${id}`);
    const national = `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
    const byPhone = await (
      await page(CustomersPage, `/admin/customers?q=${encodeURIComponent(national)}`, owner.cookie)
    ).text();
    expect(byPhone).toContain(`/admin/customers/${id}`);

    const answer = await page(CustomerPage, `/admin/customers/${id}`, owner.cookie, { id });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(shopper.email);
    expect(html).toContain(`/admin/orders/${order.number}`);
    expect(html).toContain('Al Nahda');
    expect(html).toContain('On the newsletter list since');
    expect(html).not.toContain('scrypt$');
    expect(html).not.toContain(shopper.token);
    const { rows } = await db.query<{ hash: string }>('SELECT password_hash AS hash FROM customers WHERE id = $1', [
      id,
    ]);
    expect(html).not.toContain(rows[0]!.hash.split('$').pop()!);

    const arabic = await (
      await page(CustomerPage, `/ar/admin/customers/${id}`, owner.cookie, { id, locale: 'ar' })
    ).text();
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain('مشترك في النشرة البريدية');
    expect((await page(CustomerPage, '/admin/customers/nobody', owner.cookie, { id: 'nobody' })).status).toBe(404);
  });
});

describe('the orders export', () => {
  it('streams the range’s orders with VAT columns and right totals; shop days, both included', async () => {
    const db = await shopDb();
    const owner = await signedInStaff(db, 'owner');
    // Far in the future: no other test's order falls in these days.
    const before = await orderAt(db, '2031-03-09T23:59:00+04:00');
    const first = await orderAt(db, '2031-03-10T00:00:00+04:00', 2);
    const tie = await orderAt(db, '2031-03-10T00:00:00+04:00');
    const last = await orderAt(db, '2031-03-11T23:59:59+04:00');
    const after = await orderAt(db, '2031-03-12T00:00:00+04:00');

    const answer = await get(ordersCsv, '/api/admin/exports/orders.csv?from=2031-03-10&to=2031-03-11', owner.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2031-03-10-to-2031-03-11.csv"',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    const [headings, ...rows] = parse(text.replace(/^\uFEFF/, '')) as string[][];
    expect(headings).toEqual([
      'Order number',
      'Date',
      'Customer',
      'E-mail',
      'Emirate',
      'Payment method',
      'Payment status',
      'Fulfilment status',
      'Merchandise (AED)',
      'Discount (AED)',
      'Delivery (AED)',
      'Cash on delivery fee (AED)',
      'Total (AED)',
      'VAT (AED)',
      'Total before VAT (AED)',
      'Refunded (AED)',
      'Returned (AED)',
    ]);
    expect(rows.map((r) => Number(r[0]))).toEqual([first.number, tie.number, last.number]);
    expect(rows.map((r) => Number(r[0]))).not.toContain(before.number);
    expect(rows.map((r) => Number(r[0]))).not.toContain(after.number);
    const row = rows.find((r) => Number(r[0]) === first.number)!;
    expect(row[1]).toBe('2031-03-10 00:00');
    expect(row.slice(4, 8)).toEqual(['Dubai', 'cash-on-delivery', 'PENDING', 'UNFULFILLED']);
    expect(row.slice(8, 15)).toEqual([
      filsToDecimal(first.merchandiseFils),
      filsToDecimal(first.discountFils),
      filsToDecimal(first.shippingFils),
      filsToDecimal(first.codFeeFils),
      filsToDecimal(first.totalFils),
      filsToDecimal(first.vatFils),
      filsToDecimal(first.totalFils - first.vatFils),
    ]);
    expect(Number(row[12])).toBeGreaterThan(0);
    expect(Number(row[13])).toBeCloseTo((Number(row[12]) * 5) / 105, 1);

    // Keyset pages of one row walk the range once, the two orders of the same instant included.
    const walked: number[] = [];
    let cursor: OrderCursor | null = null;
    do {
      const next = await orderExportPage(db, { from: '2031-03-10', to: '2031-03-11' }, cursor, 1);
      walked.push(...next.rows.map((r) => r.number));
      cursor = next.next;
    } while (cursor);
    expect(walked).toEqual(rows.map((r) => Number(r[0])));

    const { rows: audited } = await db.query<{ action: string; target: string }>(
      `SELECT action, target FROM audit_log WHERE staff_id = $1`,
      [owner.staff.id],
    );
    expect(audited).toContainEqual({ action: 'export.orders', target: 'orders 2031-03-10..2031-03-11' });
  });

  it('refuses a day that is not one, a reversed range and a missing one with 400 and a worded JSON error', async () => {
    const db = await shopDb();
    const owner = await signedInStaff(db, 'owner');
    for (const [query, code] of [
      ['from=2031-02-30&to=2031-03-01', 'date_invalid'],
      ['from=2031-03&to=2031-03-31', 'date_invalid'],
      ['to=2031-03-31', 'date_invalid'],
      ['from=2031-03-10&to=2031-03-01', 'range_reversed'],
      ['from=2030-01-01&to=2031-03-01', 'range_too_long'],
    ] as const) {
      const answer = await get(ordersCsv, `/api/admin/exports/orders.csv?${query}`, owner.cookie);
      expect(answer.status, query).toBe(400);
      const body = (await answer.json()) as { code: string; error: string };
      expect(body.code).toBe(code);
      expect(body.error.length).toBeGreaterThan(10);
    }
  });
});

describe('the subscribers export', () => {
  it('lists the newsletter list as CSV and is audited', async () => {
    const db = await shopDb();
    const owner = await signedInStaff(db, 'owner');
    const email = freshEmail();
    await confirmedSubscriber(db, email);
    const answer = await get(subscribersCsv, '/api/admin/exports/subscribers.csv', owner.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-/);
    const [headings, ...rows] = parse((await answer.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(headings).toEqual(['E-mail', 'Subscribed on']);
    expect(rows.map((r) => r[0])).toContain(email);
    const { rows: audited } = await db.query('SELECT 1 FROM audit_log WHERE staff_id = $1 AND action = $2', [
      owner.staff.id,
      'export.subscribers',
    ]);
    expect(audited).toHaveLength(1);
  });
});

describe('the outbox', () => {
  it('lists sent and failed mails, newest first, without the body of a reset mail', async () => {
    const db = await shopDb();
    const owner = await signedInStaff(db, 'owner');
    const shopper = await signedUpShopper();
    expect(await requestPasswordReset(db, { email: shopper.email, siteUrl: 'http://shop.test' })).toBe(true);
    const { rows } = await db.query<{ id: number; text: string }>(
      `SELECT id, text_body AS text FROM outbox WHERE recipient = $1 AND kind = 'password-reset'`,
      [shopper.email],
    );
    const reset = rows[0]!;
    const link = /https?:\/\/\S+/.exec(reset.text)![0];
    const variant = await variantWithStock(1);
    const order = await placedOrder(db, [{ variantId: variant.id, quantity: 1 }], { email: freshEmail() });
    await db.query(`UPDATE outbox SET sent_at = now(), attempts = 1 WHERE recipient = $1`, [order.email]);
    await db.query(`UPDATE outbox SET attempts = 5, last_error = '550 mailbox unavailable' WHERE id = $1`, [reset.id]);

    const html = await (await page(OutboxPage, '/admin/outbox', owner.cookie)).text();
    expect(html).toContain(`data-mail="${reset.id}" data-kind="password-reset" data-state="failed"`);
    expect(html).toContain('550 mailbox unavailable');
    expect(html).toMatch(/data-kind="order-confirmation" data-state="sent"/);
    expect(html).not.toContain(link);
    expect(html).not.toContain(/[\w-]{32,}/.exec(link)![0]);
    const ids = [...html.matchAll(/data-mail="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));

    const failed = await (await page(OutboxPage, '/admin/outbox?state=failed', owner.cookie)).text();
    expect(failed).toContain(`data-mail="${reset.id}"`);
    expect(failed).not.toContain('data-state="sent"');
  });
});

describe('the staff and the audit log', () => {
  it('invites (e-mailed, link shown once), removes (signed out at once); the log shows before and after', async () => {
    const db = await shopDb();
    const owner = await signedInStaff(db, 'owner');
    const email = freshEmail();
    const invited = await post(StaffPage, '/admin/staff', owner.cookie, { action: 'invite', email, role: 'staff' });
    expect(invited.status).toBe(200);
    const html = await invited.text();
    expect(html).toMatch(/data-invite-link>http:\/\/[^<]+\/admin\/invite\/[\w-]+</);
    expect(html).toContain(`data-member="${email}"`);
    const { rows: mails } = await db.query('SELECT 1 FROM outbox WHERE recipient = $1', [email]);
    expect(mails).toHaveLength(1);

    const again = await post(StaffPage, '/admin/staff', owner.cookie, { action: 'invite', email, role: 'staff' });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain('Someone with this e-mail is already on the staff.');
    const notAnAddress = await post(StaffPage, '/admin/staff', owner.cookie, { action: 'invite', email: 'nope' });
    expect(await notAnAddress.text()).toContain('Give an e-mail address.');

    const member = await signedInStaff(db, 'staff');
    const removed = await post(StaffPage, '/admin/staff', owner.cookie, { action: 'remove', id: member.staff.id });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain('was removed and signed out');
    expect(await staffOfSession(db, member.session)).toBeNull();
    const twice = await post(StaffPage, '/admin/staff', owner.cookie, { action: 'remove', id: member.staff.id });
    expect(await twice.text()).toContain('This staff member was already removed.');

    const audit = await (await page(AuditPage, '/admin/audit', owner.cookie)).text();
    expect(audit).toContain('data-action="staff.invite"');
    expect(audit).toContain('data-action="staff.remove"');
    expect(audit).toContain(email);
    // Before and after, as JSON: the removal's role before, the invitation's role after.
    expect(audit).toMatch(/&quot;role&quot;: &quot;staff&quot;|"role": "staff"/);
    const arabic = await (await page(AuditPage, '/ar/admin/audit', owner.cookie, { locale: 'ar' })).text();
    expect(arabic).toContain('سجل العمليات');
  });

  it('refuses to remove the last owner, in words', async () => {
    const db = await shopDb();
    const owner = await signedInStaff(db, 'owner');
    // Other tests' owners share this database: made staff for the while, owners again afterwards.
    const { rows } = await db.query<{ id: string }>(
      `UPDATE staff SET role = 'staff' WHERE role = 'owner' AND id <> $1 AND removed_at IS NULL RETURNING id`,
      [owner.staff.id],
    );
    try {
      const answer = await post(StaffPage, '/admin/staff', owner.cookie, { action: 'remove', id: owner.staff.id });
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain('The last owner cannot be removed');
      expect(await staffOfSession(db, owner.session)).not.toBeNull();
    } finally {
      await db.query(`UPDATE staff SET role = 'owner' WHERE id = ANY($1::text[])`, [rows.map((r) => r.id)]);
    }
  });
});

describe('who may open them', () => {
  const pages: Array<[string, AstroComponentFactory, Record<string, string>]> = [
    ['/admin/customers', CustomersPage, {}],
    ['/admin/customers/someone', CustomerPage, { id: 'someone' }],
    ['/admin/exports', ExportsPage, {}],
    ['/admin/outbox', OutboxPage, {}],
    ['/admin/audit', AuditPage, {}],
    ['/admin/staff', StaffPage, {}],
  ];
  const routes: Array<[string, { GET: APIRoute }]> = [
    ['/api/admin/exports/orders.csv?from=2031-03-01&to=2031-03-31', ordersCsv],
    ['/api/admin/exports/subscribers.csv', subscribersCsv],
  ];

  it('answers a staff member 403 on every page and route, and the owner 200', async () => {
    const db = await shopDb();
    const member = await signedInStaff(db, 'staff');
    const owner = await signedInStaff(db, 'owner');
    for (const [path, component, params] of pages) {
      expect((await page(component, path, member.cookie, params)).status, path).toBe(403);
      expect((await page(component, `/ar${path}`, member.cookie, { ...params, locale: 'ar' })).status, path).toBe(403);
      const status = (await page(component, path, owner.cookie, params)).status;
      expect(status === 200 || (path.endsWith('someone') && status === 404), path).toBe(true);
    }
    const removal = await post(StaffPage, '/admin/staff', member.cookie, { action: 'remove', id: owner.staff.id });
    expect(removal.status).toBe(403);
    expect(await staffOfSession(db, owner.session)).not.toBeNull();
    for (const [path, route] of routes) {
      const answer = await get(route, path, member.cookie);
      expect(answer.status, path).toBe(403);
      expect(((await answer.json()) as { code: string }).code).toBe('not_allowed');
      expect((await get(route, path, owner.cookie)).status, path).toBe(200);
    }
  });

  it('sends nobody and a shopper to the sign-in, and answers their calls 401', async () => {
    const shopper = await signedUpShopper();
    const shopperCookie = `session=${shopper.token}; signed_in=1`;
    for (const cookie of [undefined, shopperCookie, cookieOf('0'.repeat(43))]) {
      for (const [path, component, params] of pages) {
        const answer = await page(component, path, cookie, params);
        expect(answer.status, path).toBe(303);
        expect(answer.headers.get('location'), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
      }
      for (const [path, route] of routes) expect((await get(route, path, cookie)).status, path).toBe(401);
    }
  });
});
