import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright';
import { shopperContext, useBrowser } from './support/browser.ts';
import { pickProduct } from './support/shopping.ts';
import { motionEnded } from './support/motion.ts';

const shop = useBrowser();

/** The header's language switcher on desktop: the link named in the other language. */
const switcher = (page: Page, name: 'العربية' | 'English') =>
  page.locator('header').getByRole('link', { name, exact: true }).first();

async function switchTo(page: Page, name: 'العربية' | 'English', path: RegExp | string): Promise<void> {
  await switcher(page, name).click();
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname + url.search === path : path.test(url.href)));
}

describe('the two languages', () => {
  it('the Arabic home page is Arabic and right to left; the English one is English and left to right', async () => {
    const arabic = await shop.seen('/ar');
    expect(await arabic.locator('html').getAttribute('lang')).toBe('ar');
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    await expect(arabic.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('ابتسامة مع كل خطوة');
    await expect(
      arabic.getByRole('link', { name: 'الصفحة الرئيسية', exact: false }).first().getAttribute('href'),
    ).resolves.toBe('/ar');
    const english = await shop.seen('/');
    expect(await english.locator('html').getAttribute('lang')).toBe('en');
    expect(await english.locator('html').getAttribute('dir')).toBe('ltr');
  });

  it('offers the other language in the header and the footer, named in its own words', async () => {
    const page = await shop.seen('/about-us');
    for (const place of ['header', 'footer']) {
      const link = page.locator(place).getByRole('link', { name: 'العربية', exact: true }).first();
      expect(await link.getAttribute('href')).toBe('/ar/about-us');
      expect(await link.getAttribute('lang')).toBe('ar');
      expect(await link.getAttribute('hreflang')).toBe('ar-AE');
    }
    const arabic = await shop.seen('/ar/about-us');
    const back = arabic.locator('footer').getByRole('link', { name: 'English', exact: true });
    expect(await back.getAttribute('href')).toBe('/about-us');
    expect(await back.getAttribute('lang')).toBe('en');
  });

  it('switches a product page to its Arabic twin and back', async () => {
    const { url } = pickProduct(0);
    const page = await shop.open(url);
    await switchTo(page, 'العربية', `/ar${url}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await switchTo(page, 'English', url);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('keeps a listing’s sort and a search’s words when switching', async () => {
    const page = await shop.open('/shoes/kids?sort=price-asc');
    await switchTo(page, 'العربية', '/ar/shoes/kids?sort=price-asc');
    await switchTo(page, 'English', '/shoes/kids?sort=price-asc');
    await page.goto('/search?q=sandal');
    await switchTo(page, 'العربية', '/ar/search?q=sandal');
    await switchTo(page, 'English', '/search?q=sandal');
  });

  it('never redirects by the browser’s language: / with Accept-Language: ar answers the English page', async () => {
    const response = await fetch(new URL('/', shop.baseURL), {
      headers: { 'Accept-Language': 'ar-AE,ar;q=0.9' },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en" dir="ltr"/);
  });

  it.each([
    ['/about-us', 'https?://[^/]+/about-us'],
    ['/ar/about-us', 'https?://[^/]+/ar/about-us'],
  ])('%s names its canonical address and both languages’ twins', async (path, canonical) => {
    const html = await (await fetch(new URL(path, shop.baseURL))).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${canonical}"`));
    expect(html).toMatch(/<link rel="alternate" hreflang="en-AE" href="https?:\/\/[^/]+\/about-us"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="ar-AE" href="https?:\/\/[^/]+\/ar\/about-us"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="https?:\/\/[^/]+\/about-us"/);
  });

  it('the Arabic home page fits a 375 px phone without sideways scrolling', async () => {
    const page = await shop.seen('/ar', 'mobile');
    await page.waitForLoadState('load');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('opens the Arabic menu drawer from the inline start, with Arabic entries and the English switch', async () => {
    const page = await shop.open('/ar', 'mobile');
    await page.getByRole('button', { name: 'افتح القائمة' }).click();
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    await drawer.waitFor({ state: 'visible' });
    await motionEnded(drawer);
    const box = (await drawer.boundingBox())!;
    // Right to left, the drawer's start is the right edge of the screen.
    expect(Math.round(box.x + box.width)).toBe(375);
    expect((await drawer.locator('[data-accordion-toggle]').allTextContents()).map((t) => t.trim())).toEqual([
      'الرضّع',
      'الأطفال الصغار',
      'الأطفال',
      'المراهقون',
    ]);
    expect(await drawer.getByRole('link', { name: 'English', exact: true }).getAttribute('href')).toBe('/');
  });

  it('sets Arabic pages in Tajawal, and English pages never download it', async () => {
    // A new visitor: a tab that showed an Arabic page before holds Tajawal in its memory cache.
    const english = await (await shopperContext(shop.browser(), 'desktop', shop.baseURL)).newPage();
    onTestFinished(() => english.context().close());
    await english.goto('/');
    await english.waitForLoadState('networkidle');
    const englishFonts = await english.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => /tajawal/i.test(entry.name)),
    );
    expect(englishFonts).toEqual([]);
    const arabic = await shop.open('/ar');
    await arabic.waitForLoadState('networkidle');
    await expect(arabic.evaluate(() => document.fonts.check('16px Tajawal', 'عربي'))).resolves.toBe(true);
  });

  it('preloads every weight of Tajawal an Arabic page uses, so the page is laid out once', async () => {
    const context = await shopperContext(shop.browser(), 'mobile', shop.baseURL);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto('/ar/shoes/kids');
    await page.waitForLoadState('networkidle');
    // A face the stylesheet asked for would be found only once the page was styled, after the others.
    const fonts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /tajawal/i.test(entry.name))
        .map((entry) => `${entry.name.replace(/^.*\//, '')}: ${entry.initiatorType}`),
    );
    expect(fonts).toHaveLength(3);
    for (const font of fonts) expect(font).toMatch(/: link$/);
  });

  it('shows Arabic in a fallback as wide as Tajawal at each weight, so a page wraps alike in either', async () => {
    const page = await shop.open('/ar');
    // The fallback is tuned to DejaVu Sans, the Arabic face of Linux and of the browser these tests run.
    const ratios = await page.evaluate(async () => {
      const words = 'أحذية أطفال مريحة للمدرسة واللعب توصيل في اليوم التالي إلى كل الإمارات'.split(' ');
      const width = (font: string) =>
        words.reduce((sum, word) => {
          const span = document.createElement('span');
          span.textContent = word;
          span.style.cssText = `font: ${font}; position: absolute; white-space: nowrap;`;
          document.body.append(span);
          const { width: w } = span.getBoundingClientRect();
          span.remove();
          return sum + w;
        }, 0);
      const ratios: Record<number, number> = {};
      for (const weight of [400, 700, 800]) {
        await document.fonts.load(`${weight} 32px Tajawal`, words.join(' '));
        await document.fonts.load(`${weight} 32px 'Tajawal fallback'`, words.join(' '));
        ratios[weight] = width(`${weight} 32px 'Tajawal fallback'`) / width(`${weight} 32px Tajawal`);
      }
      return ratios;
    });
    for (const [weight, ratio] of Object.entries(ratios))
      expect(Math.abs(ratio - 1), `weight ${weight}`).toBeLessThan(0.02);
  });
});
