/**
 * A shopper who cannot use a mouse buys a pair: from a product page to the
 * order status page with the keyboard alone (Tab, Shift+Tab, arrows, Space,
 * Enter and typing); no click, fill or check anywhere in this file.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { timing } from '#src/config/screens.ts';
import { productMessages } from '#src/features/product/messages.ts';
import { cartMessages } from '#src/features/cart/messages.ts';
import { checkoutMessages } from '#src/features/checkout/messages.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { SHOPPER, whenHydrated } from './support/shopping.ts';

const shop = useBrowser();

/** What the keyboard is on, as a shopper would name it: its label, text or field name. */
interface Focused {
  tag: string;
  type: string;
  name: string;
  href: string;
  /** Inside the open cart drawer (a modal dialog). */
  inDialog: boolean;
  /** A focus ring is drawn: an outline or box shadow on the control, or on the label of a hidden radio. */
  ringVisible: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { tag: 'BODY', type: '', name: '(nothing)', href: '', inDialog: false, ringVisible: false };
    const label = element.id
      ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
      : element.closest('label');
    // What a screen reader says: without the parts hidden from it (the '*' of a required field).
    const spoken = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent ?? '';
    };
    const name = (element.getAttribute('aria-label') ?? spoken(label ?? element)).replace(/\s+/g, ' ').trim();
    const drawn = (box: Element | null) => {
      if (!box) return false;
      const style = getComputedStyle(box);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // A size is a radio drawn as its label; the label carries the ring.
    const ringVisible = getComputedStyle(element).opacity === '0' ? drawn(element.closest('label')) : drawn(element);
    return {
      tag: element.tagName,
      type: element.getAttribute('type') ?? '',
      name,
      href: element.getAttribute('href') ?? '',
      inDialog: element.closest('dialog[open]') !== null,
      ringVisible,
    };
  });
}

type Wanted = string | RegExp | ((f: Focused) => boolean);

function matches(f: Focused, wanted: Wanted): boolean {
  if (typeof wanted === 'function') return wanted(f);
  if (typeof wanted === 'string') return f.name.toLowerCase() === wanted.toLowerCase();
  return wanted.test(f.name);
}

/**
 * Presses Tab (or Shift+Tab) until the focused control matches, and answers
 * it; fails naming every control passed on the way when it is not reached.
 */
async function tabTo(page: Page, wanted: Wanted, { backwards = false, limit = 60 } = {}): Promise<Focused> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const passed: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (matches(now, wanted)) return now;
    passed.push(`${now.tag.toLowerCase()}${now.type ? `[${now.type}]` : ''} "${now.name.slice(0, 40)}"`);
  }
  throw new Error(`${String(wanted)} not reached in ${limit} presses of ${key}; focus went: ${passed.join(' → ')}`);
}

/** Tabs to a field by its label and types into it. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = await tabTo(page, label);
  expect(field.ringVisible, `focus ring on ${label}`).toBe(true);
  await page.keyboard.type(text);
}

/**
 * A product with at least two sizes, none sold out (so no other browser test
 * picks it; see tests/e2e/support/shopping.ts), whose second size has a few
 * pairs: the shopper arrows from the first size to the second.
 */
function productToBuy() {
  const product = getCatalogue().products.find((p) => p.variants.length >= 2 && p.variants.every((v) => v.stock >= 3))!;
  const size = product.variants[1]!;
  return { product, size, url: `/product/${product.title.replace(/ /g, '-')}/${product.id}` };
}

const t = { cart: cartMessages.en, checkout: checkoutMessages.en };
/** The product page's buying words (the cart's and checkout's still come from `t`). */
const buy = productMessages.en.purchase;
const sizeLabel = (size: number) => fill(buy.sizeLabel, { size });

describe.each(['desktop', 'mobile'] as Width[])(
  'a shopper buys a pair with the keyboard only, at %s width',
  (width) => {
    it(`chooses a size, adds it, checks out and reaches the order status page at ${WIDTHS[width]} px`, async () => {
      const { product, size, url } = productToBuy();
      const page = await shop.open(url, width);
      await whenHydrated(page, 'purchase');
      // Time runs as usual, and can jump ahead where the test waits for the banner's timer. The clock stays with
      // the page's context: closing the page gives the context up, whether the test passes or not.
      onTestFinished(() => page.close());
      await page.clock.install();

      // The sizes are one radio group: Tab enters it, the arrow keys choose.
      const first = await tabTo(page, (f) => f.tag === 'INPUT' && f.type === 'radio');
      expect(first.ringVisible, 'focus ring on the size').toBe(true);
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      expect((await focused(page)).name).toBe(sizeLabel(size.size));
      expect(await page.getByRole('radio', { name: sizeLabel(size.size), exact: true }).isChecked()).toBe(true);

      const add = await tabTo(page, buy.addToCart);
      expect(add.ringVisible, 'focus ring on Add to cart').toBe(true);
      await page.keyboard.press('Enter');

      if (width === 'mobile') {
        // The banner comes right after the button: Tab reaches 'View Cart' and its close button.
        const banner = page.getByTestId('added-banner');
        await banner.getByText(plural('en', buy.added, 1)).waitFor();
        await tabTo(page, buy.close, { limit: 3 });
        // The banner leaves after a few seconds, but not from under the keyboard.
        await page.clock.fastForward(timing.cartBannerMs + 1000);
        expect((await focused(page)).name).toBe(buy.close);
        // Closing it gives focus back to the button; adding again brings it back.
        await page.keyboard.press('Enter');
        await banner.waitFor({ state: 'detached' });
        expect((await focused(page)).name).toBe(buy.addToCart);
        await page.keyboard.press('Enter');
        await banner.getByText(plural('en', buy.added, 1)).waitFor();
        const view = await tabTo(page, buy.viewCart, { limit: 3 });
        expect(view.ringVisible, "focus ring on 'View Cart'").toBe(true);
      } else {
        const drawer = page.getByRole('dialog', { name: t.cart.drawerTitle });
        await drawer.getByRole('link', { name: product.title }).waitFor();
        expect((await focused(page)).inDialog, 'focus moves into the drawer when it opens').toBe(true);
        const view = await tabTo(page, t.cart.viewCart, { limit: 20 });
        expect(view.inDialog).toBe(true);
        expect(view.ringVisible, "focus ring on 'view cart'").toBe(true);
      }
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/cart$/);
      await whenHydrated(page, 'cart-page');
      await page.getByTestId('cart-page').getByText(product.title).first().waitFor();

      const checkout = await tabTo(page, t.cart.checkout);
      expect(checkout.ringVisible, "focus ring on 'check out'").toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/checkout\/[^/]+$/);

      await typeInto(page, t.checkout.email, SHOPPER.email);
      await typeInto(page, t.checkout.name, SHOPPER.name);
      await typeInto(page, t.checkout.phone, SHOPPER.phone);
      // A closed <select> takes the typed name of the emirate, and the arrow keys.
      await tabTo(page, t.checkout.emirate);
      await page.keyboard.type(SHOPPER.emirate);
      expect(await page.locator('#emirate').inputValue()).toBe(SHOPPER.emirate);
      await typeInto(page, t.checkout.area, SHOPPER.area);
      await typeInto(page, t.checkout.address, SHOPPER.address);
      const day = await tabTo(page, t.checkout.deliveryDay);
      expect(day.ringVisible, 'focus ring on the delivery day').toBe(true);
      const days = await page
        .locator('#deliveryDate option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      await page.keyboard.press('ArrowDown');
      expect(await page.locator('#deliveryDate').inputValue()).toBe(days[1] ?? days[0]);
      const payment = await tabTo(page, (f) => f.type === 'radio' && f.name.startsWith(t.checkout.cashOnDelivery));
      expect(payment.ringVisible, 'focus ring on the payment choice').toBe(true);
      await page.keyboard.press('Space');

      const place = await tabTo(page, t.checkout.placeOrder);
      expect(place.ringVisible, "focus ring on 'Place order'").toBe(true);
      await page.keyboard.press('Enter');

      await page.waitForURL(/\/order\/[A-Za-z0-9_-]{43}$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Order #\d{4,}$/);
      await page.getByText(t.checkout.order.thanks).waitFor();
      await page.getByText(SHOPPER.address).waitFor();
      await page.getByText(`${product.title}`).first().waitFor();
    });
  },
);
