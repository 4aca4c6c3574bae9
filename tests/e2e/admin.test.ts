/**
 * The back office in a real browser (issue 34 item 9, docs/admin.md), against a shop of its own whose data
 * directory holds one pending review. The owner is invited with the operator CLI (`staff add`), enrols and
 * signs in with TOTP codes computed as the app computes them; then the journeys alternate between English at
 * 375 px and Arabic at 1280 px: find an order by search, ship it, mark it delivered, take a return, exchange a
 * size, cancel another, edit stock against a concurrent sale, approve the review, export orders as CSV.
 * Over HTTP, what only the running server adds: every admin answer is `no-store`, and a cross-site form POST
 * is refused. Last, axe on every admin screen in both languages: no serious or critical violation.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { addToCart, createCart } from '#src/commerce/carts.ts';
import { placeOrder } from '#src/commerce/checkout.ts';
import { openCommerce } from '#src/commerce/runtime.ts';
import { currentTotp } from '#src/commerce/staff/second-factor.ts';
import { LOCK_FILE } from '#src/commerce/db/lock.ts';
import { adminStockMessages } from '#src/features/admin-stock/messages.ts';
import { staffSignInMessages } from '#src/features/admin-sign-in/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { checkoutForm } from '../api/support/checkout.ts';
import { operatorOutput } from '../support/operator-cli.ts';
import { seededDataDir } from '../support/seeded-data-dir.ts';
import { startShop, type RunningShop } from '../support/server.ts';
import { axeViolations } from './support/accessibility.ts';
import { connectBrowser, viewport, type Width } from './support/browser.ts';
import { newCart, SHOPPER } from './support/shopping.ts';

const OWNER = `owner-${Date.now()}@luckyshoes.test`;
const PASSWORD = 'a long owner passphrase 42';
const REVIEW_TITLE = 'Comfortable from the first day';
const CUSTOMER = { id: randomUUID(), email: `mariam-${Date.now()}@example.ae` };

/** Products with two sizes in stock: one bought, the other the exchange's new size. */
const products = getCatalogue().products.filter((p) => p.variants.filter((v) => v.stock >= 4).length >= 2);
const pairOf = (n: number) => {
  const product = products[products.length - 1 - n]!;
  const [first, second] = product.variants.filter((v) => v.stock >= 4);
  return { product, first: first!, second: second! };
};
const exchanged = pairOf(0);
const returned = pairOf(1);
const cancelled = pairOf(2);
const contended = pairOf(3);

let dataDir: string;
let shop: RunningShop;
let browser: Browser;
/** One signed-in tab per language, at its width: English on a phone, Arabic on a laptop. */
const desks = {} as Record<Locale, { context: BrowserContext; page: Page; width: Width }>;

/** A pending review by a customer of a delivered order, written before the shop starts, as a buyer leaves one. */
async function seedReview(dir: string): Promise<void> {
  const commerce = await openCommerce({ dataDir: dir, databaseUrl: undefined });
  try {
    const { db } = commerce;
    await db.query(
      `INSERT INTO customers (id, email, first_name, last_name, password_hash)
       VALUES ($1, $2, 'Mariam', 'Qasimi', 'x')`,
      [CUSTOMER.id, CUSTOMER.email],
    );
    const cart = await createCart(db);
    const product = pairOf(4);
    await addToCart(db, cart.id, [{ variantId: product.first.id, quantity: 1 }]);
    const placed = await placeOrder(db, cart.id, checkoutForm({ email: CUSTOMER.email }), {
      origin: 'http://shop.test',
      locale: 'en',
    });
    if (placed.outcome !== 'placed') throw new Error(JSON.stringify(placed));
    await db.query('UPDATE orders SET customer_id = $2, delivered_at = now() WHERE id = $1', [
      placed.order.id,
      CUSTOMER.id,
    ]);
    await db.query(
      `INSERT INTO reviews (customer_id, product_id, order_id, author, stars, title, body, size, fit)
       VALUES ($1, $2, $3, 'Mariam Q.', 5, $4, 'Soft inside, and my son wears them all day.', $5, 'true')`,
      [CUSTOMER.id, product.product.id, placed.order.id, REVIEW_TITLE, product.first.size],
    );
  } finally {
    await commerce.close();
    rmSync(`${dir}/${LOCK_FILE}`, { force: true });
  }
}

/** An order placed through the shop's cart API and its checkout form, by a shopper of this e-mail. */
async function placeThroughShop(context: BrowserContext, variantId: string, email: string): Promise<void> {
  const { checkoutUrl } = await newCart(context, [{ merchandiseId: variantId, quantity: 2 }]);
  const form = await context.request.get(checkoutUrl);
  const deliveryDate = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(await form.text())![1]!;
  const placed = await context.request.post(checkoutUrl, {
    form: { ...SHOPPER, email, deliveryDate, payment: 'cash-on-delivery' },
    headers: { Origin: shop.baseURL },
    maxRedirects: 0,
  });
  expect(placed.status(), await placed.text()).toBe(303);
}

const staffCookieOf = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name.includes('staff')).map((c) => `${c.name}=${c.value}`)[0]!;

beforeAll(async () => {
  dataDir = await seededDataDir('lucky-admin-');
  await seedReview(dataDir);
  [shop, browser] = await Promise.all([
    startShop({ NODE_ENV: 'test', PASSWORD_HASH_TEST_N: '1024', DATA_DIR: dataDir }),
    connectBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const path = (locale: Locale, to: string) => localizedPath(locale, to);
/** The order the journeys ship, deliver and take a return of. */
let number = 0;

describe('the back office in a browser', { timeout: 120_000 }, () => {
  it('en, 375 px: the owner invited from the CLI sets a password and enrols the app with a TOTP code', async () => {
    const out = await operatorOutput(dataDir, 'staff', 'add', OWNER, '--role', 'owner');
    const invite = /https?:\/\/\S+\/admin\/invite\/\S+/.exec(out)![0];
    const context = await browser.newContext({ viewport: viewport('mobile'), baseURL: shop.baseURL });
    const page = await context.newPage();
    desks.en = { context, page, width: 'mobile' };
    const t = staffSignInMessages.en;
    await page.goto(new URL(invite).pathname);
    await page.getByLabel(t.invite.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.invite.submit }).click();
    await page.waitForURL(/\/admin\/enrol/);
    const secret = (await page.locator('code[dir="ltr"]').first().textContent())!.trim();
    await page.getByLabel(t.enrol.code).fill(currentTotp(secret, OWNER));
    await page.getByRole('button', { name: t.enrol.submit }).click();
    expect(await page.locator('[data-recovery-codes] li').count()).toBeGreaterThan(5);
    await page.getByRole('link', { name: t.recovery.done }).click();
    await page.waitForURL(/\/admin\/orders$/);

    // The Arabic desk signs in with the password, then the app's next code (the one just used is spent).
    const ar = await browser.newContext({ viewport: viewport('desktop'), baseURL: shop.baseURL });
    const arPage = await ar.newPage();
    desks.ar = { context: ar, page: arPage, width: 'desktop' };
    const tar = staffSignInMessages.ar;
    await arPage.goto('/ar/admin/orders');
    await arPage.waitForURL(/\/ar\/admin\/sign-in\?next=/);
    expect(await arPage.locator('html').getAttribute('dir')).toBe('rtl');
    await arPage.getByLabel(tar.signIn.email).fill(OWNER);
    await arPage.getByLabel(tar.signIn.password).fill(PASSWORD);
    await arPage.getByRole('button', { name: tar.signIn.submit }).click();
    await arPage.waitForURL(/\/ar\/admin\/second-step/);
    await arPage.getByLabel(tar.secondStep.code).fill(currentTotp(secret, OWNER, Date.now() + 30_000));
    await arPage.getByRole('button', { name: tar.secondStep.submit }).click();
    await arPage.waitForURL(/\/ar\/admin\/orders$/);
  });

  it('en, 375 px: an order placed in the shop is found by search and shipped', async () => {
    const { page, context } = desks.en;
    const email = `buyer-${Date.now()}@example.ae`;
    await placeThroughShop(context, returned.first.id, email);
    await page.goto('/admin/orders');
    await page.locator('input[name="q"]').fill(email);
    await page.locator('input[name="q"]').press('Enter');
    await page.waitForURL(/q=/);
    const rows = page.locator('[data-order-rows] tr');
    expect(await rows.count()).toBe(1);
    number = Number(await rows.first().getAttribute('data-order'));
    await rows.first().getByRole('link').click();
    await page.waitForURL(new RegExp(`/admin/orders/${number}$`));
    const ship = page.locator('form[data-action="ship"]');
    await ship.locator('input[name="carrier"]').fill('Aramex');
    await ship.locator('input[name="tracking"]').fill('AX123456789');
    await ship.getByRole('button').click();
    await page.waitForURL(/\?done=shipped$/);
    expect(await page.locator('[data-timeline]').textContent()).toContain('AX123456789');
  });

  it('ar, 1280 px: the order is marked delivered', async () => {
    const { page } = desks.ar;
    await page.goto(path('ar', `/admin/orders/${number}`));
    await page.locator('form[data-action="deliver"]').getByRole('button').click();
    await page.waitForURL(/\?done=delivered$/);
  });

  it('en, 375 px: one of its two pairs comes back', async () => {
    const { page } = desks.en;
    await page.goto(`/admin/orders/${number}`);
    const form = page.locator('form[data-action="return"]');
    await form.locator('input[name="line-1"]').fill('1');
    await form.getByRole('button').click();
    await page.waitForURL(/\?done=returned$/);
  });

  it('ar, 1280 px: a size is exchanged on another delivered order', async () => {
    const { page, context } = desks.ar;
    const email = `exchange-${Date.now()}@example.ae`;
    await placeThroughShop(context, exchanged.first.id, email);
    await page.goto(`${path('ar', '/admin/orders')}?q=${encodeURIComponent(email)}`);
    const row = page.locator('[data-order-rows] tr').first();
    const other = Number(await row.getAttribute('data-order'));
    await row.getByRole('link').click();
    await page.waitForURL(new RegExp(`/ar/admin/orders/${other}$`));
    await page.locator('form[data-action="ship"]').getByRole('button').click();
    await page.waitForURL(/\?done=shipped$/);
    await page.locator('form[data-action="deliver"]').getByRole('button').click();
    await page.waitForURL(/\?done=delivered$/);
    const form = page.locator('form[data-action="exchange"]');
    await form.locator('select[name="size"]').selectOption(String(exchanged.second.size));
    await form.getByRole('button').click();
    await page.waitForURL(/\?done=exchanged$/);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });

  it('en, 375 px: another order is cancelled, after confirming', async () => {
    const { page, context } = desks.en;
    const email = `cancel-${Date.now()}@example.ae`;
    await placeThroughShop(context, cancelled.first.id, email);
    await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    await page.locator('[data-order-rows] tr').first().getByRole('link').click();
    const form = page.locator('form[data-action="cancel"]');
    await form.locator('input[name="confirm"]').check();
    await form.getByRole('button').click();
    await page.waitForURL(/\?done=cancelled$/);
  });

  it('ar, 1280 px: a stock figure saved after a sale behind the page’s back is refused, nothing written', async () => {
    const { page, context } = desks.ar;
    const { product, first } = contended;
    await page.goto(`${path('ar', '/admin/stock')}?q=${encodeURIComponent(product.title)}`);
    const cell = page.locator('form[data-stock-cell]', { has: page.locator(`input[value="${first.id}"]`) });
    const shown = Number(await cell.locator('input[name="expected"]').inputValue());
    // The concurrent sale: two pairs bought in the shop while the grid is open.
    await placeThroughShop(context, first.id, `sale-${Date.now()}@example.ae`);
    await cell.locator('input[name="next"]').fill(String(shown + 10));
    await cell.locator('button[type="submit"]').click();
    await expect.poll(() => cell.getAttribute('data-outcome')).toBe('stale');
    const stale = adminStockMessages.ar.staleShort.replace('{available}', String(shown - 2));
    expect(await cell.locator('[data-cell-status]').textContent()).toBe(stale);
    expect(await cell.locator('input[name="next"]').inputValue()).toBe(String(shown - 2));
    const live = await operatorOutput(dataDir, 'stock', first.id);
    expect(live).toContain(String(shown - 2));
  });

  it('en, 375 px: the pending review is approved', async () => {
    const { page } = desks.en;
    await page.goto('/admin/reviews');
    const review = page.locator('[data-review]', { hasText: REVIEW_TITLE });
    await review.locator('input[name="decision"][value="approved"] ~ button').click();
    await page.waitForURL(/\?decided=approved$/);
    expect(await page.locator('[data-review]', { hasText: REVIEW_TITLE }).count()).toBe(0);
  });

  it('ar, 1280 px: today’s orders are exported as CSV for the accountant', async () => {
    const { page } = desks.ar;
    await page.goto(path('ar', '/admin/exports'));
    const form = page.locator('form[data-orders-export]');
    // Today in shop time (UTC+4): the screen offers last month.
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    await form.locator('input[name="from"]').fill(today);
    await form.locator('input[name="to"]').fill(today);
    const download = page.waitForEvent('download');
    await form.getByRole('button').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = join(dataDir, 'orders-export.csv');
    await file.saveAs(saved);
    const csv = readFileSync(saved, 'utf8');
    expect(csv.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(4);
    expect(csv).toContain(String(number));
  });
});

describe('over HTTP', { timeout: 60_000 }, () => {
  it('every admin answer is no-store, signed in or not, page or API', async () => {
    const cookie = await staffCookieOf(desks.en.context);
    const paths = [
      '/admin',
      '/admin/sign-in',
      '/ar/admin/sign-in',
      '/admin/orders',
      `/admin/orders/${number}`,
      `/admin/orders/${number}/packing-slip`,
      '/admin/orders/99999999',
      '/admin/stock',
      '/admin/stock/low',
      '/admin/reviews',
      '/admin/codes',
      '/admin/customers',
      `/admin/customers/${CUSTOMER.id}`,
      '/admin/exports',
      '/admin/outbox',
      '/admin/audit',
      '/admin/staff',
      '/api/admin/orders/newer?than=0',
      '/api/admin/codes',
      '/api/admin/exports/subscribers.csv',
      '/api/admin/exports/orders.csv?from=2030-01-01&to=2030-01-02',
    ];
    for (const headers of [{ cookie }, {}] as Array<Record<string, string>>) {
      for (const p of paths) {
        const answer = await fetch(`${shop.baseURL}${p}`, { headers, redirect: 'manual' });
        await answer.body?.cancel();
        expect(answer.headers.get('cache-control'), `${p} ${answer.status}`).toContain('no-store');
      }
    }
  });

  it('a cross-site form POST to an admin page is refused, the staff cookie and all', async () => {
    const cookie = await staffCookieOf(desks.en.context);
    const answer = await fetch(`${shop.baseURL}/admin/orders/${number}`, {
      method: 'POST',
      headers: { cookie, origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel&confirm=yes',
      redirect: 'manual',
    });
    expect(answer.status).toBe(403);
    const codes = await fetch(`${shop.baseURL}/admin/codes`, {
      method: 'POST',
      headers: { cookie, origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=FREE100&kind=percent&value=100',
      redirect: 'manual',
    });
    expect(codes.status).toBe(403);
    const stock = await fetch(`${shop.baseURL}/api/admin/stock`, {
      method: 'POST',
      headers: { cookie, origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: JSON.stringify({ variantId: contended.first.id, expected: 0, next: 99 }),
    });
    expect(stock.status).toBe(403);
  });
});

/** axe's serious and critical violations on the page as it is, by rule and where. */
async function serious(page: Page): Promise<string[]> {
  const { rules } = (axe as unknown as { _audit: { rules: Array<{ id: string; impact?: string }> } })._audit;
  const milder = Object.fromEntries(
    rules.filter((r) => r.impact === 'minor' || r.impact === 'moderate').map(({ id }) => [id, { enabled: false }]),
  );
  return (await axeViolations(page, { rules: milder }))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

describe.each(['en', 'ar'] as const)('accessibility of every admin screen in %s (axe)', (locale) => {
  it('the sign-in screens: invite, enrol, sign-in, second step', { timeout: 60_000 }, async () => {
    const width: Width = locale === 'en' ? 'mobile' : 'desktop';
    const email = `staff-${locale}-${Date.now()}@luckyshoes.test`;
    const out = await operatorOutput(dataDir, 'staff', 'add', email, '--role', 'staff');
    const invite = new URL(/https?:\/\/\S+\/admin\/invite\/\S+/.exec(out)![0]).pathname;
    const context = await browser.newContext({ viewport: viewport(width), baseURL: shop.baseURL });
    const page = await context.newPage();
    const t = staffSignInMessages[locale];
    const found: Record<string, string[]> = {};
    await page.goto(locale === 'ar' ? `/ar${invite}` : invite);
    found.invite = await serious(page);
    await page.getByLabel(t.invite.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.invite.submit }).click();
    await page.waitForURL(/\/admin\/enrol/);
    found.enrol = await serious(page);
    await context.clearCookies();
    await page.goto(path(locale, '/admin/sign-in'));
    found['sign-in'] = await serious(page);
    await page.getByLabel(t.signIn.email).fill(OWNER);
    await page.getByLabel(t.signIn.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await page.waitForURL(/\/admin\/second-step/);
    found['second step'] = await serious(page);
    await context.close();
    expect(found).toEqual({ invite: [], enrol: [], 'sign-in': [], 'second step': [] });
  });

  it('the screens behind the sign-in', { timeout: 90_000 }, async () => {
    const { page } = desks[locale];
    const screens: Record<string, string> = {
      'orders list': '/admin/orders',
      order: `/admin/orders/${number}`,
      'packing slip': `/admin/orders/${number}/packing-slip`,
      stock: '/admin/stock',
      'low stock': '/admin/stock/low',
      reviews: '/admin/reviews',
      codes: '/admin/codes',
      customers: `/admin/customers?q=${encodeURIComponent(CUSTOMER.email)}`,
      customer: `/admin/customers/${CUSTOMER.id}`,
      exports: '/admin/exports',
      outbox: '/admin/outbox',
      audit: '/admin/audit',
      staff: '/admin/staff',
    };
    const found: Record<string, string[]> = {};
    for (const [name, to] of Object.entries(screens)) {
      const answer = await page.goto(path(locale, to));
      expect(answer?.status(), name).toBe(200);
      found[name] = await serious(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(screens).map((name) => [name, []])));
  });
});
