/**
 * What a shopper sees of the operator's changes: an order cancelled with `npm run shop -- cancel` reads
 * cancelled on /account and on its order page, and a returned pair reads returned, at the three widths and
 * in Arabic. Against a shop of its own, so that the operator's commands reach it through its channel.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { startShop, type RunningShop } from '../support/server.ts';
import { operatorOutput } from '../support/operator-cli.ts';
import { connectBrowser, shopperContext, WIDTHS, type Width } from './support/browser.ts';
import { SHOPPER } from './support/shopping.ts';

let shop: RunningShop;
let browser: Browser;
let session: string;
const email = `lifecycle-${Date.now()}@example.com`;
const orders: { cancelled: { name: string; path: string }; returned: { name: string; path: string } } = {
  cancelled: { name: '', path: '' },
  returned: { name: '', path: '' },
};

const operator = (...args: string[]) => operatorOutput(shop.dataDir, ...args);

async function post(path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(new URL(path, shop.baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseURL, cookie },
    body: JSON.stringify(body),
  });
}

/** Places an order of these lines through the cart API and the hosted checkout, as the signed-in shopper. */
async function placeOrder(lines: Array<{ merchandiseId: string; quantity: number }>) {
  const cart = (await (await post('/api/cart-create', {})).json()) as { id: string };
  const added = (await (await post('/api/cart-add', { cartId: cart.id, lines })).json()) as { checkoutUrl: string };
  const form = await (await fetch(new URL(added.checkoutUrl, shop.baseURL), { headers: { cookie: session } })).text();
  const deliveryDate = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(form)![1]!;
  const placed = await fetch(new URL(added.checkoutUrl, shop.baseURL), {
    method: 'POST',
    headers: { origin: shop.baseURL, cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...SHOPPER, email, deliveryDate, payment: 'cash-on-delivery' }),
    redirect: 'manual',
  });
  expect(placed.status).toBe(303);
  const path = new URL(placed.headers.get('location')!, shop.baseURL).pathname;
  const page = await (await fetch(new URL(path, shop.baseURL))).text();
  return { name: /#\d+/.exec(page)![0], path };
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ DATABASE_URL: '', NODE_ENV: 'test', PASSWORD_HASH_TEST_N: '1024' }, { seeded: true }),
    connectBrowser(),
  ]);
  const signUp = await post('/api/user/create/', {
    firstName: 'Layla',
    lastName: 'Haddad',
    email,
    password: 'shoes2024',
    acceptsMarketing: true,
  });
  session = `${
    signUp.headers
      .getSetCookie()
      .find((l) => l.startsWith('session='))!
      .split(';')[0]!
  }; signed_in=1`;
  // Full-price sizes with stock: sale items cannot be returned.
  const sizes = loadFeed()
    .products.filter((p) => p.compareAtPriceFils === null)
    .flatMap((p) => p.variants.filter((v) => v.stock >= 3))
    .slice(0, 2);
  orders.cancelled = await placeOrder([{ merchandiseId: sizes[0]!.id, quantity: 1 }]);
  orders.returned = await placeOrder(sizes.map((v) => ({ merchandiseId: v.id, quantity: 1 })));
  const number = (name: string) => name.slice(1);
  await operator('cancel', number(orders.cancelled.name));
  await operator('fulfil', number(orders.returned.name));
  await operator('deliver', number(orders.returned.name));
  await operator('return', number(orders.returned.name), '1');
  // A shop of its own, two orders and four operator commands: minutes on a busy two-core machine.
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function signedInPage(width: Width) {
  const context = await shopperContext(browser, width, shop.baseURL);
  await context.addCookies(
    session.split('; ').map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, url: shop.baseURL };
    }),
  );
  return context.newPage();
}

describe.each(Object.keys(WIDTHS) as Width[])('at %s width', (width) => {
  it('shows the order the operator cancelled as cancelled, and a returned pair as returned', async () => {
    const page = await signedInPage(width);
    await page.goto('/account');
    const cancelled = page.getByRole('row').filter({ hasText: orders.cancelled.name });
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toContain('Cancelled');
    expect(await cancelled.textContent()).toContain('Nothing to pay');
    const returned = page.getByRole('row').filter({ hasText: orders.returned.name });
    expect(await returned.textContent()).toContain('Partly returned');

    await page.goto(orders.cancelled.path);
    expect(await page.locator('[data-fulfilment-status]').textContent()).toBe('Cancelled');
    expect(await page.locator('[data-payment-status]').textContent()).toBe('Nothing to pay');
    await page.goto(orders.returned.path);
    expect(await page.locator('[data-fulfilment-status]').textContent()).toBe('Partly returned');
    expect(await page.locator('[data-line-state]').allTextContents()).toEqual(['Returned: 1']);
    await page.context().close();
  });
});

describe('in Arabic', () => {
  it('reads the same statuses in Arabic on /ar/account and the Arabic order page', async () => {
    const page = await signedInPage('mobile');
    await page.goto('/ar/account');
    const cancelled = page.getByRole('row').filter({ hasText: orders.cancelled.name });
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toContain('ملغى');
    await page.goto(`/ar${orders.returned.path}`);
    expect(await page.locator('[data-fulfilment-status]').textContent()).toBe('مُرجَع جزئيًا');
    expect(await page.locator('[data-line-state]').allTextContents()).toEqual(['مُرجَع: 1']);
    await page.context().close();
  });
});
