/**
 * A shopper opens the tax invoice from the order page and prints it (docs/decisions/027-tax-invoices.md): both
 * languages on the page, the order's first, at 375 and 1280 px; printed, it fits an A4 sheet's width.
 */
import { describe, expect, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { useBrowser } from './support/browser.ts';
import { SHOPPER } from './support/shopping.ts';

const { open, baseURL } = useBrowser();

/** Places a cash-on-delivery order of one pair through the cart API and the checkout; its order page path. */
async function placeOrder(locale: 'en' | 'ar'): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin },
      body: JSON.stringify(body),
    });
  const size = loadFeed()
    .products.flatMap((p) => p.variants)
    .find((v) => v.stock >= 5)!;
  const cart = (await (await post('/api/cart-create', {})).json()) as { id: string };
  const added = (await (
    await post('/api/cart-add', { cartId: cart.id, lines: [{ merchandiseId: size.id, quantity: 1 }] })
  ).json()) as {
    checkoutUrl: string;
  };
  const checkout = new URL(added.checkoutUrl, baseURL);
  if (locale === 'ar') checkout.pathname = `/ar${checkout.pathname}`;
  const form = await (await fetch(checkout)).text();
  const deliveryDate = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(form)![1]!;
  const placed = await fetch(checkout, {
    method: 'POST',
    headers: { origin: new URL(baseURL).origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...SHOPPER, deliveryDate, payment: 'cash-on-delivery' }),
    redirect: 'manual',
  });
  expect(placed.status).toBe(303);
  return new URL(placed.headers.get('location')!, baseURL).pathname;
}

/** An A4 sheet's printable width at 96 px to the inch, less the print stylesheet's 12 mm margins. */
const A4_PRINTABLE_PX = Math.floor(((210 - 2 * 12) / 25.4) * 96);

describe('the tax invoice in a browser', () => {
  it.each(['mobile', 'desktop'] as const)('opens from the order page at %s, in both languages', async (width) => {
    const orderPath = await placeOrder('ar');
    const page = await open(orderPath, width);
    await page.locator('[data-invoice-link]').click();
    await page.waitForURL(/\/invoice$/);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toContain('فاتورة ضريبية');
    expect(await heading.textContent()).toContain('Tax Invoice');
    expect(await page.locator('[data-document-number]').textContent()).toMatch(/^INV-\d{6}$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('prints on A4: the tools hidden, nothing wider than the sheet', async () => {
    const orderPath = await placeOrder('en');
    const page = await open(`${orderPath}/invoice`, 'desktop');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: A4_PRINTABLE_PX, height: 1000 });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const widest = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('[data-tax-document] *')].map((e) => e.getBoundingClientRect().right)),
    );
    expect(widest).toBeLessThanOrEqual(A4_PRINTABLE_PX);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(A4_PRINTABLE_PX);
  });
});
