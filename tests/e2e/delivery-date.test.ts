/**
 * The delivery line (docs/product.md §9 "Delivery") on a product page and in the cart, at the three widths
 * and in both languages: the emirate is chosen once and remembered, the day is the checkout's rule, and
 * the line fills in without moving the page.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { fill } from '#src/i18n/messages.ts';
import { formatDay } from '#src/i18n/format.ts';
import { deliveryMessages } from '#src/features/delivery/messages.ts';
import { deliveryPromise } from '#src/commerce/delivery-date.ts';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { cartWithLines, pickProduct, whenHydrated } from './support/shopping.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];

/** The line an order placed now gets in Dubai, as the page words it (the minutes left are matched loosely). */
function expectedLine(locale: Locale): RegExp {
  const t = deliveryMessages[locale];
  const day = formatDay(deliveryPromise('Dubai').day, locale);
  const [before, after] = fill(t.promise, { day }).split('{time}') as [string, string];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

describe.each(LOCALES)('the delivery line in %s', (locale) => {
  const t = deliveryMessages[locale];

  it.each(widths)(
    'asks for the emirate once, remembers it, and fills in without moving the page at %s',
    async (width) => {
      const { url, variant } = pickProduct(40 + widths.indexOf(width));
      // The box as pre-rendered, before any script runs: the filled-in box must have the same size.
      const still = await shop.browser().newContext({
        viewport: { width: WIDTHS[width], height: 900 },
        baseURL: shop.baseURL,
        javaScriptEnabled: false,
      });
      const staticPage = await still.newPage();
      await staticPage.goto(localizedPath(locale, url));
      const before = await staticPage.getByTestId('delivery-estimate').boundingBox();
      await still.close();

      const page = await shop.open(localizedPath(locale, url), width);
      await whenHydrated(page, 'delivery-estimate');
      const line = page.getByTestId('delivery-line');
      expect(await line.textContent()).toBe(t.prompt);

      // On a busy machine React may still be attaching its handlers when the first choice is made, and a
      // choice made before then is not seen as a change: choose again until the line answers.
      const emirate = page.getByLabel(t.deliverTo);
      await expect
        .poll(async () => {
          if ((await line.textContent()) === t.prompt) {
            await emirate.selectOption('Sharjah');
            await emirate.selectOption('Dubai');
          }
          return line.textContent();
        })
        .toMatch(expectedLine(locale));
      const after = await page.getByTestId('delivery-estimate').boundingBox();
      expect(after?.height).toBe(before?.height);
      expect(after?.width).toBe(before?.width);

      await page.reload();
      await whenHydrated(page, 'delivery-estimate');
      await page
        .getByTestId('delivery-line')
        .filter({ hasText: expectedLine(locale) })
        .waitFor();
      expect(await page.getByLabel(t.deliverTo).inputValue()).toBe('Dubai');

      await cartWithLines(page.context(), shop.baseURL, [{ merchandiseId: variant.id, quantity: 1 }]);
      await page.goto(localizedPath(locale, '/cart'));
      await page
        .getByTestId('cart-page')
        .getByTestId('delivery-line')
        .filter({ hasText: expectedLine(locale) })
        .waitFor();
    },
  );
});
