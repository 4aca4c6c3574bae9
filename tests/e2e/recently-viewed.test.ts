/**
 * Recently viewed in a real browser at 375, 768 and 1280 px, in both languages: after three product pages
 * the strip lists them newest first (without the page's own product), on the home page too, without
 * moving anything on screen, and the shopper can clear it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { getCatalogue, titleIn } from '#src/catalogue/catalogue.ts';
import { productPath } from '#src/catalogue/paths.ts';
import { recentlyViewedMessages } from '#src/features/recently-viewed/messages.ts';
import { LOCALES, type Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];
const products = getCatalogue().products.slice(100, 103);

/**
 * The layout shift the strip caused, as the browser measures it for CLS: the shifts of the strip itself
 * and of whatever follows it on the page (the newsletter, the footer).
 */
const shiftFromStrip = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: Array<{ node: Node | null }> };
        const strip = document.querySelector('[data-testid="recently-viewed"]')!;
        const fromStrip = (node: Node | null) =>
          node !== null &&
          (strip.contains(node) || (strip.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as Shift[];
          resolve(
            shifts.filter((s) => s.sources.some((source) => fromStrip(source.node))).reduce((n, s) => n + s.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

describe.each(LOCALES.flatMap((locale) => widths.map((width) => [locale, width] as [Locale, Width])))(
  'recently viewed in %s at %s width',
  (locale, width) => {
    const t = recentlyViewedMessages[locale];
    const titles = products.map((product) => titleIn(product, locale));

    it('lists the products viewed last, on product pages and at home, and clears them', async () => {
      const page = await shop.open(localizedPath(locale, '/'), width);
      expect(await page.getByTestId('recently-viewed').count()).toBe(0);
      for (const product of products) {
        await page.goto(localizedPath(locale, productPath(product.title, product.id)));
        // Recorded as the page loads, before the strip's island hydrates.
        await page.waitForFunction(
          (id) => (localStorage.getItem('lucky-shoes:recently-viewed') ?? '').includes(id),
          product.id,
        );
      }
      const strip = page.getByTestId('recently-viewed');
      // On a product page too the strip hydrates only when its slot, at the foot, comes near the view.
      await page.locator('[data-recently-viewed-slot]').scrollIntoViewIfNeeded();
      await strip.waitFor();
      const names = () => strip.getByRole('listitem').getByRole('link').allTextContents();
      expect(await names()).toEqual([titles[1], titles[0]]);

      await page.goto(localizedPath(locale, '/'));
      // At home the strip hydrates when its slot at the foot of the page comes within 200 px of the view. Scrolled
      // to 100 px above the slot, the strip and whatever follows it appear below the view and move nothing seen.
      await page.evaluate(() => {
        document.querySelector('[data-recently-viewed-slot]')!.scrollIntoView({ block: 'end' });
        window.scrollBy(0, -100);
      });
      await strip.waitFor();
      expect(await names()).toEqual([titles[2], titles[1], titles[0]]);
      expect(await shiftFromStrip(page)).toBe(0);
      // Not in the pre-rendered page: the strip is the browser's own.
      const html = await (await page.context().request.get(localizedPath(locale, '/'))).text();
      expect(html).not.toContain('data-testid="recently-viewed"');

      await strip.getByRole('button', { name: t.clearLabel }).click();
      await strip.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByTestId('recently-viewed').count()).toBe(0);
    });
  },
);
