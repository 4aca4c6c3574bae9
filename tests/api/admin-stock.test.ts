/**
 * The back office's stock (issue 34, item 4): a change made against an out-of-date figure is refused and
 * overwrites nothing, by the API and by the page's form without JavaScript, in both languages; the right
 * figure is saved and audited; the low-stock view counts the shoppers waiting for a sold-out size; nobody
 * without a staff session reaches either.
 */
import { describe, expect, it } from 'vitest';
import StockPage from '#src/pages/[...locale]/admin/stock/index.astro';
import LowStockPage from '#src/pages/[...locale]/admin/stock/low.astro';
import { POST as stockCall } from '#src/pages/api/admin/stock.ts';
import { subscribeToBackInStock } from '#src/commerce/back-in-stock.ts';
import { readAuditLog } from '#src/commerce/staff/audit.ts';
import { lowStock } from '#src/commerce/staff/admin-stock.ts';
import { backOffice } from '#src/config/back-office.ts';
import { adminStockMessages } from '#src/features/admin-stock/messages.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { call, callJson } from './support/call.ts';
import { freshEmail, JSON_FROM_SHOP, signedUpShopper } from './support/accounts.ts';
import { shopDb } from './support/db.ts';
import { placedOrder } from './support/orders.ts';
import { renderPage } from './support/pages.ts';
import { variantWithStock } from './support/shop.ts';
import { signedInStaff } from './support/staff.ts';

const availableOf = async (variantId: string) =>
  (await (await shopDb()).query<{ available: number }>('SELECT available FROM variants WHERE id = $1', [variantId]))
    .rows[0]!.available;

/** This staff member's audit entries on a size: other files' staff may change the same size on a shared database. */
const auditOf = async (variantId: string, staffEmail: string) =>
  (await readAuditLog(await shopDb(), { limit: 500 })).filter(
    (entry) => entry.target === variantId && entry.staffEmail === staffEmail,
  );

const asStaff = (cookie: string) => ({ ...JSON_FROM_SHOP, cookie });

describe('the stock API: POST /api/admin/stock', () => {
  it('refuses a figure someone sold from since the page loaded, overwrites nothing, saves the right one', async () => {
    const db = await shopDb();
    const { staff, cookie } = await signedInStaff(db);
    const variant = await variantWithStock(5);
    const loaded = await availableOf(variant.id); // the page shows 5
    await placedOrder(db, [{ variantId: variant.id, quantity: 1 }]); // a shopper buys one meanwhile

    const stale = await callJson<{ code: string; available: number }>(stockCall, '/api/admin/stock', {
      body: { variantId: variant.id, expected: loaded, next: 12 },
      headers: asStaff(cookie),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_figure', available: 4 });
    expect(await availableOf(variant.id), 'the sale is not overwritten').toBe(4);
    expect(await auditOf(variant.id, staff.email)).toEqual([]);

    const saved = await callJson(stockCall, '/api/admin/stock', {
      body: { variantId: variant.id, expected: 4, next: 12 },
      headers: asStaff(cookie),
    });
    expect(saved).toEqual({ status: 200, body: { variantId: variant.id, available: 12 } });
    expect(await availableOf(variant.id)).toBe(12);
    const [entry] = await auditOf(variant.id, staff.email);
    expect(entry).toMatchObject({
      staffEmail: staff.email,
      action: 'stock.change',
      before: { available: 4 },
      after: { available: 12 },
    });
  });

  it('refuses a figure that is not a whole number of pairs, and a size that is not sold', async () => {
    const db = await shopDb();
    const { cookie } = await signedInStaff(db);
    const variant = await variantWithStock(3);
    for (const next of [-1, 2.5, 100_000]) {
      const answer = await call(stockCall, '/api/admin/stock', {
        body: { variantId: variant.id, expected: 3, next },
        headers: asStaff(cookie),
      });
      expect(answer.status).toBe(400);
    }
    const unknown = await call(stockCall, '/api/admin/stock', {
      body: { variantId: 'no-such-size', expected: 0, next: 1 },
      headers: asStaff(cookie),
    });
    expect(unknown.status).toBe(404);
    expect(await availableOf(variant.id)).toBe(3);
  });

  it('answers 401 without a staff session, a shopper’s included, and changes nothing', async () => {
    const variant = await variantWithStock(2);
    const shopper = await signedUpShopper();
    for (const headers of [JSON_FROM_SHOP, { ...JSON_FROM_SHOP, cookie: `session=${shopper.token}; signed_in=1` }]) {
      const answer = await callJson<{ code: string }>(stockCall, '/api/admin/stock', {
        body: { variantId: variant.id, expected: 2, next: 40 },
        headers,
      });
      expect(answer.status).toBe(401);
    }
    expect(await availableOf(variant.id)).toBe(2);
  });

  it('refuses a call from another site', async () => {
    const { cookie } = await signedInStaff(await shopDb());
    const variant = await variantWithStock(2);
    const answer = await call(stockCall, '/api/admin/stock', {
      body: { variantId: variant.id, expected: 2, next: 40 },
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example', cookie },
    });
    expect(answer.status).toBe(403);
    expect(await availableOf(variant.id)).toBe(2);
  });
});

describe('the stock page without JavaScript: /admin/stock', () => {
  it('shows each size with its figure, found by style name', async () => {
    const { cookie } = await signedInStaff(await shopDb());
    const variant = await variantWithStock(7);
    const page = await renderPage(StockPage, `/admin/stock?q=${encodeURIComponent(variant.product.title)}`, {
      params: { locale: undefined as unknown as string },
      headers: { cookie },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(`id="cell-${variant.id}"`);
    expect(html).toMatch(new RegExp(`name="expected" value="7"[^>]*>[\\s\\S]*?id="next-${variant.id}"`));
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`says in ${locale} that the size changed, shows the current figure and overwrites nothing`, async () => {
      const db = await shopDb();
      const { cookie } = await signedInStaff(db);
      const variant = await variantWithStock(5);
      await placedOrder(db, [{ variantId: variant.id, quantity: 2 }]);
      const path = locale === 'ar' ? '/ar/admin/stock' : '/admin/stock';
      const page = await renderPage(StockPage, path, {
        params: { locale: locale === 'ar' ? 'ar' : (undefined as unknown as string) },
        headers: { cookie },
        form: { variantId: variant.id, expected: '5', next: '9', q: variant.product.title },
      });
      expect(page.status).toBe(409);
      const html = await page.text();
      expect(html).toContain(fill(adminStockMessages[locale].stale, { available: 3 }));
      expect(html).toContain(`id="next-${variant.id}"`);
      expect(html).toMatch(new RegExp(`id="next-${variant.id}"[^>]*value="3"`));
      expect(await availableOf(variant.id)).toBe(3);
    });
  }

  it('saves the right figure and goes back to the grid, so a reload posts nothing', async () => {
    const db = await shopDb();
    const { staff, cookie } = await signedInStaff(db);
    const variant = await variantWithStock(5);
    const page = await renderPage(StockPage, '/admin/stock', {
      params: { locale: undefined as unknown as string },
      headers: { cookie },
      form: { variantId: variant.id, expected: '5', next: '8', q: variant.product.title },
    });
    expect(page.status).toBe(303);
    const location = page.headers.get('location')!;
    expect(location).toContain(`saved=${variant.id}`);
    expect(await availableOf(variant.id)).toBe(8);
    expect((await auditOf(variant.id, staff.email))[0]).toMatchObject({
      staffEmail: staff.email,
      after: { available: 8 },
    });
    const after = await renderPage(StockPage, location, {
      params: { locale: undefined as unknown as string },
      headers: { cookie },
    });
    expect(await after.text()).toContain(adminStockMessages.en.savedShort);
  });

  it('sends nobody without a staff session, a shopper included, anywhere but the sign-in', async () => {
    const shopper = await signedUpShopper();
    for (const Page of [StockPage, LowStockPage]) {
      for (const cookie of ['', `session=${shopper.token}; signed_in=1`]) {
        const page = await renderPage(Page, '/admin/stock', {
          params: { locale: undefined as unknown as string },
          headers: { cookie },
        });
        expect(page.status).toBe(303);
        expect(page.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/);
      }
    }
  });
});

describe('the low-stock view: /admin/stock/low', () => {
  it('lists the sizes at or below the threshold, with the shoppers waiting for each sold-out one', async () => {
    const db = await shopDb();
    const { cookie } = await signedInStaff(db);
    const soldOut = await variantWithStock(0);
    const low = await variantWithStock(backOffice.lowStockAt);
    const plenty = await variantWithStock(backOffice.lowStockAt + 1);
    for (const email of [freshEmail(), freshEmail()])
      await subscribeToBackInStock(db, {
        email,
        variantId: soldOut.id,
        locale: 'en',
        title: soldOut.product.title,
        productPath: '/product/x',
      });

    const rows = await lowStock(db, backOffice.lowStockAt, 5000);
    expect(rows.find((row) => row.variantId === soldOut.id)).toMatchObject({ available: 0, waiting: 2 });
    expect(rows.find((row) => row.variantId === low.id)).toMatchObject({ available: backOffice.lowStockAt });
    expect(rows.find((row) => row.variantId === plenty.id)).toBeUndefined();

    for (const locale of ['en', 'ar'] as const) {
      const page = await renderPage(LowStockPage, locale === 'ar' ? '/ar/admin/stock/low' : '/admin/stock/low', {
        params: { locale: locale === 'ar' ? 'ar' : (undefined as unknown as string) },
        headers: { cookie },
      });
      expect(page.status).toBe(200);
      const html = await page.text();
      const row = html.slice(html.indexOf(`data-variant="${soldOut.id}"`));
      expect(row).toMatch(/^[^]*?data-waiting="2"/);
      expect(row.slice(0, row.indexOf('</tr>'))).toContain(
        plural(locale, adminStockMessages[locale].low.waitingCount, 2),
      );
    }
  });
});
