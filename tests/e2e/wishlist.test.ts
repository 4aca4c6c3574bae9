/**
 * The wishlist in a real browser at 375, 768 and 1280 px, in both languages: the hearts of cards and
 * product pages, the header's count, /wishlist with live stock per size and add to cart, and the merge
 * of a browser's list into the account at sign-in.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { getCatalogue, titleIn } from '#src/catalogue/catalogue.ts';
import { productPath } from '#src/catalogue/paths.ts';
import { cardMessages } from '#src/components/product/messages.ts';
import { wishlistMessages } from '#src/features/wishlist/messages.ts';
import { LOCALES, type Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { pickProduct } from './support/shopping.ts';

const shop = useBrowser();
/** A busy machine can take more than a second to answer the API. */
const WAIT = { timeout: 10_000 };
const widths = Object.keys(WIDTHS) as Width[];

/** The header script has made the hearts live. */
const heartsLive = (page: Page) => page.locator('a[data-wishlist-button][data-enhanced]').first().waitFor();

describe.each(LOCALES.flatMap((locale) => widths.map((width) => [locale, width] as [Locale, Width])))(
  'the wishlist in %s at %s width',
  (locale, width) => {
    const t = wishlistMessages[locale];
    const nth = 20 + LOCALES.indexOf(locale) * 3 + widths.indexOf(width);

    it('saves a product with its heart, counts it in the header and sells it from /wishlist', async () => {
      const { product, variant, url } = pickProduct(nth);
      const title = titleIn(product, locale);
      const page = await shop.open(localizedPath(locale, url), width);
      await heartsLive(page);
      const heart = page.getByRole('main').getByRole('button', {
        name: fill(cardMessages[locale].saveToWishlist, { title }),
        exact: true,
      });
      expect(await heart.first().getAttribute('aria-pressed')).toBe('false');
      await heart.first().click();
      await expect.poll(() => heart.first().getAttribute('aria-pressed'), WAIT).toBe('true');
      const count = page.getByTestId('wishlist-count');
      await expect.poll(() => count.textContent(), WAIT).toBe('1');
      expect(await page.getByTestId('wishlist-button').getAttribute('aria-label')).not.toBe(t.buttonEmpty);

      await page.goto(localizedPath(locale, '/wishlist'));
      const item = page.getByTestId('wishlist-item');
      await item.waitFor();
      // The next page counts the list this browser keeps, before the shopper touches anything.
      await expect.poll(() => count.textContent(), WAIT).toBe('1');
      expect(await item.getByRole('heading', { level: 2 }).textContent()).toBe(title);
      const soldOut = product.variants.find((v) => v.stock === 0)!;
      const soldOutSize = item.getByRole('radio', {
        name: new RegExp(`^${fill(t.sizeLabel, { size: soldOut.size })}`),
      });
      expect(await soldOutSize.isDisabled()).toBe(true);
      await item.getByRole('radio', { name: new RegExp(`^${fill(t.sizeLabel, { size: variant.size })}`) }).check();
      await item.getByRole('button', { name: t.addToCart }).click();
      await item.getByText(t.added).waitFor();
      await expect.poll(() => page.getByTestId('cart-count').textContent(), WAIT).toBe('1');
      if (width !== 'mobile') {
        // Tablet and desktop open the cart drawer after adding, as the product page does.
        const drawer = page.getByTestId('cart-drawer');
        await drawer.waitFor();
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      }

      await item.getByRole('button', { name: fill(t.removeLabel, { title }) }).click();
      await page.getByText(t.empty).waitFor();
      await expect.poll(() => count.isHidden(), WAIT).toBe(true);
    });

    it('toggles the heart of a product card on a listing', async () => {
      const page = await shop.open(localizedPath(locale, '/shoes/kids'), width);
      await heartsLive(page);
      const heart = page.locator('[data-wishlist-heart]').first();
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('true');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('false');
    });
  },
);

describe('the wishlist kept in the browser', () => {
  it('says when a saved product was removed from the catalogue', async () => {
    const page = await shop.open('/', 'desktop');
    await page.evaluate(() => localStorage.setItem('lucky-shoes:wishlist', JSON.stringify(['P0000-GONE0'])));
    await page.goto('/ar/wishlist');
    await page.getByText(wishlistMessages.ar.removed).waitFor();
    await page.getByRole('button', { name: wishlistMessages.ar.remove }).click();
    await page.getByText(wishlistMessages.ar.empty).waitFor();
  });

  it('merges into the account at sign-in, and the account keeps it after', async () => {
    const { product, url } = pickProduct(40);
    const page = await shop.open(url, 'desktop');
    await heartsLive(page);
    await page.getByRole('main').locator('[data-wishlist-heart]').first().click();
    await expect.poll(() => page.getByTestId('wishlist-count').textContent(), WAIT).toBe('1');
    const email = `wish-${Date.now()}@example.com`;
    const signUp = await page.context().request.post('/api/user/create/', {
      data: { firstName: 'Mona', lastName: 'Saleh', email, password: 'shoes2024' },
    });
    expect(signUp.status()).toBe(200);
    await page.goto('/wishlist');
    await page.getByTestId('wishlist-item').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lucky-shoes:wishlist'))).toBeNull();
    const account = await page.context().request.get('/api/wishlist');
    expect(((await account.json()) as { items: Array<{ productId: string }> }).items.map((i) => i.productId)).toEqual([
      product.id,
    ]);
    // Another product page shows the account's list.
    const other = getCatalogue()
      .byTitle.get(product.title)!
      .find((p) => p.id !== product.id)!;
    await page.goto(productPath(other.title, other.id));
    await heartsLive(page);
    await expect.poll(() => page.getByTestId('wishlist-count').textContent(), WAIT).toBe('1');
  });
});
