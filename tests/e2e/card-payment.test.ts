/**
 * Paying by card on the provider's hosted page (issue 33, docs/product.md §4 "Payment"), in a real browser,
 * against a shop of its own whose card payment goes to the local Stripe stand-in (scripts/payments/), which
 * sends its signed webhooks back to that shop. Seven journeys, each in English and in Arabic, each language
 * at 375 and at 1280 px over the set: paid, declined then paid, authentication completed, authentication
 * failed, cancelled then paid, cancelled then switched to cash on delivery, and a payment page left to expire.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { checkoutMessages } from '#src/features/checkout/messages.ts';
import { formatAed } from '#src/i18n/format.ts';
import { fill } from '#src/i18n/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { startStripeStandIn, type StripeStandIn } from '#scripts/payments/stripe-stand-in.ts';
import { freePort, startShop, type RunningShop } from '../support/server.ts';
import { connectBrowser, shopperContext, WIDTHS, type Width } from './support/browser.ts';
import { newCart, SHOPPER } from './support/shopping.ts';

const SHOTS = '/tmp/card-shots';
const WEBHOOK_SECRET = 'whsec_cardpaymentbrowsertests';
const SECRET_KEY = 'sk_test_cardpaymentbrowsertests';

/** The test cards of the stand-in (docs/payments.md), as a shopper types them. */
const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0025 0000 3155',
};

/** What the hosted payment page says (scripts/payments/hosted-page.ts: Stripe's own words). */
const HOSTED = {
  en: {
    pay: 'Pay',
    back: '← Back',
    threeDs: '3D Secure 2 Test Page',
    complete: 'Complete',
    fail: 'Fail',
    declined: 'Your card was declined.',
    notAuthenticated:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    inactive: 'This Checkout Session is no longer active',
  },
  ar: {
    pay: 'ادفع',
    back: '→ رجوع',
    threeDs: 'صفحة اختبار 3D Secure 2',
    complete: 'إكمال',
    fail: 'إفشال',
    declined: 'تم رفض بطاقتك.',
    notAuthenticated: 'تعذّر التحقق من وسيلة الدفع. يُرجى اختيار وسيلة دفع أخرى والمحاولة مرة أخرى.',
    inactive: 'جلسة الدفع هذه لم تعد نشطة',
  },
} as const;

/** What the order page says of the payment (src/i18n/payment-words.ts). */
const PAYMENT_STATUS = {
  en: {
    paidByVisa: (last4: string) => `Paid by Visa ending ${last4}`,
    awaiting: 'Awaiting card payment',
    cash: 'Cash on delivery, to pay when it arrives',
    nothing: 'Nothing to pay',
  },
  ar: {
    paidByVisa: (last4: string) => `مدفوع ببطاقة \u2066Visa\u2069 المنتهية بـ\u00a0${last4}`,
    awaiting: 'بانتظار الدفع بالبطاقة',
    cash: 'الدفع نقدًا عند الاستلام',
    nothing: 'لا شيء للدفع',
  },
} as const;

const SHIPPING_FILS = 20_00;
const CASH_FEE_FILS = 30_00;

// One full-price size per run, each of its own, priced so that shipping and the cash fee both apply.
const sizes = loadFeed()
  .products.filter((p) => p.compareAtPriceFils === null && p.priceFils + SHIPPING_FILS < 150_00)
  .flatMap((p) => p.variants.filter((v) => v.stock >= 2).map((v) => ({ id: v.id, priceFils: p.priceFils })));
let nextSize = 0;

// The file Stripe hands a merchant for Apple Pay's domain verification: served as it is.
const APPLE_PAY_FILE = join(mkdtempSync(join(tmpdir(), 'apple-pay-')), 'association');
const APPLE_PAY_CONTENT = `${'7B2270737049642233A'.repeat(4)}…`;
writeFileSync(APPLE_PAY_FILE, APPLE_PAY_CONTENT);

let shop: RunningShop;
let standIn: StripeStandIn;
let browser: Browser;

beforeAll(async () => {
  // The stand-in must know where to send its webhooks before the shop starts, and the shop the stand-in's address.
  const port = await freePort();
  standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
    webhookSecret: WEBHOOK_SECRET,
  });
  [shop, browser] = await Promise.all([
    startShop(
      {
        PORT: String(port),
        NODE_ENV: 'test',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
        APPLE_PAY_DOMAIN_FILE: APPLE_PAY_FILE,
      },
      { seeded: true },
    ),
    connectBrowser(),
  ]);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await standIn?.close();
});

interface Run {
  locale: Locale;
  width: Width;
  page: Page;
  priceFils: number;
  t: (typeof checkoutMessages)[Locale];
  hosted: (typeof HOSTED)[Locale];
  status: (typeof PAYMENT_STATUS)[Locale];
}

/**
 * A shopper with one pair in the cart fills the checkout in `locale`, chooses to pay by card and places the
 * order: the browser is then on the hosted payment page.
 */
async function placeCardOrder(locale: Locale, width: Width): Promise<Run> {
  const size = sizes[nextSize++]!;
  const context = await shopperContext(browser, width, shop.baseURL);
  const page = await context.newPage();
  const cart = await newCart(context, [{ merchandiseId: size.id, quantity: 1 }]);
  const t = checkoutMessages[locale];
  await page.goto(localizedPath(locale, new URL(cart.checkoutUrl, shop.baseURL).pathname));
  await page.getByLabel(t.email).fill(SHOPPER.email);
  await page.getByLabel(t.name).fill(SHOPPER.name);
  await page.getByLabel(t.phone).fill(SHOPPER.phone);
  await page.getByLabel(t.emirate).selectOption(SHOPPER.emirate);
  await page.getByLabel(t.area).fill(SHOPPER.area);
  await page.getByLabel(t.address).fill(SHOPPER.address);
  await page.getByRole('radio', { name: t.card }).check();
  await page.getByRole('button', { name: t.placeOrder, exact: true }).click();
  await page.waitForURL(`${standIn.url}/c/pay/**`);
  return { locale, width, page, priceFils: size.priceFils, t, hosted: HOSTED[locale], status: PAYMENT_STATUS[locale] };
}

/** The checkout session the hosted page is for, named in its address (/c/pay/:id, /c/pay/:id/3ds). */
const sessionOf = (page: Page) => new URL(page.url()).pathname.split('/')[3]!;

/** How the stand-in, asked as the shop asks Stripe, says a checkout session stands: open, complete or expired. */
async function sessionStatus(id: string): Promise<string> {
  const response = await fetch(`${standIn.url}/v1/checkout/sessions/${id}`, {
    headers: { authorization: `Bearer ${SECRET_KEY}` },
  });
  return ((await response.json()) as { status: string }).status;
}

/** Types a card on the hosted page and presses Pay. */
async function payWith({ page, hosted }: Run, card: string): Promise<void> {
  await page.locator('#email').fill(SHOPPER.email);
  await page.locator('#cardNumber').fill(card);
  await page.locator('#cardExpiry').fill('12 / 34');
  await page.locator('#cardCvc').fill('123');
  await page.locator('#billingName').fill(SHOPPER.name);
  await page.getByRole('button', { name: hosted.pay, exact: true }).click();
}

/** The order's own page, without what the payment page added to its address. */
async function orderPathOf({ page, hosted }: Run): Promise<string> {
  const back = await page.getByRole('link', { name: hosted.back }).getAttribute('href');
  return new URL(back!).pathname;
}

/** Back on the order page, which says the order is paid by the card typed, with no cash fee in its total. */
async function expectPaid(run: Run, card = CARDS.pays): Promise<void> {
  const { page, t, status, locale } = run;
  await page.waitForURL(/\/order\/[\w-]+\?payment=return&session_id=/);
  expect(new URL(page.url()).pathname.startsWith(localizedPath(locale, '/order/'))).toBe(true);
  await expect.poll(() => page.getByText(t.order.paidThanks).isVisible()).toBe(true);
  expect(await page.locator('[data-payment-status]').textContent()).toBe(status.paidByVisa(card.slice(-4)));
  expect(await page.getByRole('button', { name: t.order.payNow }).count()).toBe(0);
  await expectTotals(run, { cashFee: false });
  if (locale === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
}

/** The order's totals: the pair, shipping and, paid in cash under the threshold, the cash-on-delivery fee. */
async function expectTotals({ page, t, locale, priceFils }: Run, { cashFee }: { cashFee: boolean }): Promise<void> {
  const summary = page.getByRole('region', { name: t.summary });
  const row = (label: string) => summary.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  expect(await row(t.codFee).count()).toBe(cashFee ? 1 : 0);
  if (cashFee) expect(await row(t.codFee).locator('dd').textContent()).toBe(formatAed(CASH_FEE_FILS, locale));
  const total = priceFils + SHIPPING_FILS + (cashFee ? CASH_FEE_FILS : 0);
  expect(await row(t.total).locator('dd').textContent()).toBe(formatAed(total, locale));
}

/** On the hosted page, the shopper goes back to the shop without paying. */
async function leaveUnpaid(run: Run): Promise<void> {
  const { page, t, hosted, status, locale } = run;
  await page.getByRole('link', { name: hosted.back }).click();
  await page.waitForURL(/\/order\/[\w-]+\?payment=cancelled$/);
  await expect.poll(() => page.getByText(t.order.awaitingPayment).isVisible()).toBe(true);
  expect(await page.getByRole('status').textContent()).toBe(t.order.paymentCancelled);
  expect(await page.locator('[data-payment-status]').textContent()).toBe(status.awaiting);
  expect(await page.getByRole('button', { name: t.order.payNow, exact: true }).isVisible()).toBe(true);
  const instead = fill(t.order.payOnDeliveryFee, { fee: formatAed(CASH_FEE_FILS, locale) });
  expect(await page.getByRole('button', { name: instead, exact: true }).isVisible()).toBe(true);
  if (locale === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
}

/** English at 375 px for odd journeys and at 1280 px for even ones; Arabic the other way round. */
function runsOf(journey: number): Array<{ locale: Locale; width: Width }> {
  const odd = journey % 2 === 1;
  return [
    { locale: 'en', width: odd ? 'mobile' : 'desktop' },
    { locale: 'ar', width: odd ? 'desktop' : 'mobile' },
  ];
}

const where = (locale: Locale, width: Width) => `in ${locale === 'en' ? 'English' : 'Arabic'} at ${WIDTHS[width]} px`;

describe('paying by card on the hosted page', () => {
  describe.each(runsOf(1))('1. a card that pays', ({ locale, width }) => {
    it(`takes the order to paid, without the cash fee, ${where(locale, width)}`, async () => {
      const run = await placeCardOrder(locale, width);
      expect(await run.page.getByRole('button', { name: run.hosted.pay, exact: true }).isVisible()).toBe(true);
      await payWith(run, CARDS.pays);
      await expectPaid(run);
      await run.page.screenshot({ path: `${SHOTS}/paid-${locale}-${WIDTHS[width]}.png`, fullPage: true });
      await run.page.context().close();
    });
  });

  describe.each(runsOf(2))('2. a declined card', ({ locale, width }) => {
    it(`says it was declined on the hosted page, then another card pays, ${where(locale, width)}`, async () => {
      const run = await placeCardOrder(locale, width);
      const session = sessionOf(run.page);
      await payWith(run, CARDS.declined);
      expect(await run.page.getByRole('alert').textContent()).toBe(run.hosted.declined);
      expect(sessionOf(run.page)).toBe(session);
      await payWith(run, CARDS.pays);
      await expectPaid(run);
      await run.page.context().close();
    });
  });

  describe.each(runsOf(3))('3. a card that asks for authentication', ({ locale, width }) => {
    it(`pays once the shopper completes it, ${where(locale, width)}`, async () => {
      const run = await placeCardOrder(locale, width);
      await payWith(run, CARDS.authenticates);
      expect(await run.page.getByRole('heading', { level: 1 }).textContent()).toBe(run.hosted.threeDs);
      await run.page.getByRole('button', { name: run.hosted.complete, exact: true }).click();
      await expectPaid(run, CARDS.authenticates);
      await run.page.context().close();
    });
  });

  describe.each(runsOf(4))('4. authentication that fails', ({ locale, width }) => {
    it(`does not pay: the hosted page says so and stays open, the order unpaid, ${where(locale, width)}`, async () => {
      const run = await placeCardOrder(locale, width);
      const session = sessionOf(run.page);
      await payWith(run, CARDS.authenticates);
      await run.page.getByRole('button', { name: run.hosted.fail, exact: true }).click();
      expect(await run.page.getByRole('alert').textContent()).toBe(run.hosted.notAuthenticated);
      expect(await run.page.getByRole('button', { name: run.hosted.pay, exact: true }).isVisible()).toBe(true);
      expect(sessionOf(run.page)).toBe(session);
      expect(await sessionStatus(session)).toBe('open');

      await run.page.goto(await orderPathOf(run));
      expect(await run.page.getByText(run.t.order.awaitingPayment).isVisible()).toBe(true);
      expect(await run.page.locator('[data-payment-status]').textContent()).toBe(run.status.awaiting);
      if (locale === 'ar') expect(await run.page.locator('html').getAttribute('dir')).toBe('rtl');
      await run.page.context().close();
    });
  });

  describe.each(runsOf(5))('5. leaving the hosted page unpaid', ({ locale, width }) => {
    it(`offers to pay now, and a new payment page pays, ${where(locale, width)}`, async () => {
      const run = await placeCardOrder(locale, width);
      const first = sessionOf(run.page);
      await leaveUnpaid(run);
      await run.page.getByRole('button', { name: run.t.order.payNow, exact: true }).click();
      await run.page.waitForURL(`${standIn.url}/c/pay/**`);
      expect(sessionOf(run.page)).not.toBe(first);
      await payWith(run, CARDS.pays);
      await expectPaid(run);
      await run.page.context().close();
    });
  });

  describe.each(runsOf(6))('6. leaving the hosted page unpaid, then choosing cash', ({ locale, width }) => {
    it(`pays on delivery instead, with the cash fee under AED 150, ${where(locale, width)}`, async () => {
      const run = await placeCardOrder(locale, width);
      await leaveUnpaid(run);
      const instead = fill(run.t.order.payOnDeliveryFee, { fee: formatAed(CASH_FEE_FILS, locale) });
      await run.page.getByRole('button', { name: instead, exact: true }).click();
      await run.page.waitForURL(/\/order\/[\w-]+$/);
      await expect.poll(() => run.page.getByText(run.t.order.thanks).isVisible()).toBe(true);
      expect(await run.page.locator('[data-payment-status]').textContent()).toBe(run.status.cash);
      expect(await run.page.getByRole('button', { name: run.t.order.payNow }).count()).toBe(0);
      await expectTotals(run, { cashFee: true });
      if (locale === 'ar') expect(await run.page.locator('html').getAttribute('dir')).toBe('rtl');
      await run.page.context().close();
    });
  });

  describe.each(runsOf(7))('7. a payment page left until it expires', ({ locale, width }) => {
    it(`cancels the order, and its page says it was not paid in time, ${where(locale, width)}`, async () => {
      const run = await placeCardOrder(locale, width);
      const orderPath = await orderPathOf(run);
      standIn.expireSession(sessionOf(run.page));
      await run.page.reload();
      expect(await run.page.getByRole('heading', { level: 1 }).textContent()).toBe(run.hosted.inactive);

      await run.page.goto(orderPath);
      await expect
        .poll(async () => {
          await run.page.reload();
          return run.page.locator('[data-order-heading]').textContent();
        })
        .toBe(run.t.order.paymentExpired);
      expect(await run.page.locator('[data-payment-status]').textContent()).toBe(run.status.nothing);
      expect(await run.page.getByRole('button', { name: run.t.order.payNow }).count()).toBe(0);
      if (locale === 'ar') expect(await run.page.locator('html').getAttribute('dir')).toBe('rtl');
      await run.page.context().close();
    });
  });
});

describe("the provider's page in the Content-Security-Policy", () => {
  const formAction = async (path: string) => {
    const answer = await fetch(new URL(path, shop.baseURL), { redirect: 'manual' });
    return /form-action ([^;]*)/.exec(answer.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  };

  it('is let in on the checkout and order pages, whose forms lead there, and on no other page', async () => {
    const provider = new URL(standIn.url).origin;
    const cart = await (
      await fetch(new URL('/api/cart-create', shop.baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.baseURL },
        body: '{}',
      })
    ).json();
    expect(await formAction(`/checkout/${(cart as { id: string }).id}`)).toContain(provider);
    expect(await formAction('/ar/order/no-such-order')).toContain(provider);
    expect(await formAction('/account')).not.toContain(provider);
    expect(await formAction('/search?q=boot')).not.toContain(provider);
  });
});

describe("Apple Pay's domain verification", () => {
  it('serves the file Stripe gave at its well-known address', async () => {
    const answer = await fetch(new URL('/.well-known/apple-developer-merchantid-domain-association', shop.baseURL));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(APPLE_PAY_CONTENT);
  });
});
