/**
 * The shopper's privacy rights (docs/product.md §4 "Privacy rights", docs/decisions/026-account-deletion.md):
 * GET /api/user/export and POST /api/user/delete, on the real engine.
 */
import { describe, expect, it } from 'vitest';
import { GET as exportData } from '#src/pages/api/user/export.ts';
import { POST as deleteUser } from '#src/pages/api/user/delete.ts';
import { POST as emailSignIn } from '#src/pages/api/user/email-sign-in.ts';
import { POST as createUser } from '#src/pages/api/user/create.ts';
import { addToCart, createCart, setCartCustomer } from '#src/commerce/carts.ts';
import { placeOrder } from '#src/commerce/checkout.ts';
import { customerOfSession } from '#src/commerce/accounts/sessions.ts';
import { saveAddress } from '#src/commerce/accounts/addresses.ts';
import { confirmedSubscriber } from './support/newsletter.ts';
import { changeWishlist } from '#src/commerce/wishlist.ts';
import { deliverOrder, shipOrder } from '#src/commerce/order-changes.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { dataRetention } from '#src/config/accounts.ts';
import { wholeYears } from '#src/i18n/units.ts';
import { shopDb } from './support/db.ts';
import { call, ORIGIN } from './support/call.ts';
import { callSignedIn, setCookies, signedUpShopper, signUpBody, type Shopper } from './support/accounts.ts';
import { checkoutForm } from './support/checkout.ts';
import { variantWithStock } from './support/shop.ts';

const db = shopDb;

/** A shopper with something of every kind: an address, a delivered order, a wishlist item, an alert, a review. */
async function busyShopper(): Promise<Shopper & { customerId: string; order: number; orderTotal: number }> {
  const shopper = await signedUpShopper('Sara', 'Haddad');
  const customer = (await customerOfSession(await db(), shopper.token))!;
  const variant = await variantWithStock(5);
  const cart = await createCart(await db());
  await addToCart(await db(), cart.id, [{ variantId: variant.id, quantity: 1 }]);
  await setCartCustomer(await db(), cart.id, customer.id);
  const placed = await placeOrder(await db(), cart.id, checkoutForm({ email: shopper.email }), { origin: ORIGIN });
  if (placed.outcome !== 'placed') throw new Error(`no order: ${JSON.stringify(placed)}`);
  await shipOrder(await db(), placed.order.number);
  await deliverOrder(await db(), placed.order.number);
  await saveAddress(await db(), customer.id, {
    name: 'Sara Haddad',
    phone: '050 123 4567',
    emirate: 'Dubai',
    area: 'Jumeirah 1',
    address: 'Villa 12, Street 5',
  });
  await changeWishlist(await db(), customer.id, { action: 'add', productId: variant.product.id });
  await confirmedSubscriber(await db(), shopper.email);
  await (
    await db()
  ).query(
    `INSERT INTO stock_alerts (variant_id, email, locale, title, product_path) VALUES ($1, $2, 'en', 'A shoe', '/p')`,
    [variant.id, shopper.email],
  );
  await (
    await db()
  ).query(
    `INSERT INTO reviews (customer_id, product_id, order_id, author, stars, title, body, size, fit)
     VALUES ($1, $2, $3, 'Sara H.', 5, 'Lovely', 'They fit well.', $4, 'true')`,
    [customer.id, variant.product.id, placed.order.id, variant.size],
  );
  return { ...shopper, customerId: customer.id, order: placed.order.number, orderTotal: placed.order.totalFils };
}

const exportOf = (token: string) => callSignedIn(exportData, '/api/user/export', token, { method: 'GET' });
const deleteWith = (token: string, password: string) =>
  callSignedIn(deleteUser, '/api/user/delete', token, { body: { password } });

describe('GET /api/user/export', () => {
  it('downloads every part of the account as JSON, without a password hash or a token', async () => {
    const shopper = await busyShopper();
    const response = await exportOf(shopper.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lucky-shoes-data-[\d-]+\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ email: shopper.email, firstName: 'Sara', lastName: 'Haddad' });
    expect(data.consents).toMatchObject({ marketingEmails: true, newsletter: { subscribed: true } });
    expect(data.savedAddresses).toHaveLength(1);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ name: `#${shopper.order}`, payment: { method: 'cash-on-delivery' } });
    expect(data.orders[0].lines).toHaveLength(1);
    expect(data.wishlist).toHaveLength(1);
    expect(data.backInStockAlerts).toHaveLength(1);
    expect(data.reviews).toEqual([expect.objectContaining({ title: 'Lovely', stars: 5 })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/scrypt|password|token|statusUrl|\/order\//i);
    expect(text).not.toContain(shopper.token);
  });

  it('answers 401 without a session', async () => {
    const response = await call(exportData, '/api/user/export');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/user/delete', () => {
  it('refuses a wrong password with sign-in’s words and changes nothing', async () => {
    const shopper = await busyShopper();
    const before = await (await exportOf(shopper.token)).json();
    const response = await deleteWith(shopper.token, 'not-my-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'login fail', code: 'login_fail' });
    const after = await (await exportOf(shopper.token)).json();
    expect({ ...after, exportedAt: '' }).toEqual({ ...before, exportedAt: '' });
  });

  it('refuses while an order is still on its way', async () => {
    const shopper = await signedUpShopper();
    const customer = (await customerOfSession(await db(), shopper.token))!;
    const variant = await variantWithStock(5);
    const cart = await createCart(await db());
    await addToCart(await db(), cart.id, [{ variantId: variant.id, quantity: 1 }]);
    await setCartCustomer(await db(), cart.id, customer.id);
    await placeOrder(await db(), cart.id, checkoutForm({ email: shopper.email }), { origin: ORIGIN });
    const response = await deleteWith(shopper.token, shopper.password);
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('orders_open');
    expect(await customerOfSession(await db(), shopper.token)).not.toBeNull();
  });

  it('ends the sessions, erases the person, keeps the orders’ amounts, mails, frees the address', async () => {
    const shopper = await busyShopper();
    const invoice = async () =>
      (
        await (
          await db()
        ).query<{ customer_name: string; customer_address: string }>(
          `SELECT customer_name, customer_address FROM tax_documents
           WHERE kind = 'invoice' AND order_id = (SELECT id FROM orders WHERE number = $1)`,
          [shopper.order],
        )
      ).rows[0];
    const issued = await invoice();
    expect(issued?.customer_name).toMatch(/\p{L}/u);
    const other = await call(emailSignIn, '/api/user/email-sign-in', {
      body: { email: shopper.email, password: shopper.password },
    });
    const otherToken = /^session=([^;]*)/.exec(setCookies(other).session!)![1]!;
    const response = await callSignedIn(deleteUser, '/api/user/delete', shopper.token, {
      body: { password: shopper.password },
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'accept-language': 'ar' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(setCookies(response).session).toMatch(/Max-Age=0/);
    expect(setCookies(response).signed_in).toMatch(/Max-Age=0/);

    const database = await db();
    expect(await customerOfSession(database, shopper.token)).toBeNull();
    expect(await customerOfSession(database, otherToken)).toBeNull();
    const { rows: customers } = await database.query<Record<string, unknown>>(
      'SELECT email, first_name, last_name, password_hash, deleted_at FROM customers WHERE id = $1',
      [shopper.customerId],
    );
    expect(customers[0]).toMatchObject({ first_name: '', last_name: '', password_hash: null });
    expect(customers[0]!.email).not.toContain('@');
    expect(customers[0]!.deleted_at).not.toBeNull();
    const counts = await database.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM customer_addresses WHERE customer_id = $1)::int AS addresses,
              (SELECT count(*) FROM wishlist_items WHERE customer_id = $1)::int AS wishlist,
              (SELECT count(*) FROM reviews WHERE customer_id = $1)::int AS reviews,
              (SELECT count(*) FROM stock_alerts WHERE email = $2)::int AS alerts,
              (SELECT count(*) FROM newsletter_subscribers WHERE email = $2)::int AS newsletter,
              (SELECT count(*) FROM orders WHERE customer_id = $1 OR email = $2)::int AS linkedOrders`,
      [shopper.customerId, shopper.email],
    );
    expect(counts.rows[0]).toEqual({
      addresses: 0,
      wishlist: 0,
      reviews: 0,
      alerts: 0,
      newsletter: 0,
      linkedorders: 0,
    });
    const { rows: orders } = await database.query<Record<string, unknown>>(
      `SELECT total_fils, emirate, customer_name, phone, address, email,
         (SELECT count(*) FROM order_lines WHERE order_id = orders.id)::int AS lines
       FROM orders WHERE number = $1`,
      [shopper.order],
    );
    // Every field that named the person is blanked; the amounts and the emirate stay for the books.
    expect(orders[0]).toEqual({
      total_fils: shopper.orderTotal,
      emirate: 'Dubai',
      customer_name: '—',
      phone: '—',
      address: '—',
      email: expect.stringMatching(/^erased-[0-9a-f-]{36}$/),
      lines: 1,
    });
    // UAE tax law keeps an issued tax invoice unchanged, the customer's name and address included.
    expect(await invoice()).toEqual(issued);

    const mails = await readOutbox(database, { to: shopper.email });
    expect(mails.map((mail) => mail.kind)).toEqual(['account-deleted']);
    expect(mails[0]!.subject).toBe('تم حذف حسابك في لاكي شوز');
    expect(mails[0]!.text).toContain('/ar/privacy');
    expect(mails[0]!.text).toContain(`مدة ${wholeYears('ar', dataRetention.orderRecordYears)}`);

    const again = await call(createUser, '/api/user/create/', { body: signUpBody({ email: shopper.email }) });
    expect(again.status).toBe(200);
  });

  it('answers 401 without a session, and refuses a foreign origin', async () => {
    expect((await call(deleteUser, '/api/user/delete', { body: { password: 'whatever1' } })).status).toBe(401);
    const shopper = await signedUpShopper();
    const foreign = await callSignedIn(deleteUser, '/api/user/delete', shopper.token, {
      body: { password: shopper.password },
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: `session=${shopper.token}`,
      },
    });
    expect(foreign.status).toBe(403);
    expect(await customerOfSession(await db(), shopper.token)).not.toBeNull();
  });
});
