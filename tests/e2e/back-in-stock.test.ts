/**
 * 'Notify me' on a sold-out size in a real browser at 375, 768 and 1280 px, in both languages, and the
 * address prefilled for a signed-in shopper.
 */
import { describe, expect, it } from 'vitest';
import { titleIn } from '#src/catalogue/catalogue.ts';
import { backInStockMessages } from '#src/features/back-in-stock/messages.ts';
import { LOCALES, type Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { pickProduct, whenHydrated } from './support/shopping.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];

describe.each(LOCALES.flatMap((locale) => widths.map((width) => [locale, width] as [Locale, Width])))(
  "'Notify me' in %s at %s width",
  (locale, width) => {
    const t = backInStockMessages[locale].notify;

    it('takes an address for a sold-out size and says it will write once it is back', async () => {
      const { product, url } = pickProduct(60 + LOCALES.indexOf(locale) * 3 + widths.indexOf(width));
      const soldOut = product.variants.find((v) => v.stock === 0)!;
      const page = await shop.open(localizedPath(locale, url), width);
      expect(titleIn(product, locale)).toBeTruthy();
      const notify = page.getByTestId('notify-me');
      await whenHydrated(page, 'notify-me');
      await notify.getByRole('button', { name: t.open, exact: true }).click();
      await notify.getByLabel(t.size).selectOption({ label: fill(t.sizeLabel, { size: soldOut.size }) });
      const email = `notify-${locale}-${width}@example.com`;
      await notify.getByLabel(t.email).fill(email);
      await notify.getByRole('button', { name: t.submit, exact: true }).click();
      await notify.getByText(fill(t.outcome.accepted, { email, size: soldOut.size })).waitFor();
    });
  },
);

describe("'Notify me' for a signed-in shopper", () => {
  it('prefills the account’s address and refuses a malformed one', async () => {
    const { url } = pickProduct(70);
    const page = await shop.open('/', 'desktop');
    const email = `notify-signed-in-${Date.now()}@example.com`;
    const signUp = await page.context().request.post('/api/user/create/', {
      data: { firstName: 'Huda', lastName: 'Nasser', email, password: 'shoes2024' },
    });
    expect(signUp.status()).toBe(200);
    await page.goto(url);
    const t = backInStockMessages.en.notify;
    const notify = page.getByTestId('notify-me');
    await whenHydrated(page, 'notify-me');
    await notify.getByRole('button', { name: t.open, exact: true }).click();
    await expect.poll(() => notify.getByLabel(t.email).inputValue(), { timeout: 10_000 }).toBe(email);
    await notify.getByLabel(t.email).fill('not-an-address');
    await notify.getByRole('button', { name: t.submit, exact: true }).click();
    await notify.getByText(t.outcome.invalid_email).waitFor();
  });
});
