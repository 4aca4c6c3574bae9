/**
 * axe on every page type at the three widths, in one language: no serious or critical violation.
 * Each language's test file calls it, so the two run side by side.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { productPath } from '#src/catalogue/paths.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { useBrowser, WIDTHS, type Width } from './browser.ts';
import { islandsSettled } from './islands.ts';

const product = getCatalogue().products.find((p) => p.images.length > 7 && p.variants.some((v) => v.stock > 0))!;

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['age listing', '/shoes/kids'],
  ['type listing', '/shoes/teens/sneakers'],
  ['trend listing', '/shoes/sale'],
  ['product', productPath(product.title, product.id)],
  ['cart', '/cart'],
  ['wishlist', '/wishlist'],
  ['search results', '/search/sandal'],
  ['blog list', '/blogs'],
  ['size guide', '/size'],
  ['FAQ', '/FAQ'],
  ['policy', '/policy'],
  ['about', '/about-us'],
  ['error page', '/no-such-page'],
];

export function describeAccessibility(locale: Locale): void {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  describe(`accessibility in ${locale} (axe, serious and critical)`, () => {
    const { open } = useBrowser();

    for (const width of Object.keys(WIDTHS) as Width[]) {
      it.each(PAGES)(`%s page at ${WIDTHS[width]} px has no serious violation`, async (_, path) => {
        const page = await open(path === '/' && prefix ? prefix : `${prefix}${path}`, width);
        await islandsSettled(page);
        // Only violations are wanted: axe skips working out selectors for everything that passed.
        const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')})`,
          );
        await page.context().close();
        expect(serious).toEqual([]);
      });
    }
  });
}
