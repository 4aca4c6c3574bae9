/**
 * The back office's orders (docs/admin.md "Orders"), as the pages render them and their forms post: the list's
 * filters, search and pages; the newer-orders call; each action with its timeline step and audit entry; a
 * refusal in Arabic; the packing slip; and nothing for a shopper or nobody.
 */
import { describe, expect, it } from 'vitest';
import OrderListPage from '#src/pages/[...locale]/admin/orders/index.astro';
import OrderPage from '#src/pages/[...locale]/admin/orders/[number].astro';
import PackingSlipPage from '#src/pages/[...locale]/admin/orders/[number]/packing-slip.astro';
import * as newer from '#src/pages/api/admin/orders/newer.ts';
import { searchOrders } from '#src/commerce/admin-orders.ts';
import { eventsOfOrder } from '#src/commerce/order-events.ts';
import { deliverOrder, shipOrder } from '#src/commerce/order-changes.ts';
import { readAuditLog } from '#src/commerce/staff/audit.ts';
import { cookies } from '#src/config/accounts.ts';
import { freshEmail, signedUpShopper } from './support/accounts.ts';
import { call } from './support/call.ts';
import { shopDb } from './support/db.ts';
import { placedOrder, productWithSizes } from './support/orders.ts';
import { renderPage } from './support/pages.ts';
import { signedInStaff } from './support/staff.ts';

async function anOrder(options: { email?: string; locale?: 'en' | 'ar' } = {}) {
  const db = await shopDb();
  const product = await productWithSizes(db, 5);
  const [a, b, c] = product.variants as [
    (typeof product.variants)[0],
    (typeof product.variants)[0],
    (typeof product.variants)[0],
  ];
  const order = await placedOrder(
    db,
    [
      { variantId: a.id, quantity: 1 },
      { variantId: b.id, quantity: 2 },
    ],
    { email: options.email ?? freshEmail(), locale: options.locale },
  );
  return { db, order, sizes: { a, b, c } };
}

const orderPath = (number: number, locale: 'en' | 'ar' = 'en') =>
  `${locale === 'ar' ? '/ar' : ''}/admin/orders/${number}`;

async function post(cookie: string, number: number, form: Record<string, string>, locale: 'en' | 'ar' = 'en') {
  return renderPage(OrderPage, orderPath(number, locale), {
    params: locale === 'ar' ? { locale: 'ar', number: String(number) } : { number: String(number) },
    headers: { cookie },
    form,
  });
}

async function show(cookie: string, number: number, locale: 'en' | 'ar' = 'en') {
  const response = await renderPage(OrderPage, orderPath(number, locale), {
    params: locale === 'ar' ? { locale: 'ar', number: String(number) } : { number: String(number) },
    headers: { cookie },
  });
  return { status: response.status, html: await response.text() };
}

async function list(cookie: string, query = '') {
  const response = await renderPage(OrderListPage, `/admin/orders${query}`, { params: {}, headers: { cookie } });
  return { status: response.status, html: await response.text() };
}

const listedNumbers = (html: string): number[] =>
  [...html.matchAll(/<tr data-order="(\d+)"/g)].map((m) => Number(m[1]));

describe('the order list', () => {
  it('finds an order by its number, written either way, by e-mail and by phone in any UAE writing', async () => {
    const { db, order } = await anOrder();
    const { cookie } = await signedInStaff(db);
    for (const q of [`%23${order.number}`, String(order.number), encodeURIComponent(order.email.toUpperCase())]) {
      const { status, html } = await list(cookie, `?q=${q}`);
      expect(status).toBe(200);
      expect(listedNumbers(html)).toEqual([order.number]);
    }
    // checkoutForm's phone is 050 123 4567: every order of the tests has it, so search narrows by the day too.
    for (const phone of ['+971501234567', '00971 50 123 4567', '0501234567']) {
      const found = await searchOrders(db, { search: phone, perPage: 200 });
      expect(found.orders.map((o) => o.number)).toContain(order.number);
    }
    expect((await searchOrders(db, { search: '052 999 0000' })).orders).toEqual([]);
  });

  it('filters by fulfilment, payment, emirate and date, newest first, a page at a time', async () => {
    const { db, order } = await anOrder();
    const second = (await anOrder()).order;
    await shipOrder(db, order.number);
    const { cookie } = await signedInStaff(db);
    const shipped = listedNumbers((await list(cookie, '?fulfilment=FULFILLED')).html);
    expect(shipped).toContain(order.number);
    expect(shipped).not.toContain(second.number);
    const toShip = (await searchOrders(db, { fulfillment: 'UNFULFILLED', perPage: 200 })).orders;
    expect(toShip.every((o) => o.fulfillmentStatus === 'UNFULFILLED')).toBe(true);
    expect((await searchOrders(db, { financial: 'PAID', perPage: 200 })).orders.map((o) => o.number)).not.toContain(
      order.number,
    );
    expect((await searchOrders(db, { emirate: 'Fujairah' })).orders.map((o) => o.number)).not.toContain(order.number);
    expect((await searchOrders(db, { emirate: 'Dubai', perPage: 200 })).orders.map((o) => o.number)).toContain(
      order.number,
    );
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    expect((await searchOrders(db, { from: today, to: today, perPage: 200 })).orders.map((o) => o.number)).toContain(
      second.number,
    );
    expect((await searchOrders(db, { to: '2020-01-01' })).orders).toEqual([]);

    // Paged by order number: the next older page starts below the last order shown, and leads back.
    const first = await searchOrders(db, { perPage: 1 });
    expect(first.newer).toBeNull();
    const next = await searchOrders(db, { perPage: 1, before: first.older! });
    expect(first.orders[0]!.number).toBeGreaterThan(next.orders[0]!.number);
    const back = await searchOrders(db, { perPage: 1, after: next.newer! });
    expect(back.orders.map((o) => o.number)).toEqual(first.orders.map((o) => o.number));
    const paged = await list(cookie, `?before=${first.older}`);
    expect(paged.html).toContain('href="/admin/orders"');
  });

  it('answers the orders placed since one, in the language asked, to staff only', async () => {
    const { db, order } = await anOrder();
    const { cookie } = await signedInStaff(db);
    const later = (await anOrder()).order;
    const answer = await call(newer.GET, `/api/admin/orders/newer?than=${order.number}`, {
      headers: { cookie, 'accept-language': 'ar' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = (await answer.json()) as { count: number; notice: string; orders: Array<{ number: number }> };
    expect(body.orders.map((o) => o.number)).toContain(later.number);
    expect(body.orders.map((o) => o.number)).not.toContain(order.number);
    expect(body.notice).toMatch(/جديد/);
    const nobody = await call(newer.GET, `/api/admin/orders/newer?than=0`);
    expect(nobody.status).toBe(401);
    const shopper = await signedUpShopper();
    const asShopper = await call(newer.GET, `/api/admin/orders/newer?than=0`, {
      headers: { cookie: `${cookies.session}=${shopper.token}` },
    });
    expect(asShopper.status).toBe(401);
  });
});

describe('an order in the back office', () => {
  it('ships, delivers, collects: each a timeline step and an audit entry by the staff member', async () => {
    const { db, order } = await anOrder();
    const { cookie, staff } = await signedInStaff(db);
    const shipped = await post(cookie, order.number, { action: 'ship', carrier: 'Aramex', tracking: 'AX123' });
    expect(shipped.status).toBe(303);
    expect(shipped.headers.get('location')).toBe(`/admin/orders/${order.number}?done=shipped`);
    expect((await post(cookie, order.number, { action: 'deliver' })).status).toBe(303);
    expect((await post(cookie, order.number, { action: 'collect' })).status).toBe(303);

    const events = await eventsOfOrder(db, order.id);
    expect(events.map((e) => e.kind)).toEqual(['placed', 'shipped', 'delivered', 'cash_collected']);
    expect(events[0]!.actor).toBe('customer');
    expect(events.slice(1).every((e) => e.actor === staff.email)).toBe(true);
    expect(events[1]!.data).toMatchObject({ carrier: 'Aramex', trackingNumber: 'AX123' });

    const audit = (await readAuditLog(db, { limit: 500 })).filter((a) => a.target === order.name);
    expect(audit.map((a) => a.action).reverse()).toEqual(['order.shipped', 'order.delivered', 'order.cash_collected']);
    expect(audit.every((a) => a.staffEmail === staff.email)).toBe(true);
    const shipEntry = audit.find((a) => a.action === 'order.shipped')!;
    expect(shipEntry.before).toMatchObject({ fulfillmentStatus: 'UNFULFILLED', financialStatus: 'PENDING' });
    expect(shipEntry.after).toMatchObject({ fulfillmentStatus: 'FULFILLED', carrier: 'Aramex' });

    const { html } = await show(cookie, order.number);
    const placedAt = html.indexOf('data-event="placed"');
    const shippedAt = html.indexOf('data-event="shipped"');
    const deliveredAt = html.indexOf('data-event="delivered"');
    expect(placedAt).toBeGreaterThan(0);
    expect(shippedAt).toBeGreaterThan(placedAt);
    expect(deliveredAt).toBeGreaterThan(shippedAt);
    expect(html).toContain('Shipped with Aramex, tracking AX123');
    expect(html).toContain(staff.email);
  });

  it('takes a return and an exchange through their forms', async () => {
    const { db, order, sizes } = await anOrder();
    const { cookie, staff } = await signedInStaff(db);
    await shipOrder(db, order.number);
    await deliverOrder(db, order.number);
    const exchanged = await post(cookie, order.number, {
      action: 'exchange',
      line: '2',
      size: String(sizes.c.size),
      quantity: '1',
    });
    expect(exchanged.status).toBe(303);
    const returned = await post(cookie, order.number, { action: 'return', 'line-1': '1' });
    expect(returned.status).toBe(303);
    const events = await eventsOfOrder(db, order.id);
    expect(events.slice(-2)).toMatchObject([
      {
        kind: 'exchanged',
        actor: staff.email,
        data: { line: 2, size: sizes.b.size, newSize: sizes.c.size, quantity: 1 },
      },
      { kind: 'returned', actor: staff.email, data: { pairs: [{ line: 1, quantity: 1 }] } },
    ]);
    const audit = (await readAuditLog(db, { limit: 500 })).find(
      (a) => a.target === order.name && a.action === 'order.returned',
    );
    expect(audit).toMatchObject({
      staffEmail: staff.email,
      before: { fulfillmentStatus: 'EXCHANGED' },
      after: { fulfillmentStatus: 'PARTIALLY_RETURNED' },
    });
    // More than is left on the line: refused, worded, nothing changed.
    const tooMany = await post(cookie, order.number, { action: 'return', 'line-1': '1' });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.text()).toContain('more pairs than are left');
    const { html } = await show(cookie, order.number);
    expect(html).toContain(`1 exchanged for EU ${sizes.c.size}`);
    expect(html).toContain('1 returned');
  });

  it('cancels only when confirmed, and a refusal shows in Arabic on the Arabic page', async () => {
    const { db, order } = await anOrder({ locale: 'ar' });
    const { cookie, staff } = await signedInStaff(db);
    const unconfirmed = await post(cookie, order.number, { action: 'cancel' }, 'ar');
    expect(unconfirmed.status).toBe(422);
    expect((await post(cookie, order.number, { action: 'cancel', confirm: 'yes' }, 'ar')).status).toBe(303);
    const again = await post(cookie, order.number, { action: 'ship' }, 'ar');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`الطلب #${order.number} ملغى.`);
    const audit = (await readAuditLog(db, { limit: 500 })).find(
      (a) => a.target === order.name && a.action === 'order.cancelled',
    );
    expect(audit).toMatchObject({
      staffEmail: staff.email,
      before: { fulfillmentStatus: 'UNFULFILLED' },
      after: { fulfillmentStatus: 'CANCELLED' },
    });
  });

  it('prints a packing slip with the lines, sizes and pairs, and no prices', async () => {
    const { db, order } = await anOrder();
    const { cookie } = await signedInStaff(db);
    const response = await renderPage(PackingSlipPage, `/admin/orders/${order.number}/packing-slip`, {
      params: { number: String(order.number) },
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Packing slip #${order.number}`);
    expect(html).toContain(`EU ${order.lines[1]!.size}`);
    expect(html).toContain(order.address);
    expect(html).not.toContain('AED');
  });

  it('sends a shopper and nobody to the sign-in, on every orders page', async () => {
    const { order } = await anOrder();
    const shopper = await signedUpShopper();
    const asked: Array<Record<string, string>> = [{}, { cookie: `${cookies.session}=${shopper.token}` }];
    for (const headers of asked) {
      for (const [page, path, params] of [
        [OrderListPage, '/admin/orders', {}],
        [OrderPage, `/admin/orders/${order.number}`, { number: String(order.number) }],
        [PackingSlipPage, `/admin/orders/${order.number}/packing-slip`, { number: String(order.number) }],
      ] as const) {
        const response = await renderPage(page, path, { params, headers });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/);
      }
      const posted = await renderPage(OrderPage, `/admin/orders/${order.number}`, {
        params: { number: String(order.number) },
        headers,
        form: { action: 'cancel', confirm: 'yes' },
      });
      expect(posted.status).toBe(303);
    }
    expect((await orderStatus(order.number)).fulfillmentStatus).toBe('UNFULFILLED');
  });
});

async function orderStatus(number: number) {
  const found = await searchOrders(await shopDb(), { search: String(number) });
  return found.orders[0]!;
}
