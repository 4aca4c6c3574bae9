import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { automaticOffers } from '#src/config/money.ts';
import { shopperContext, useBrowser, WIDTHS, type Width } from './support/browser.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];
const offer = automaticOffers[0]!;
const insideOffer = new Date(Date.parse(offer.validFrom) + 24 * 3600_000);
const beforeOffers = new Date(Math.min(...automaticOffers.map((o) => Date.parse(o.validFrom))) - 24 * 3600_000);

/** The home page as a shopper sees it on `date`; the offer dialog is already dismissed unless `offerSeen` is false. */
async function openHome(
  width: Width,
  { date = insideOffer, offerSeen = true }: { date?: Date; offerSeen?: boolean } = {},
): Promise<Page> {
  const context = await shopperContext(shop.browser(), width, shop.baseURL, { offerSeen });
  const page = await context.newPage();
  await page.clock.setFixedTime(date);
  await page.goto('/');
  return page;
}

const homeAtWidth = new Map<Width, Promise<Page>>();
/** The home page inside the offer, loaded once per width for the tests that only look at it. */
function seenHome(width: Width): Promise<Page> {
  if (!homeAtWidth.has(width)) homeAtWidth.set(width, openHome(width));
  return homeAtWidth.get(width)!;
}

describe.each(widths)('the home page at %s width', (width) => {
  it("opens with the hero: 'A smile with every step', 'shop now' to /products, no dots for one slide", async () => {
    const page = await seenHome(width);
    const hero = page.locator('[aria-roledescription="carousel"]');
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe('A smile with every step');
    expect(await hero.getByRole('link', { name: 'shop now' }).getAttribute('href')).toBe('/products');
    expect(await hero.locator('[data-carousel-indicator]').count()).toBe(0);
    expect(await hero.getAttribute('data-autoplay')).toBe('off');
    const art = hero.locator('img').first();
    expect(await art.getAttribute('fetchpriority')).toBe('high');
    expect(await art.getAttribute('loading')).toBe('eager');
  });

  it('links the age tiles, the collections and the size guide promo', async () => {
    const page = await seenHome(width);
    const tiles = page.getByRole('region', { name: 'SHOP BY AGES' }).getByRole('link');
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/shoes/babies',
      '/shoes/toddlers',
      '/shoes/kids',
      '/shoes/teens',
    ]);
    const collections = page.getByRole('region', { name: 'Collections' }).getByRole('link');
    expect(await collections.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/shoes/teens/sneakers',
      '/shoes/kids/sandals',
      '/shoes/kids/sneakers',
    ]);
    expect(await page.getByText('At Lucky Shoes, we bring fit, function, & fashion to footwear.').count()).toBe(1);
    const promo = page.getByRole('region', { name: 'Finding the Perfect size for your kids' });
    expect(await promo.getByRole('link', { name: 'check size guide' }).getAttribute('href')).toBe('/size');
  });

  const onTablet = width === 'tablet' ? ', dropping the last card on a tablet' : '';
  it(`shows the product grids with 'shop more'${onTablet}`, async () => {
    const page = await seenHome(width);
    for (const [name, more] of [
      ['BEST SELLERS', '/shoes/best-sellers'],
      ['NEW ARRIVALS', '/shoes/new-arrivals'],
    ] as const) {
      const grid = page.getByRole('region', { name });
      expect(await grid.getByRole('link', { name: /shop more/ }).getAttribute('href')).toBe(more);
      const cards = grid.locator('article');
      expect(await cards.count()).toBe(4);
      const visible = await cards.evaluateAll(
        (all) => all.filter((card) => (card as HTMLElement).offsetParent !== null).length,
      );
      expect(visible).toBe(width === 'tablet' ? 3 : 4);
      const link = cards.first().getByRole('heading').getByRole('link');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toMatch(/^\/product\//);
    }
  });
});

describe.each(widths)('the offer details at %s width', (width) => {
  it('open while an offer is active, and stay closed once closed with the button', async () => {
    const page = await openHome(width, { offerSeen: false });
    const dialog = page.getByRole('dialog', { name: 'Offer details' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('AED 50 off orders of AED 250 or more');
    expect(await dialog.getByRole('link', { name: /policy/ }).getAttribute('href')).toBe('/policy');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('[data-offer-modal]').waitFor({ state: 'attached' });
    await page.waitForLoadState('load');
    expect(await dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  it('close with the close icon or Escape, keeping focus inside while open', async () => {
    const page = await openHome(width, { offerSeen: false });
    const dialog = page.getByRole('dialog', { name: 'Offer details' });
    await dialog.waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The 'close' event that remembers it comes in a task after the dialog hides, so wait for it rather than read once.
    await page.waitForFunction(() => localStorage.getItem('popuped') !== null);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Close offer details' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => localStorage.getItem('popuped') !== null);
    await page.context().close();
  });

  it('stay closed when no offer is active', async () => {
    const page = await openHome(width, { date: beforeOffers, offerSeen: false });
    await page.waitForLoadState('load');
    await page.locator('[aria-roledescription="carousel"]').waitFor();
    expect(await page.getByRole('dialog', { name: 'Offer details' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('the Arabic home page', () => {
  it('speaks Arabic over the same pictures, and every link stays in Arabic', async () => {
    const context = await shopperContext(shop.browser(), 'desktop', shop.baseURL);
    const page = await context.newPage();
    await page.clock.setFixedTime(insideOffer);
    await page.goto('/ar');
    const hero = page.locator('[aria-roledescription="carousel"]');
    expect(await hero.getAttribute('aria-label')).toBe('أبرز العروض');
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe('ابتسامة مع كل خطوة');
    expect(await hero.getByRole('link', { name: 'تسوّق الآن' }).getAttribute('href')).toBe('/ar/products');
    const tiles = page.getByRole('region', { name: 'تسوّق حسب العمر' }).getByRole('link');
    expect(await tiles.first().getAttribute('href')).toBe('/ar/shoes/babies');
    await expect(tiles.first().textContent()).resolves.toContain('الرضّع');
    expect(await page.getByRole('link', { name: 'اطّلع على دليل المقاسات' }).getAttribute('href')).toBe('/ar/size');
    // The shell's and the home page's own links (product cards and the account icon's script are others').
    const hrefs = await page
      .locator('a[href^="/"]:not([data-account-link]):not([hreflang])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const english = hrefs.filter((href) => !href.startsWith('/product/') && !/^\/ar(\/|$)/.test(href));
    expect(english).toEqual([]);
    await context.close();
  });
});
