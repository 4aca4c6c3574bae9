import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright';
import { shopperContext, useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { cartWithLines, pickProduct, placeOrderOnCheckoutPage, whenHydrated } from './support/shopping.ts';
import { engage } from './support/islands.ts';
import { motionEnded } from './support/motion.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];

async function openWithCart(width: Width, path: string, lines: Array<{ merchandiseId: string; quantity: number }>) {
  const page = await shop.tab(width);
  const cart = await cartWithLines(page.context(), shop.baseURL, lines);
  await page.goto(path);
  return { page, cart };
}

describe.each(widths)('the cart at %s width', (width) => {
  const nth = 60 + widths.indexOf(width) * 4;

  it('changes quantities with the steppers, applies a promo code, survives a reload and empties', async () => {
    const { product, variant } = pickProduct(nth, 3);
    const { page } = await openWithCart(width, '/cart', [{ merchandiseId: variant.id, quantity: 1 }]);
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    const line = page.getByTestId('cart-line');
    await line.getByRole('link', { name: product.title }).waitFor();
    const headers = width === 'mobile' ? ['PRODUCT', 'TOTAL'] : ['PRODUCT', 'QUANTITY', 'TOTAL'];
    for (const header of headers) expect(await page.getByText(header, { exact: true }).isVisible(), header).toBe(true);

    const fewer = line.getByRole('button', { name: /^One fewer/ });
    expect(await fewer.getAttribute('aria-disabled')).toBe('true');
    expect(await line.getByRole('tooltip').first().textContent()).toBe('at least 1');
    await line.getByRole('button', { name: /^One more/ }).click();
    await line.locator('output').getByText('2').waitFor();
    const price = product.priceFils / 100;
    await line
      .getByTestId('line-total')
      .getByText((price * 2).toFixed(2))
      .waitFor();

    const promo = page.getByPlaceholder('Enter promo code');
    await promo.fill('welcome10');
    await page.getByRole('button', { name: 'apply' }).click();
    const summary = page.getByTestId('cart-summary');
    await summary.getByText('Original price').waitFor();
    await summary.getByText('Code WELCOME10').waitFor();
    await summary.getByText(`AED ${(price * 2 * 0.1).toFixed(1)}`).waitFor();
    expect(await promo.inputValue()).toBe('');
    await summary.getByText('Prices include 5% VAT. Delivery is calculated at checkout').waitFor();

    await page.reload();
    await page.getByTestId('cart-line').getByRole('link', { name: product.title }).waitFor();
    await page.getByTestId('cart-summary').getByText('Code WELCOME10').waitFor();

    await page.getByRole('button', { name: `Remove ${product.title} from the cart` }).click();
    await page.getByText('your shopping cart is empty').waitFor();
    expect(await page.getByRole('button', { name: 'check out' }).isDisabled()).toBe(true);
  });

  it('says so when a quantity is capped to the stock', async () => {
    const { variant, url } = pickProduct(nth + 1, 2, 4);
    const { page } = await openWithCart(width, url, [{ merchandiseId: variant.id, quantity: variant.stock }]);
    await whenHydrated(page, 'purchase');
    await page.getByRole('radio', { name: `${variant.size} EU`, exact: true }).check();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-message').getByText(`Only ${variant.stock} left`).first().waitFor();
  });

  it('checks out with cash on delivery and shows the order status page; the cart is then empty', async () => {
    const { variant } = pickProduct(nth + 2, 2);
    const { page, cart } = await openWithCart(width, '/cart', [{ merchandiseId: variant.id, quantity: 1 }]);
    await whenHydrated(page, 'cart-page');
    await page.getByRole('button', { name: 'check out' }).click();
    await page.waitForURL(`**${cart.checkoutUrl}`);
    await placeOrderOnCheckoutPage(page);
    await page.waitForURL('**/order/**');
    await page.getByRole('heading', { name: /^Order #\d+/ }).waitFor();
    await page.getByText('Preparing to ship').waitFor();

    await page.goto('/cart');
    await page.getByText('your shopping cart is empty').waitFor();
    // A new cart if the header made one on the order page (the checked-out one answered 400), or none yet.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cartId');
    expect(cookie?.value).not.toBe(cart.id);
  });

  it(
    width === 'mobile'
      ? 'sends the cart icon to /cart'
      : 'toggles the drawer from the cart icon, traps focus in it and shows the empty cart',
    async () => {
      const page = await shop.open('/', width);
      await whenHydrated(page, 'cart-button');
      await page.getByTestId('cart-button').click();
      if (width === 'mobile') {
        await page.waitForURL('**/cart');
        return;
      }
      const drawer = page.getByRole('dialog', { name: 'shopping cart' });
      await drawer.getByText('your shopping cart is empty').waitFor();
      for (let n = 0; n < 6; n++) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await drawer.getByRole('button', { name: 'continue shopping' }).click();
      await drawer.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');

      await page.goto('/cart');
      await whenHydrated(page, 'cart-button');
      await page.getByTestId('cart-button').click();
      await page.waitForURL('**/cart');
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
  );
});

describe('the cart page on a first visit, before the shopper has touched it', () => {
  const SENT_CART = 'astro-island[ssr] [data-testid="cart-page"]';

  /** A new visitor's tab on a phone, the cart island's code arriving as on a slow one, and what the page asked for. */
  async function slowTab(): Promise<{ page: Page; asked: string[] }> {
    const context = await shopperContext(shop.browser(), 'mobile', shop.baseURL);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.route(/\/_astro\/CartPage\.[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    return { page, asked };
  }

  it('shows a browser without a cart its empty cart from the HTML, and no React loads until a touch', async () => {
    const { page, asked } = await slowTab();
    await page.goto('/ar/cart', { waitUntil: 'load' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.locator(SENT_CART).getByText('سلة تسوقك فارغة').isVisible()).toBe(true);
    expect(await page.locator(SENT_CART).getByRole('button', { name: 'إتمام الطلب' }).isDisabled()).toBe(true);
    expect(asked.filter((path) => /\/(CartPage|client)\.|\/api\//.test(path))).toEqual([]);
    await engage(page);
    await page.locator('astro-island:not([ssr]) [data-testid="cart-page"]').getByText('سلة تسوقك فارغة').waitFor();
  });

  it("takes the shopper on with 'continue shopping' tapped before the island has loaded", async () => {
    const { page } = await slowTab();
    await page.goto('/cart', { waitUntil: 'load' });
    await page.locator(SENT_CART).getByRole('button', { name: 'continue shopping' }).click();
    expect(await page.locator(SENT_CART).count(), 'the tap before hydration').toBe(1);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('never shows a browser that holds a cart the empty cart the page is sent with', async () => {
    const { product, variant } = pickProduct(130, 3);
    const { page } = await slowTab();
    await cartWithLines(page.context(), shop.baseURL, [{ merchandiseId: variant.id, quantity: 1 }]);
    // Every frame from the first: is the empty cart drawn?
    await page.addInitScript(() => {
      const record = window as unknown as { emptyCartSeen?: boolean };
      const look = () => {
        const cart = document.querySelector('main [data-testid="cart-page"]');
        if (cart?.checkVisibility() && cart.textContent?.includes('your shopping cart is empty'))
          record.emptyCartSeen = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/cart');
    await page.getByTestId('cart-line').getByRole('link', { name: product.title }).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { emptyCartSeen?: boolean }).emptyCartSeen ?? false);
    expect(seen).toBe(false);
  });

  it('shows a browser that holds a cart its cart even while the page is never idle', async () => {
    const { product, variant } = pickProduct(131, 3);
    const { page } = await slowTab();
    await cartWithLines(page.context(), shop.baseURL, [{ merchandiseId: variant.id, quantity: 1 }]);
    // A task always waiting, as on a phone kept busy by other tabs: the browser never has an idle moment.
    await page.addInitScript(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const end = performance.now() + 20;
        while (performance.now() < end);
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto('/cart', { waitUntil: 'commit' });
    await page.getByTestId('cart-line').getByRole('link', { name: product.title }).waitFor({ timeout: 15_000 });
  });
});

describe('the cart in Arabic', () => {
  it('opens the drawer from the left, right to left, after adding on an Arabic product page', async () => {
    const { product, variant, url } = pickProduct(90, 3);
    const page = await shop.open(`/ar${url}`, 'desktop');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await whenHydrated(page, 'purchase');
    await page.getByRole('radio', { name: `\u2066EU ${variant.size}\u2069`, exact: true }).check();
    await page.getByTestId('add-to-cart').click();
    const drawer = page.getByRole('dialog', { name: 'سلة التسوق' });
    await drawer.getByTestId('cart-line').getByRole('link', { name: product.ar.title }).waitFor();
    await motionEnded(drawer);
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(1);
    expect(box.x + box.width).toBeLessThan(WIDTHS.desktop - 100);
    await drawer.getByText('عرض السلة').waitFor();
    await drawer
      .getByText('الأسعار شاملة ضريبة القيمة المضافة بنسبة 5%، وتُحتسب رسوم التوصيل عند إتمام الطلب')
      .waitFor();
    expect(await page.getByTestId('cart-button').getAttribute('aria-label')).toBe('السلة، منتج واحد');
    expect(await drawer.getByRole('link', { name: 'عرض السلة' }).getAttribute('href')).toBe('/ar/cart');
  });

  describe.each(widths)('at %s width', (width) => {
    const nth = 100 + widths.indexOf(width) * 2;

    it('shows the cart page in Arabic, and checks out with cash on delivery to the Arabic order page', async () => {
      const { product, variant } = pickProduct(nth, 3);
      const { page, cart } = await openWithCart(width, '/ar/cart', [{ merchandiseId: variant.id, quantity: 1 }]);
      await page.getByRole('heading', { name: 'سلة التسوق', level: 1 }).waitFor();
      await whenHydrated(page, 'cart-page');
      const line = page.getByTestId('cart-line');
      const link = line.getByRole('link', { name: product.ar.title });
      expect(await link.getAttribute('href')).toMatch(/^\/ar\/product\//);
      const headers = width === 'mobile' ? ['المنتج', 'المجموع'] : ['المنتج', 'الكمية', 'المجموع'];
      for (const header of headers)
        expect(await page.getByText(header, { exact: true }).first().isVisible()).toBe(true);
      expect(await line.getByRole('tooltip').first().textContent()).toBe('قطعة واحدة على الأقل');
      await line.getByRole('button', { name: `قطعة أخرى من ${product.ar.title}` }).click();
      await line.locator('output').getByText('2').waitFor();
      await line
        .getByTestId('line-total')
        .getByText(`${((product.priceFils * 2) / 100).toFixed(2)}\u00a0د.إ`)
        .waitFor();
      await page.getByTestId('cart-summary').getByText('المجموع الفرعي', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'إتمام الطلب' }).click();
      await page.waitForURL(`**/ar${cart.checkoutUrl}`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('heading', { name: 'إتمام الطلب', level: 1 }).waitFor();
      await page.locator('aside').getByText(product.ar.title, { exact: true }).waitFor();
      // The checkout form itself (the page's other fields, if any, are not the order's).
      const form = page.locator('form[method="post"]');
      await form.getByLabel('البريد الإلكتروني').fill('layla@example.ae');
      await page.getByLabel('الاسم الكامل').fill('ليلى حداد');
      await page.getByLabel('رقم الجوال').fill('050 123 4567');
      const emirate = page.getByLabel('الإمارة');
      expect(await emirate.locator('option').allTextContents()).toContain('أم القيوين');
      await emirate.selectOption({ label: 'دبي' });
      await page.getByLabel('المنطقة').fill('البرشاء');
      await page.getByLabel('الشارع والمبنى ورقم الشقة أو الفيلا').fill('فيلا 12، شارع 4');
      expect(await page.getByLabel('الدفع عند الاستلام').isChecked()).toBe(true);
      await page.getByRole('button', { name: 'تأكيد الطلب' }).click();

      await page.waitForURL(/\/ar\/order\/[A-Za-z0-9_-]{43}$/);
      await page.getByRole('heading', { name: /^الطلب #\d+$/, level: 1 }).waitFor();
      await page.getByText('شكرًا لطلبك!').waitFor();
      await page.getByText('قيد التجهيز للشحن').waitFor();
      await page.getByText('البرشاء، دبي').waitFor();
      await page.getByText(product.ar.title, { exact: true }).waitFor();
      expect(await page.getByText(product.title, { exact: true }).count()).toBe(0);
      await page.getByText(/التوصيل يوم /).waitFor();
      await page.getByText('شاملًا ضريبة القيمة المضافة 5%').waitFor();
    });
  });

  it('words a quantity capped to the stock in Arabic', async () => {
    const { variant, url } = pickProduct(110, 2, 4);
    const { page } = await openWithCart('desktop', `/ar${url}`, [
      { merchandiseId: variant.id, quantity: variant.stock },
    ]);
    await whenHydrated(page, 'purchase');
    await page.getByRole('radio', { name: `\u2066EU ${variant.size}\u2069`, exact: true }).check();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-message').getByText(`تبقّى ${variant.stock} فقط`).first().waitFor();
  });
});
