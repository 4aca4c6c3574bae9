import { describe, expect, it } from 'vitest';
import { shopperContext, useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { cartWithLines, pickProduct, placeOrderOnCheckoutPage, whenHydrated } from './support/shopping.ts';

const shop = useBrowser();
const widths = Object.keys(WIDTHS) as Width[];

async function openWithCart(width: Width, path: string, lines: Array<{ merchandiseId: string; quantity: number }>) {
  const context = await shopperContext(shop.browser(), width, shop.baseURL);
  const cart = await cartWithLines(context, shop.baseURL, lines);
  const page = await context.newPage();
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
    await summary.getByText('Taxes and shipping calculated at checkout').waitFor();

    await page.reload();
    await page.getByTestId('cart-line').getByRole('link', { name: product.title }).waitFor();
    await page.getByTestId('cart-summary').getByText('Code WELCOME10').waitFor();

    await page.getByRole('button', { name: `Remove ${product.title} from the cart` }).click();
    await page.getByText('your shopping cart is empty').waitFor();
    expect(await page.getByRole('button', { name: 'check out' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('says so when a quantity is capped to the stock', async () => {
    const { variant, url } = pickProduct(nth + 1, 2, 4);
    const { page } = await openWithCart(width, url, [{ merchandiseId: variant.id, quantity: variant.stock }]);
    await whenHydrated(page, 'purchase');
    await page.getByRole('radio', { name: `${variant.size} EU`, exact: true }).check();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-message').getByText(`Only ${variant.stock} left`).first().waitFor();
    await page.context().close();
  });

  it('checks out with cash on delivery and shows the order status page; the next visit gets a new cart', async () => {
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
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cartId');
    expect(cookie?.value).toBeTruthy();
    expect(cookie!.value).not.toBe(cart.id);
    await page.context().close();
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
        await page.context().close();
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
      await page.context().close();
    },
  );
});
