/**
 * Saved addresses (docs/product.md §9 "Saved addresses") in a real browser, at 375, 768 and 1280 px and in
 * both languages: a shopper keeps an address in /account, checks out with it, and (on desktop) saves a new
 * one at the checkout, then edits and deletes addresses in /account.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '#src/features/checkout/messages.ts';
import { addressMessages } from '#src/features/addresses/messages.ts';
import { LOCALES, type Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { fill } from '#src/i18n/messages.ts';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { cartWithLines, pickProduct } from './support/shopping.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];

const HOME = {
  name: 'Noor Haddad',
  phone: '050 765 4321',
  emirate: 'Sharjah',
  area: 'Al Majaz',
  address: 'Tower 3, Flat 1204',
};

async function fillAddress(page: Page, locale: Locale, address: typeof HOME): Promise<void> {
  const c = checkoutMessages[locale];
  await page.getByLabel(c.name).fill(address.name);
  await page.getByLabel(c.phone).fill(address.phone);
  await page.getByLabel(c.emirate).selectOption(address.emirate);
  await page.getByLabel(c.area).fill(address.area);
  await page.getByLabel(c.address).fill(address.address);
}

/** Opens the checkout of a new cart holding one pair, in the page's language. */
async function checkoutOf(page: Page, locale: Locale, nth: number): Promise<void> {
  const { variant } = pickProduct(nth);
  const cart = await cartWithLines(page.context(), shop.baseURL, [{ merchandiseId: variant.id, quantity: 1 }]);
  await page.goto(localizedPath(locale, new URL(cart.checkoutUrl, shop.baseURL).pathname));
}

describe.each(LOCALES)('saved addresses in %s', (locale) => {
  const t = addressMessages[locale];
  const c = checkoutMessages[locale];

  it.each(widths)(
    'keeps an address in the account and checks out with it at %s',
    async (width) => {
      const page = await shop.tab(width);
      const context = page.context();
      const email = `addresses-${locale}-${width}-${Date.now()}@example.ae`;
      const signUp = await context.request.post('/api/user/create/', {
        data: { firstName: 'Noor', lastName: 'Haddad', email, password: 'shoes2024' },
        headers: { Origin: shop.baseURL },
      });
      expect(signUp.status()).toBe(200);

      await page.goto(localizedPath(locale, '/account'));
      const book = page.getByTestId('address-book');
      await book.getByText(t.none).waitFor();
      await book.getByRole('button', { name: t.add }).click();
      await book.getByRole('button', { name: t.save }).click();
      await book.getByText(c.errors.phone).waitFor();
      await fillAddress(page, locale, HOME);
      await book.getByRole('button', { name: t.save }).click();
      await book.getByText(t.saved).waitFor();
      expect(await book.getByTestId('saved-address').textContent()).toContain('+971507654321');

      await checkoutOf(page, locale, 90 + widths.indexOf(width) + (locale === 'ar' ? 3 : 0));
      await page.getByLabel(c.email).fill(email);
      await page.getByLabel(HOME.name, { exact: false }).check();
      expect(await page.getByLabel(c.area).inputValue()).toBe(HOME.area);
      expect(await page.getByLabel(c.emirate).inputValue()).toBe(HOME.emirate);
      await page.getByRole('button', { name: c.placeOrder }).click();
      await page.waitForURL(/\/order\//);
      await page.getByText(HOME.address, { exact: false }).first().waitFor();

      if (width === 'desktop') {
        const office = {
          ...HOME,
          name: 'Noor at work',
          emirate: 'Dubai',
          area: 'Business Bay',
          address: 'Office 7, Bay Square',
        };
        await checkoutOf(page, locale, 96 + (locale === 'ar' ? 1 : 0));
        await page.getByLabel(c.email).fill(email);
        await fillAddress(page, locale, office);
        await page.getByLabel(t.saveForLater).check();
        await page.getByRole('button', { name: c.placeOrder }).click();
        await page.waitForURL(/\/order\//);

        await page.goto(localizedPath(locale, '/account'));
        await book.getByTestId('saved-address').nth(1).waitFor();
        await book.getByRole('button', { name: fill(t.editLabel, { name: office.name }) }).click();
        await page.getByLabel(c.area).fill('Downtown');
        await book.getByRole('button', { name: t.save }).click();
        await book.getByTestId('saved-address').filter({ hasText: 'Downtown' }).waitFor();
        await book.getByRole('button', { name: fill(t.removeLabel, { name: office.name }) }).click();
        await book.getByText(t.removed).waitFor();
        expect(await book.getByTestId('saved-address').count()).toBe(1);
      }
    },
    180_000,
  );
});
