/**
 * A checked-out cart's checkout link (docs/decisions/024-checked-out-cart-link.md): the cart id outlives
 * the order in a cookie, in browser history and in logs, so the link says only that the cart is checked
 * out, and leads on to the order (name, phone, address) only for whoever placed it.
 */
import { describe, expect, it } from 'vitest';
import { newToken } from '#src/commerce/accounts/tokens.ts';
import CheckoutPage from '#src/pages/[...locale]/checkout/[cartId].astro';
import { signedUpShopper } from './support/accounts.ts';
import { checkoutForm } from './support/checkout.ts';
import { renderPage } from './support/pages.ts';
import { cartWith, variantWithStock } from './support/shop.ts';

const form = checkoutForm({ name: 'Mariam Al Suwaidi', phone: '050 987 6543', address: 'Villa 77, Street 19' });
/** What the order's page shows and a stranger must not see. */
const orderDetails = ['Mariam Al Suwaidi', '+971509876543', '050 987 6543', 'Villa 77', form.email, '/order/'];

interface Placed {
  cartId: string;
  orderUrl: string;
  /** The Cookie header of the browser that placed the order, on the cart's checkout path. */
  placingBrowser: string;
  setCookie: string[];
}

async function placedOrder(headers: Record<string, string> = {}): Promise<Placed> {
  const { id } = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
  const answer = await renderPage(CheckoutPage, `/checkout/${id}`, { params: { cartId: id }, form, headers });
  expect(answer.status, await answer.clone().text()).toBe(303);
  const setCookie = answer.headers.getSetCookie();
  const placingBrowser = setCookie.find((line) => line.includes(`Path=/checkout/${id};`))!.split(';')[0]!;
  return { cartId: id, orderUrl: answer.headers.get('location')!, placingBrowser, setCookie };
}

async function open(placed: Placed, options: { locale?: 'ar'; cookie?: string; post?: boolean } = {}) {
  const path = `${options.locale ? '/ar' : ''}/checkout/${placed.cartId}`;
  const answer = await renderPage(CheckoutPage, path, {
    params: { cartId: placed.cartId, ...(options.locale && { locale: options.locale }) },
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.post && { form }),
  });
  return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
}

describe('the checkout link of a cart already checked out', () => {
  it('marks the placing browser by an HttpOnly cookie on the cart’s checkout paths, not the order token', async () => {
    const placed = await placedOrder();
    const token = placed.orderUrl.split('/').pop()!;
    const marks = placed.setCookie.filter((line) => line.startsWith('placedOrder='));
    expect(marks.map((line) => /Path=([^;]+)/.exec(line)![1])).toEqual([
      `/checkout/${placed.cartId}`,
      `/ar/checkout/${placed.cartId}`,
    ]);
    for (const line of marks) {
      expect(line).toMatch(/^placedOrder=[\w-]{43}; Path=[^;]+; Max-Age=86400; SameSite=Lax; HttpOnly$/);
      expect(line).not.toContain(token);
    }
  });

  it('shows another browser only that the cart is checked out: no order, no name, phone or address', async () => {
    const placed = await placedOrder();
    const page = await open(placed);
    expect(page.status).toBe(200);
    expect(page.location).toBeNull();
    expect(page.html).toContain('This cart has been checked out');
    expect(page.html).toContain('href="/products"');
    for (const detail of orderDetails) expect(page.html).not.toContain(detail);
    expect(page.html).not.toContain('View your order');
  });

  it('shows it in Arabic, right to left, under /ar/', async () => {
    const placed = await placedOrder();
    const page = await open(placed, { locale: 'ar' });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(page.html).toContain('تم إتمام الطلب من هذه السلة');
    expect(page.html).toContain('href="/ar/products"');
    for (const detail of orderDetails) expect(page.html).not.toContain(detail);
  });

  it('answers a form posted to it by another browser the same way, without the order', async () => {
    const placed = await placedOrder();
    const page = await open(placed, { post: true });
    expect(page.location).toBeNull();
    expect(page.html).toContain('This cart has been checked out');
    for (const detail of orderDetails) expect(page.html).not.toContain(detail);
  });

  it('links the browser that placed the order to it, in the page’s language', async () => {
    const placed = await placedOrder();
    const page = await open(placed, { cookie: `${placed.placingBrowser}; cartId=${placed.cartId}` });
    expect(page.status).toBe(200);
    expect(page.html).toContain(`href="${placed.orderUrl}"`);
    expect(page.html).toContain('View your order');
    const arabic = await open(placed, { locale: 'ar', cookie: placed.placingBrowser });
    expect(arabic.html).toContain(`href="/ar${placed.orderUrl}"`);
  });

  it('links no one whose placement cookie is made up or belongs to another cart', async () => {
    const placed = await placedOrder();
    const other = await placedOrder();
    for (const cookie of [`placedOrder=${newToken()}`, other.placingBrowser, `placedOrder=%E0%A4%A`]) {
      const page = await open(placed, { cookie });
      expect(page.html).toContain('This cart has been checked out');
      expect(page.html).not.toContain('/order/');
    }
  });

  it('links the signed-in customer who placed the order, from any browser', async () => {
    const shopper = await signedUpShopper();
    const placed = await placedOrder({ cookie: `session=${shopper.token}` });
    const page = await open(placed, { cookie: `session=${shopper.token}` });
    expect(page.html).toContain(`href="${placed.orderUrl}"`);
    const stranger = await signedUpShopper();
    expect((await open(placed, { cookie: `session=${stranger.token}` })).html).not.toContain('/order/');
  });
});
