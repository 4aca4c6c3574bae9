import { describe, expect, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';
import type { CartPayload } from '#src/http/cart.ts';
import type { Locator } from 'playwright';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';

const { open, baseURL } = useBrowser();
const inStock = loadFeed()
  .products.flatMap((p) => p.variants.map((v) => ({ ...v, title: p.title })))
  .filter((v) => v.stock >= 3)
  .reverse();
let nextVariant = 0;

/** Waits until the element is on screen; fails the test if it never comes. */
async function seen(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
}

async function api(path: string, body: unknown): Promise<CartPayload> {
  const res = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as CartPayload;
}

async function cartWithShoes(): Promise<{ cart: CartPayload; title: string }> {
  const variant = inStock[nextVariant++]!;
  const { id } = await api('/api/cart-create', {});
  const cart = await api('/api/cart-add', { cartId: id, lines: [{ merchandiseId: variant.id, quantity: 2 }] });
  await api('/api/cart-email-update', { cartId: id, email: 'sara@example.com' });
  return { cart, title: variant.title };
}

describe('the hosted checkout', () => {
  for (const width of Object.keys(WIDTHS) as Width[]) {
    it(`takes a cash-on-delivery order to the order status page at ${WIDTHS[width]} px`, async () => {
      const { cart, title } = await cartWithShoes();
      const page = await open(cart.checkoutUrl, width);
      expect(await page.getByRole('main').count(), 'one main landmark').toBe(1);
      expect(await page.getByLabel('Email').inputValue()).toBe('sara@example.com');
      await seen(page.getByText(title).first());
      await page.getByLabel('Full name').fill('Sara Al Mansoori');
      await page.getByLabel('Mobile number').fill('050 123 4567');
      await page.getByLabel('Emirate').selectOption('Abu Dhabi');
      await page.getByLabel('Area').fill('Al Reem Island');
      await page.getByLabel('Street, building, flat or villa').fill('Tower 3, flat 1204');
      expect(await page.getByLabel('Cash on delivery').isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Place order' }).click();

      await page.waitForURL(/\/order\/[A-Za-z0-9_-]{43}$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Order #\d{4,}$/);
      await seen(page.getByText('Thank you for your order!'));
      await seen(page.getByText('Preparing to ship'));
      await seen(page.getByText('Including 5% VAT'));
      await seen(page.getByText('+971501234567'));
      expect(await page.getByRole('main').count(), 'one main landmark').toBe(1);

      const again = await fetch(new URL('/api/get-cart-by-id', baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL },
        body: JSON.stringify({ id: cart.id }),
      });
      expect(again.status).toBe(400);
    });
  }

  it('shows what is wrong beside each field, keeps what was typed and sells nothing', async () => {
    const { cart } = await cartWithShoes();
    const page = await open(cart.checkoutUrl, 'mobile');
    await page.getByLabel('Full name').fill('Sara');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Place order' }).click();
    await seen(page.getByText('Please correct the fields marked below.'));
    await seen(page.getByText('Please enter a UAE mobile or landline number, e.g. 050 123 4567'));
    await seen(page.getByText('Please choose an emirate'));
    expect(await page.getByLabel('Full name').inputValue()).toBe('Sara');
    expect(await page.getByLabel('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain(cart.checkoutUrl);
  });

  it("offers the chosen emirate's delivery days as soon as it is chosen, keeping the day chosen", async () => {
    const { cart } = await cartWithShoes();
    const page = await open(cart.checkoutUrl, 'mobile');
    // Monday 4 January 2027, 14:00 in the UAE: before Dubai's cut-off (16:00), past Fujairah's (12:00).
    await page.clock.setFixedTime(new Date('2027-01-04T14:00:00+04:00'));
    const days = page.getByLabel('Delivery day');
    const offered = () => days.locator('option').allTextContents();
    await page.getByLabel('Emirate').selectOption('Dubai');
    expect((await offered()).slice(0, 2)).toEqual(['Tuesday 5 January', 'Wednesday 6 January']);
    expect(await days.inputValue()).toBe('2027-01-05');
    await days.selectOption('2027-01-07');
    await page.getByLabel('Emirate').selectOption('Fujairah');
    expect((await offered()).slice(0, 2)).toEqual(['Wednesday 6 January', 'Thursday 7 January']);
    expect(await days.inputValue()).toBe('2027-01-07');
  });

  it('answers an unknown order with the error text', async () => {
    const page = await open('/order/unknown-token-that-is-long-enough', 'desktop');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops, something went wrong');
  });
});
