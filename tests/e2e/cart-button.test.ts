/**
 * The header's cart button is not a React island: pages with no other island
 * at load (home, FAQ, blog, policies) ship no React, and the cart drawer's
 * React arrives only when something opens it.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/accessibility.ts';
import { shopperContext, useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { watchScripts } from './support/scripts.ts';
import { cartWithLines, pickProduct, whenHydrated } from './support/shopping.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];

describe('the header cart button', () => {
  for (const width of ['tablet', 'desktop'] as const) {
    it(`at ${width} width, the home page loads no React until the shopper opens the cart drawer`, async () => {
      const context = await shopperContext(shop.browser(), width, shop.baseURL);
      const page = await context.newPage();
      const scripts = watchScripts(page);
      await page.goto('/');
      await whenHydrated(page, 'cart-button');
      await page.waitForLoadState('networkidle');
      expect(await scripts.react(), 'React before the drawer opens').toBe(false);
      const stylesheets = () => page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length);
      const linkedAtLoad = await stylesheets();

      const button = page.getByTestId('cart-button');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.click();
      const drawer = page.getByRole('dialog', { name: 'shopping cart' });
      await drawer.getByText('your shopping cart is empty').waitFor();
      expect(await scripts.react(), 'React once the drawer is open').toBe(true);
      expect(scripts.missing, 'every script and stylesheet the drawer needs is there').toEqual([]);
      // The drawer's styles are not in the page's first paint; they come with its code, before it shows.
      expect(await stylesheets(), 'stylesheets the drawer brought').toBeGreaterThan(linkedAtLoad);
      expect(await drawer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await button.evaluate((el) => el === document.activeElement), 'focus back on the cart button').toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.click();
      await drawer.waitFor();
      expect(await page.locator('[data-testid="cart-drawer"]').count(), 'one drawer, kept mounted').toBe(1);
      await context.close();
    });
  }

  it('a visitor who puts nothing in a cart is given none: browsing calls no cart API and sets no cookie', async () => {
    const page = await shop.tab('mobile');
    const scripts = watchScripts(page);
    const cartCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(cart|get-cart)/.test(request.url())) cartCalls.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/shoes/kids', '/ar', pickProduct(4).url]) {
      await page.goto(path);
      await whenHydrated(page, 'cart-button');
      await page.waitForLoadState('networkidle');
      // The product page asks for its live stock: the checker of answers comes with that call.
      if (path === '/ar') expect(await scripts.zod(), 'zod before any call is answered').toBe(false);
      // Nor do the cart's, the account's and the wishlist's stores load, or the API client they call through.
      if (path === '/ar') expect(await scripts.apiClient(), 'the API client, with nothing to ask').toBe(false);
    }
    expect(cartCalls).toEqual([]);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('cartId');
    expect(await page.getByTestId('cart-count').isVisible()).toBe(false);

    // The cart page shows such a visitor the empty cart, still without a call: the promo code makes the cart.
    const cartPageScripts = watchScripts(page);
    await page.goto('/cart');
    await page.getByText('your shopping cart is empty').waitFor();
    await page.waitForLoadState('networkidle');
    expect(cartCalls).toEqual([]);
    expect(await cartPageScripts.zod(), 'zod on the cart page without a cart').toBe(false);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'apply' }).click();
    await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toContain('cartId');
  });

  it('on a phone is a link to /cart, and touching it loads no React', async () => {
    const context = await shopperContext(shop.browser(), 'mobile', shop.baseURL);
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto('/FAQ');
    await whenHydrated(page, 'cart-button');
    const button = page.getByTestId('cart-button');
    expect(await button.getAttribute('href')).toBe('/cart');
    expect(await button.getAttribute('aria-expanded')).toBeNull();
    await button.focus();
    await page.waitForLoadState('networkidle');
    expect(await scripts.react()).toBe(false);
    await button.click();
    await page.waitForURL('**/cart');
    await context.close();
  });

  it('in Arabic, the cart and wishlist links name the counts their badges show (label in name)', async () => {
    const { product, variant } = pickProduct(120);
    const page = await shop.tab('mobile');
    await cartWithLines(page.context(), shop.baseURL, [{ merchandiseId: variant.id, quantity: 1 }]);
    await page.goto('/ar');
    await page.evaluate((id) => localStorage.setItem('lucky-shoes:wishlist', JSON.stringify([id])), product.id);
    await page.reload();
    await page.getByTestId('cart-count').getByText('1').waitFor();
    await expect.poll(() => page.getByTestId('wishlist-count').textContent(), { timeout: 10_000 }).toBe('1');
    expect(await page.getByTestId('cart-button').getAttribute('aria-label')).toBe('السلة، منتج واحد');
    expect(await page.getByTestId('wishlist-button').getAttribute('aria-label')).toBe('قائمة الأمنيات، منتج واحد');
    const violations = await axeViolations(page, { runOnly: ['label-content-name-mismatch'] });
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });

  describe.each(widths)('at %s width', (width) => {
    it('the badge shows the line count after adding on a product page, and on the next page', async () => {
      const { variant, url } = pickProduct(90 + widths.indexOf(width) * 2);
      const context = await shopperContext(shop.browser(), width, shop.baseURL);
      const page = await context.newPage();
      await page.goto(url);
      await whenHydrated(page, 'purchase');
      const badge = page.getByTestId('cart-count');
      expect(await badge.isVisible(), 'no badge on an empty cart').toBe(false);
      await page.getByRole('radio', { name: `${variant.size} EU`, exact: true }).check();
      await page.getByTestId('add-to-cart').click();
      await badge.getByText('1').waitFor();
      expect(await page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart, 1 item');

      await page.goto('/about-us');
      await page.getByTestId('cart-count').getByText('1').waitFor();
      await context.close();
    });

    it('counts lines, not pairs, and replaces a cart the shop no longer knows with a new empty one', async () => {
      const { product } = pickProduct(91 + widths.indexOf(width) * 2);
      const sizes = product.variants.filter((v) => v.stock >= 2).slice(0, 2);
      expect(sizes).toHaveLength(2);
      const page = await shop.tab(width);
      const context = page.context();
      await cartWithLines(context, shop.baseURL, [
        { merchandiseId: sizes[0]!.id, quantity: 2 },
        { merchandiseId: sizes[1]!.id, quantity: 1 },
      ]);
      await page.goto('/');
      await page.getByTestId('cart-count').getByText('2').waitFor();
      expect(await page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart, 2 items');

      await context.addCookies([{ name: 'cartId', value: 'a-cart-nobody-knows', url: shop.baseURL }]);
      await page.reload();
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'cartId')?.value, { timeout: 10_000 })
        .toMatch(/^(?!a-cart-nobody-knows$)./);
      // The new cookie comes with the answer; the badge follows once the island has rendered it.
      await expect.poll(() => page.getByTestId('cart-count').isVisible()).toBe(false);
      expect(await page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart');
    });
  });
});
