import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

const shop = useBrowser();

describe('the shop header on desktop (1280 px)', () => {
  it('shows the free-shipping banner, the logo and one menu entry per age group, then Blog', async () => {
    const page = await shop.seen('/', 'desktop');
    const banner = page.locator('header').getByText('Free shipping on orders from AED 150', { exact: true });
    await expect(banner.isVisible()).resolves.toBe(true);
    expect(await page.locator('header').getByRole('link', { name: 'Lucky Shoes, home' }).getAttribute('href')).toBe(
      '/',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    const entries = await nav.locator(':scope > ul > li > a').allTextContents();
    expect(entries.map((text) => text.trim())).toEqual(['Babies', 'Toddlers', 'Kids', 'Teens', 'Blog']);
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false);
  });

  it('opens an age group panel on hover with Sale & Trending and Types, and closes it on leaving', async () => {
    const page = await shop.open('/', 'desktop');
    await page.getByRole('link', { name: 'Kids', exact: true }).hover();
    const panel = page.locator('#flyout-kids');
    await panel.waitFor({ state: 'visible' });
    await expect(
      panel.getByRole('list', { name: 'Sale & Trending' }).getByRole('link').allTextContents(),
    ).resolves.toEqual(['View All', 'New Arrivals', 'Sale', 'Best Sellers']);
    expect(await panel.getByRole('link', { name: 'Sale', exact: true }).getAttribute('href')).toBe('/shoes/kids/sale');
    expect(await panel.getByRole('link', { name: 'Sneakers' }).getAttribute('href')).toBe('/shoes/kids/sneakers');
    expect(await page.getByRole('button', { name: /^Kids:/ }).getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(640, 800);
    await panel.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: /^Kids:/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: the toggle opens the panel, Tab enters it, Escape closes it and refocuses', async () => {
    const page = await shop.open('/', 'desktop');
    const toggle = page.getByRole('button', { name: /^Babies:/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('View All');
    await page.keyboard.press('Escape');
    await page.locator('#flyout-babies').waitFor({ state: 'hidden' });
    await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('links search, cart and account to their pages, and has the footer columns', async () => {
    const page = await shop.seen('/', 'desktop');
    const header = page.locator('header');
    expect(await header.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    expect(await header.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(await header.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const footer = page.locator('footer');
    expect(await footer.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'SUPPORTS',
      'CONTACT US',
      'ABOUT US',
      'MY ACCOUNT',
    ]);
    await expect(footer.getByText('Al Wahda Mall').isVisible()).resolves.toBe(true);
    expect(await footer.getByRole('link', { name: /Instagram/ }).getAttribute('target')).toBe('_blank');
  });
});

describe.each(['mobile', 'tablet'] as const)('the shop header on %s', (width) => {
  it('opens the hamburger menu with an accordion per age group, Blog and Sign in', async () => {
    const page = await shop.open('/', width);
    await expect(page.getByRole('navigation', { name: 'Main' }).first().isVisible()).resolves.toBe(false);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    const sections = drawer.locator('[data-accordion-toggle]');
    expect((await sections.allTextContents()).map((text) => text.trim())).toEqual([
      'Babies',
      'Toddlers',
      'Kids',
      'Teens',
    ]);
    await expect(drawer.getByRole('link', { name: 'Blog' }).isVisible()).resolves.toBe(true);
    await expect(drawer.getByRole('link', { name: 'Sign in' }).isVisible()).resolves.toBe(true);

    const toddlers = drawer.getByRole('button', { name: 'Toddlers' });
    await toddlers.click();
    expect(await toddlers.getAttribute('aria-expanded')).toBe('true');
    const links = drawer.locator('#accordion-toddlers').getByRole('link');
    expect((await links.allTextContents())[0]).toBe('View All');
    expect(await drawer.getByRole('link', { name: 'Boots' }).getAttribute('href')).toBe('/shoes/toddlers/boots');
    await toddlers.click();
    await drawer.locator('#accordion-toddlers').waitFor({ state: 'hidden' });
  });

  it('closes the menu with Escape and gives focus back to the hamburger', async () => {
    const page = await shop.open('/', width);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // The dialog's close event, which resets aria-expanded, fires a task after it hides.
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');
    await expect(hamburger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});
