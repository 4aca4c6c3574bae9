import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { shopperContext, useBrowser, WIDTHS } from './support/browser.ts';
import { hydrated } from './support/islands.ts';
import { watchScripts } from './support/scripts.ts';

const shop = useBrowser();

const FINDER = {
  en: { label: 'Foot length in cm', button: 'Find the size' },
  ar: { label: 'طول القدم بالسنتيمتر', button: 'اعرف المقاس' },
};

/** Types a foot length into the fit finder once it runs, and asks for the size. */
async function findSize(page: Page, length: string, language: keyof typeof FINDER = 'en') {
  const input = page.getByLabel(FINDER[language].label);
  await hydrated(input);
  await input.fill(length);
  await page.getByRole('button', { name: FINDER[language].button }).click();
  return input;
}

describe.each(Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>)('the size guide at %s width', (width) => {
  it('shows one chart per age band, from EU 14 to EU 42', async () => {
    const page = await shop.seen('/size', width);
    const captions = await page.locator('table caption').allTextContents();
    expect(captions).toEqual(['Babies, 0-1 years', 'Toddlers, 1-4 years', 'Kids, 5-12 years', 'Teens, 13-18 years']);
    const firstRow = await page.locator('table').first().locator('tr').first().locator('td').allTextContents();
    expect(firstRow[0]).toBe('14');
    expect(await page.locator('table').last().locator('tr').first().locator('td').last().textContent()).toBe('42');
  });

  it('finds the size to buy from a foot length', async () => {
    const page = await shop.open('/size', width);
    await findSize(page, '15.5');
    const status = page.getByRole('status');
    await expect(status.getByText('Buy EU 25').waitFor()).resolves.toBeUndefined();
    expect(await status.textContent()).toContain('Toddlers range (1-4 years)');
    expect(await status.getByRole('link', { name: 'Shop Toddlers shoes' }).getAttribute('href')).toBe(
      '/shoes/toddlers',
    );
  });

  it('needs no React: the page downloads none, even once the finder has answered', async () => {
    const context = await shopperContext(shop.browser(), width, shop.baseURL);
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto('/size');
    await findSize(page, '15.5');
    await page.getByRole('status').getByText('Buy EU').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scripts.react()).toBe(false);
    await context.close();
  });

  it('says clearly why a length is refused', async () => {
    const page = await shop.open('/size', width);
    const input = await findSize(page, 'fifteen');
    await page.getByText('Enter the length as a number of centimetres, for example 15.5.').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('80');
    await page.getByRole('button', { name: 'Find the size' }).click();
    await page.getByText('Enter a length between 5 and 35 cm.').waitFor();
  });
});

describe('the size charts on a phone', () => {
  it('scroll sideways inside their own frame, not the page', async () => {
    const page = await shop.open('/size', 'mobile');
    const scroller = page.getByRole('region', { name: 'Kids, 5-12 years' });
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

describe.each(Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>)('the Arabic size guide at %s width', (width) => {
  it('reads right to left in Arabic, each chart starting from the right with Western digits', async () => {
    const page = await shop.seen('/ar/size', width);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('دليل مقاسات أحذية الأطفال');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['اعرف المقاس المناسب', 'جداول المقاسات', 'طريقة القياس', 'مقاس مضمون']),
    );
    expect(await page.locator('table caption').allTextContents()).toEqual([
      'الرضّع، حتى عمر سنة',
      'الأطفال الصغار، من 1 إلى 4 سنوات',
      'الأطفال، من 5 إلى 12 سنة',
      'المراهقون، من 13 إلى 18 سنة',
    ]);
    const sizes = page.locator('table').first().locator('tr').first();
    expect(await sizes.locator('th').textContent()).toBe('مقاس EU');
    expect(await sizes.locator('td').first().textContent()).toBe('14');
    const [heading, first] = await Promise.all([
      sizes.locator('th').boundingBox(),
      sizes.locator('td').first().boundingBox(),
    ]);
    expect(first!.x).toBeLessThan(heading!.x);
    const policy = page.getByRole('link', { name: 'اقرأ سياسة الاستبدال' });
    expect(await policy.getAttribute('href')).toBe('/ar/policy#exchanges');
  });

  it('answers the fit finder in Arabic, linking to the Arabic listing', async () => {
    const page = await shop.open('/ar/size', width);
    await findSize(page, '15.5', 'ar');
    const status = page.getByRole('status');
    await status.getByText('اختر مقاس \u2066EU 25\u2069').waitFor();
    expect(await status.textContent()).toContain('وهو من مقاسات فئة الأطفال الصغار (من 1 إلى 4 سنوات)');
    expect(await status.getByRole('link', { name: 'تسوّق أحذية الأطفال الصغار' }).getAttribute('href')).toBe(
      '/ar/shoes/toddlers',
    );
  });

  it('says in Arabic why a length is refused, and understands Arabic digits', async () => {
    const page = await shop.open('/ar/size', width);
    const input = await findSize(page, 'خمسة عشر', 'ar');
    await page.getByText('أدخل الطول رقمًا بالسنتيمتر، مثلًا 15.5.').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('80');
    await page.getByRole('button', { name: FINDER.ar.button }).click();
    await page.getByText('أدخل طولًا بين 5 و35 سم.').waitFor();
    await input.fill('١٥٫٥ سم');
    await page.getByRole('button', { name: FINDER.ar.button }).click();
    await page.getByRole('status').getByText('اختر مقاس \u2066EU 25\u2069').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the Arabic size charts on a phone', () => {
  it('scroll sideways from the right inside their own frame', async () => {
    const page = await shop.open('/ar/size', 'mobile');
    const scroller = page.getByRole('region', { name: 'الأطفال، من 5 إلى 12 سنة' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await scroller.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeLessThan(0);
  });
});
