/**
 * axe on every page type at the three widths, in one language: no serious or critical violation.
 * Each language's test file calls it, so the two run side by side.
 */
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { productPath } from '#src/catalogue/paths.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { shopperContext, useBrowser, viewport, WIDTHS, type Width } from './browser.ts';
import { islandsSettled } from './islands.ts';
import { buyElsewhere, newCart, pickProduct } from './shopping.ts';

const product = getCatalogue().products.find((p) => p.images.length > 7 && p.variants.some((v) => v.stock > 0))!;

/** A page's path, or how to make the cart or order it shows (through the shop's API and checkout). */
type PagePath = string | ((context: BrowserContext, baseURL: string) => Promise<string>);
const lines = () => [{ merchandiseId: pickProduct(130).variant.id, quantity: 1 }];

const PAGES: Array<[string, PagePath]> = [
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
  ['checkout', async (context, baseURL) => new URL((await newCart(context, lines())).checkoutUrl, baseURL).pathname],
  ['order status', (context, baseURL) => buyElsewhere(context, baseURL, lines())],
];

/**
 * Every axe rule gives its violations the rule's own impact, so a rule rated minor or moderate can never
 * report a serious or critical one: switched off, they cost nothing and change no result.
 */
const { rules } = (axe as unknown as { _audit: { rules: Array<{ id: string; impact?: axe.ImpactValue }> } })._audit;
const MILDER_RULES = Object.fromEntries(
  rules
    .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
    .map(({ id }) => [id, { enabled: false }]),
);

/**
 * axe in every frame of the page that has none yet, as @axe-core/playwright's legacy mode sets it up, but once per
 * page rather than twice per run: its source is half a megabyte to compile, and a page here is checked at three widths.
 */
async function withAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
}

/** axe's violations on the page as it is now, with these options (`runOnly` for one rule's). */
export async function axeViolations(page: Page, options: axe.RunOptions): Promise<axe.Result[]> {
  // Only violations are wanted: axe skips working out selectors for everything that passed. axe runs in the page
  // itself (the legacy mode of @axe-core/playwright), where the default opens a second page to gather frames'
  // results: the shop's pages have no cross-origin frame for that to reach.
  await withAxe(page);
  const { violations } = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    { ...options, resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
  return violations;
}

async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page, { rules: MILDER_RULES }))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

export function describeAccessibility(locale: Locale): void {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  describe(`accessibility in ${locale} (axe, serious and critical)`, () => {
    const shop = useBrowser();
    // One tab loads every page type, at the narrowest width, and widens it for the next test: the layouts are
    // the stylesheet's and the header's media queries (which follow a resize), and a load in a new tab (a new
    // renderer process) is most of a test's cost.
    let page: Page;
    beforeAll(async () => {
      page = await (await shopperContext(shop.browser(), 'mobile', shop.baseURL)).newPage();
    });
    afterAll(() => page?.context().close());

    describe.each(PAGES)('%s', (name, path) => {
      beforeAll(async () => {
        await page.setViewportSize(viewport('mobile'));
        const made = typeof path === 'string' ? path : await path(page.context(), shop.baseURL);
        await page.goto(made === '/' && prefix ? prefix : `${prefix}${made}`);
      });

      for (const width of Object.keys(WIDTHS) as Width[]) {
        it(`${name} page at ${WIDTHS[width]} px has no serious violation`, async () => {
          await page.setViewportSize(viewport(width));
          await islandsSettled(page);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  });
}
