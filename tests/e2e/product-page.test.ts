import { describe, expect, it, onTestFinished } from 'vitest';
import { getCatalogue, toDetail } from '#src/catalogue/catalogue.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import { fill } from '#src/i18n/messages.ts';
import { productMessages } from '#src/features/product/messages.ts';
import { reviewMessages } from '#src/features/reviews/messages.ts';
import { shopperContext, useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { buyElsewhere, pickProduct, whenHydrated } from './support/shopping.ts';
import { engage } from './support/islands.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];

describe.each(widths)('the product page at %s width', (width) => {
  const nth = widths.indexOf(width);

  it('shows the breadcrumb, title, price, EU sizes with the sold-out ones disabled, colours and sections', async () => {
    const { product, url } = pickProduct(nth);
    const page = await shop.open(url, width);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    expect(await crumbs.allTextContents()).toEqual(['HOME', product.ageGroup.toUpperCase()]);
    expect(await crumbs.nth(1).getAttribute('href')).toBe(`/shoes/${product.ageGroup}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.title);

    const sizes = page.getByRole('group', { name: 'Size', exact: true });
    for (const variant of product.variants) {
      const size = sizes.getByRole('radio', { name: new RegExp(`^${variant.size} EU`) });
      expect(await size.isDisabled(), `size ${variant.size}`).toBe(variant.stock === 0);
    }
    expect(await page.getByTestId('purchase').getByRole('link', { name: 'Size guide' }).getAttribute('href')).toBe(
      '/size',
    );

    const others = getCatalogue()
      .byTitle.get(product.title)!
      .filter((p) => p.id !== product.id);
    expect(await page.getByTestId('colour-link').count()).toBe(others.length);
    expect(await page.getByTestId('colour-current').evaluate((el) => el.tagName)).toBe('SPAN');

    for (const section of ['Product Details', 'Return & Exchange'])
      await page.getByText(section, { exact: true }).waitFor();
    expect(await page.getByText('Fit Tip', { exact: true }).count()).toBe(product.fitTip ? 1 : 0);
    expect(await page.getByText('Delivery Options', { exact: true }).count()).toBe(product.deliveryOptions ? 1 : 0);
    await page.getByRole('heading', { name: 'REVIEWS' }).waitFor();
    await page.getByText('There are no reviews of this shoe yet.').waitFor();
    for (const invented of ['Mariam, Abu Dhabi', 'Rahul, Dubai', 'Sarah, Sharjah'])
      expect(await page.getByText(invented).count(), invented).toBe(0);
    await page.getByRole('heading', { name: 'YOU MIGHT ALSO LIKE' }).waitFor();

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(product.descriptionHtml.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')).toContain(description!.slice(0, 60));
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string; availability: string } },
    );
    const offer = structured.find((data) => data['@type'] === 'Product')!.offers!;
    expect(offer.priceCurrency).toBe('AED');
    expect(offer.availability).toBe('https://schema.org/InStock');
    expect(structured.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('asks for a size before adding, and keeps the quantity between 1 and the size’s stock', async () => {
    const { product, variant, url } = pickProduct(nth + 3, 2, 5);
    const page = await shop.open(url, width);
    await whenHydrated(page, 'purchase');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    await page.getByTestId('add-to-cart').click();
    const alert = page.getByText('Please choose a size to continue');
    await alert.waitFor();
    await expect
      .poll(
        () =>
          page
            .getByRole('radio')
            .first()
            .evaluate((el) => {
              const box = el.closest('fieldset')!.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= innerHeight;
            }),
        { timeout: 10_000 },
      )
      .toBe(true);

    await page.getByRole('radio', { name: `${variant.size} EU`, exact: true }).check();
    await alert.waitFor({ state: 'hidden' });
    const quantity = page.getByTestId('purchase').locator('output');
    expect(await quantity.textContent()).toBe('1');
    const more = page.getByRole('button', { name: /^One more/ });
    for (let n = 1; n < variant.stock; n++) await more.click();
    expect(await quantity.textContent()).toBe(String(variant.stock));
    expect(await more.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('tooltip').first().textContent()).toBe('no more inventory');

    const other = product.variants.find((v) => v.stock > 0 && v.id !== variant.id);
    if (other) {
      await page.getByRole('radio', { name: `${other.size} EU`, exact: true }).check();
      expect(await quantity.textContent()).toBe('1');
    }
  });

  it(
    width === 'mobile'
      ? 'adds to the cart and says so in a banner for 3 seconds'
      : 'adds to the cart and opens the cart drawer',
    async () => {
      const { product, variant, url } = pickProduct(nth + 6);
      const page = await shop.open(url, width);
      await whenHydrated(page, 'purchase');
      await page.getByRole('radio', { name: `${variant.size} EU`, exact: true }).check();
      await page.getByTestId('add-to-cart').click();

      if (width === 'mobile') {
        const banner = page.getByTestId('added-banner');
        await banner.getByText('You have added 1 item!').waitFor();
        expect(await banner.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
        await banner.waitFor({ state: 'detached' });
      } else {
        const drawer = page.getByRole('dialog', { name: 'shopping cart' });
        await drawer.waitFor();
        await drawer.getByRole('link', { name: product.title }).waitFor();
        expect(await drawer.getByRole('link', { name: 'view cart' }).getAttribute('href')).toBe('/cart');
        const rem = 16;
        expect((await drawer.boundingBox())!.width).toBeCloseTo(width === 'desktop' ? 36.625 * rem : 34 * rem, 0);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      }
      await page.getByTestId('cart-count').getByText('1').waitFor();
      // No tag manager id in this build: no analytics loaded, nothing pushed.
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    },
  );

  it('shows a size sold since the page was built as sold out, once the shopper touches the page', async () => {
    const { variant, url } = pickProduct(nth + 9, 1, 3);
    const context = await shopperContext(shop.browser(), width, shop.baseURL);
    await buyElsewhere(context, shop.baseURL, [{ merchandiseId: variant.id, quantity: variant.stock }]);
    const built = await (await context.request.get(url)).text();
    expect(new RegExp(`<input[^>]*value="${variant.id}"[^>]*>`).exec(built)?.[0], 'as built').not.toContain('disabled');
    const page = await context.newPage();
    const liveStock = page.waitForResponse((response) => response.url().includes('/api/stock/'));
    await page.goto(url);
    await engage(page);
    const size = page.getByRole('radio', { name: new RegExp(`^${variant.size} EU`) });
    await liveStock;
    await expect.poll(() => size.isDisabled(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it('answers an unknown product with the error page', async () => {
    const page = await shop.open('/product/No-Such-Shoe/P0000-XXX0', width);
    await page.getByText('Oops, something went wrong').waitFor();
  });
});

describe('the buying island on a first visit, before the shopper has touched the page', () => {
  /** The page loaded as a new visitor's, idle, the pointer never over it; with the scripts it asked for. */
  async function untouched(url: string, { islandLoadsSlowly = false } = {}) {
    const context = await shopperContext(shop.browser(), 'mobile', shop.baseURL);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    // As on a slow phone: the taps come before the island's code has arrived.
    if (islandLoadsSlowly)
      await page.route(/\/_astro\/ProductPurchase\.[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    return { page, asked };
  }

  it('loads neither React nor the live stock until the shopper touches the page', async () => {
    const { page, asked } = await untouched(pickProduct(20).url);
    // A pointer resting over the page: Chromium reports it where it lies whenever the layout changes under it.
    await page.mouse.move(0, 0);
    await page.mouse.move(0, 0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.locator('astro-island[client="engaged"][ssr]').count()).toBeGreaterThan(0);
    expect(asked.filter((path) => /\/(ProductPurchase|client)\.|\/api\/stock\//.test(path))).toEqual([]);
    const liveStock = page.waitForResponse((response) => response.url().includes('/api/stock/'));
    await engage(page);
    await liveStock;
    await page.locator('astro-island:not([ssr]) [data-testid="purchase"]').waitFor();
  });

  it("adds the size tapped, then 'Add to cart' tapped, while the island still loads", async () => {
    const { variant, url } = pickProduct(21, 2, 5);
    const { page } = await untouched(url, { islandLoadsSlowly: true });
    const size = page.getByRole('radio', { name: `${variant.size} EU`, exact: true });
    await size.click();
    await page.getByTestId('add-to-cart').click();
    expect(await page.locator('astro-island[ssr] [data-testid="purchase"]').count(), 'both taps before hydration').toBe(
      1,
    );
    await page.getByTestId('added-banner').waitFor();
    expect(await size.isChecked()).toBe(true);
    expect(await page.getByText('Please choose a size to continue').isVisible()).toBe(false);
  });

  it("asks for a size at once when 'Add to cart' is the first tap, before the island has loaded", async () => {
    const { page } = await untouched(pickProduct(22, 2).url, { islandLoadsSlowly: true });
    await page.getByTestId('add-to-cart').click();
    const alert = page.getByText('Please choose a size to continue');
    expect(await alert.isVisible()).toBe(true);
    expect(await page.locator('astro-island[ssr] [data-testid="purchase"]').count(), 'before hydration').toBe(1);
    // The island, given the tap, asks the same and takes the shopper to the sizes.
    await page.locator('astro-island:not([ssr]) [data-testid="purchase"]').waitFor();
    const sizes = page.getByRole('group', { name: 'Size', exact: true });
    await expect.poll(() => sizes.getAttribute('aria-describedby')).toBe('size-alert');
    expect(await alert.isVisible()).toBe(true);
  });

  it("takes back its request for a size when the island's code cannot be loaded", async () => {
    const { page } = await untouched(pickProduct(23, 2).url);
    await page.route(/\/_astro\/ProductPurchase\./, (route) => route.abort());
    const shownThenHidden = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const alert = document.getElementById('size-alert')!;
          let shown = false;
          new MutationObserver(() => {
            shown ||= !alert.hidden;
            if (shown && alert.hidden) resolve(true);
          }).observe(alert, { attributeFilter: ['hidden'] });
        }),
    );
    await page.getByTestId('add-to-cart').click();
    expect(await shownThenHidden).toBe(true);
    expect(await page.locator('astro-island[ssr] [data-testid="purchase"]').count()).toBe(1);
  });
});

describe('the product page on a desktop', () => {
  it('asks for the live stock once, though the buying island and Notify me both show it', async () => {
    const page = await shop.tab('desktop');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/stock/')) asked.push(request.url());
    });
    await page.goto(pickProduct(13).url);
    await whenHydrated(page, 'purchase');
    await whenHydrated(page, 'notify-me');
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });
});

describe('the product page on a phone', () => {
  it('loads the delivery line and Notify me only when the shopper scrolls to them, and they then work', async () => {
    const { url } = pickProduct(12);
    const page = await shop.open(url, 'mobile');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await whenHydrated(page, 'purchase');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => /\/(DeliveryEstimate|NotifyMe)\./.test(script))).toEqual([]);
    expect(await page.locator('astro-island[ssr] [data-testid="delivery-estimate"]').count()).toBe(1);

    await whenHydrated(page, 'delivery-estimate');
    await page.getByTestId('delivery-estimate').getByRole('combobox').selectOption('Dubai');
    await expect.poll(() => page.getByTestId('delivery-line').textContent()).toMatch(/^Order within /);
  });
});

describe.each(widths)('the Arabic product page at %s width', (width) => {
  const nth = widths.indexOf(width);
  const ar = productMessages.ar;

  it('shows the Arabic title, breadcrumb and EU size labels right to left; its JSON-LD says its language', async () => {
    const { product, url } = pickProduct(nth + 12);
    const page = await shop.open(`/ar${url}`, width);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    const detail = toDetail(product, 'ar');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(detail.title);
    const crumbs = page.getByRole('main').getByRole('navigation').first().getByRole('link');
    expect(await crumbs.allTextContents()).toEqual(['الرئيسية', catalogueMessages.ar.ageGroups[product.ageGroup]]);
    expect(await crumbs.nth(1).getAttribute('href')).toBe(`/ar/shoes/${product.ageGroup}`);

    const purchase = page.getByTestId('purchase');
    await purchase.getByText(ar.purchase.size, { exact: true }).waitFor();
    for (const variant of product.variants) {
      const size = purchase.getByRole('radio', {
        name: new RegExp(`^${fill(ar.purchase.sizeLabel, { size: variant.size })}`),
      });
      expect(await size.isDisabled(), `size ${variant.size}`).toBe(variant.stock === 0);
    }
    expect(await purchase.getByRole('link', { name: ar.purchase.sizeGuide }).getAttribute('href')).toBe('/ar/size');
    await page.getByTestId('add-to-cart').filter({ hasText: ar.purchase.addToCart }).waitFor();
    for (const section of [ar.details, ar.returnExchange]) await page.getByText(section, { exact: true }).waitFor();
    await page.getByRole('heading', { name: reviewMessages.ar.heading }).waitFor();
    for (const link of await page.getByTestId('colour-link').all())
      expect(await link.getAttribute('href')).toMatch(/^\/ar\/product\//);

    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; inLanguage?: string; name?: string; offers?: object },
    );
    const ld = structured.find((data) => data['@type'] === 'Product')!;
    expect(ld).toMatchObject({ name: detail.title, offers: { priceCurrency: 'AED' } });
    expect(await page.title()).toContain(detail.title);
  });

  it('asks for a size in Arabic, then takes the chosen EU size', async () => {
    const { variant, url } = pickProduct(nth + 15, 2);
    const page = await shop.open(`/ar${url}`, width);
    await whenHydrated(page, 'purchase');
    await page.getByTestId('add-to-cart').click();
    const alert = page.getByText(ar.purchase.chooseSize);
    await alert.waitFor();
    const size = page.getByRole('radio', { name: `\u2066EU ${variant.size}\u2069`, exact: true });
    await size.check();
    await alert.waitFor({ state: 'hidden' });
    expect(await size.isChecked()).toBe(true);
    expect(await page.getByTestId('purchase').locator('output').textContent()).toBe('1');
  });
});
