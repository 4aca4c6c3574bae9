/**
 * Shopping set-up for browser tests, in the shop's words: a product with
 * enough stock, a cart filled through the API, an order placed through the
 * hosted checkout. Everything goes through the running shop's HTTP surface.
 */
import type { BrowserContext, Page } from 'playwright';
import { expect } from 'vitest';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import type { FeedProduct } from '#src/catalogue/schema.ts';
import { engage } from './islands.ts';

export interface Pick {
  product: FeedProduct;
  /** A size in stock, with its feed stock. */
  variant: { id: string; size: number; stock: number };
  url: string;
}

/**
 * The nth product (in feed order) that has another colour and a sold-out
 * size, or the first after it with a size of `minStock` to `maxStock` pairs.
 * Each test takes its own nth, so tests that buy do not take each other's stock.
 */
export function pickProduct(nth: number, minStock = 3, maxStock = Infinity): Pick {
  const catalogue = getCatalogue();
  const candidates = catalogue.products.filter(
    (p) => (catalogue.byTitle.get(p.title)?.length ?? 0) > 1 && p.variants.some((v) => v.stock === 0),
  );
  for (let i = nth; i < nth + candidates.length; i++) {
    const product = candidates[i % candidates.length]!;
    const variant = product.variants.find((v) => v.stock >= minStock && v.stock <= maxStock);
    if (variant) return { product, variant, url: `/product/${product.title.replace(/ /g, '-')}/${product.id}` };
  }
  throw new Error(`no product with a size of ${minStock} to ${maxStock} pairs`);
}

async function post(context: BrowserContext, path: string, data: object): Promise<{ id: string; checkoutUrl: string }> {
  const response = await context.request.post(path, { data, headers: { 'Content-Type': 'application/json' } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { id: string; checkoutUrl: string };
}

/** A new cart holding these lines, made through the cart API. */
export async function newCart(context: BrowserContext, lines: Array<{ merchandiseId: string; quantity: number }>) {
  const { id } = await post(context, '/api/cart-create', {});
  return post(context, '/api/cart-add', { cartId: id, lines });
}

/** A cart holding these lines, made through the cart API and handed to the browser as its cartId cookie. */
export async function cartWithLines(
  context: BrowserContext,
  baseURL: string,
  lines: Array<{ merchandiseId: string; quantity: number }>,
) {
  const cart = await newCart(context, lines);
  await context.addCookies([{ name: 'cartId', value: cart.id, url: baseURL }]);
  return cart;
}

export const SHOPPER = {
  email: 'layla@example.ae',
  name: 'Layla Haddad',
  phone: '050 123 4567',
  emirate: 'Dubai',
  area: 'Al Barsha',
  address: 'Villa 12, Street 4',
};

/** Fills the hosted checkout with a shopper in Dubai paying cash on delivery, and places the order. */
export async function placeOrderOnCheckoutPage(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Full name').fill(SHOPPER.name);
  await page.getByLabel('Mobile number').fill(SHOPPER.phone);
  await page.getByLabel('Emirate').selectOption(SHOPPER.emirate);
  await page.getByLabel('Area').fill(SHOPPER.area);
  await page.getByLabel('Street, building, flat or villa').fill(SHOPPER.address);
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

/**
 * Buys these lines through the API and the hosted checkout's form, as another shopper would; the path of
 * the order's status page.
 */
export async function buyElsewhere(
  context: BrowserContext,
  baseURL: string,
  lines: Array<{ merchandiseId: string; quantity: number }>,
): Promise<string> {
  const { checkoutUrl } = await newCart(context, lines);
  const form = await context.request.get(checkoutUrl);
  const deliveryDate = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(await form.text())?.[1];
  expect(deliveryDate).toBeDefined();
  const placed = await context.request.post(checkoutUrl, {
    form: { ...SHOPPER, deliveryDate: deliveryDate!, payment: 'cash-on-delivery' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(placed.status(), await placed.text()).toBe(303);
  return new URL(placed.headers()['location']!, baseURL).pathname;
}

/**
 * Islands hydrate late (client:idle, or client:visible below the fold); a test acts once the one it needs is live.
 * A control that a plain script enhances instead says so with data-enhanced.
 */
export async function whenHydrated(page: Page, testId: string): Promise<void> {
  // The buying island hydrates on the first touch; islands below the fold when they come into view, as they do
  // when a shopper scrolls to them.
  await engage(page);
  await page
    .getByTestId(testId)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  await page
    .locator(`astro-island:not([ssr]) [data-testid="${testId}"], [data-testid="${testId}"][data-enhanced]`)
    .first()
    .waitFor();
}
