/**
 * Reviews from buyers in a real browser, at 375, 768 and 1280 px and in both languages (docs/product.md
 * §9 "Reviews"), against a shop of its own, which the operator's CLI reaches over the operator channel
 * while it serves: buyers order while signed in; the operator marks the orders delivered; each buyer
 * writes a review on the product page; the operator approves them; the product page then shows each
 * review with the average and the fit summary.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { reviewMessages } from '#src/features/reviews/messages.ts';
import { startShop, type RunningShop } from '../support/server.ts';
import { seededDataDir } from '../support/seeded-data-dir.ts';
import { operatorOutput } from '../support/operator-cli.ts';
import { connectBrowser, shopperContext, WIDTHS, type Width } from './support/browser.ts';
import { buyElsewhere, pickProduct } from './support/shopping.ts';

const FIRST_NAMES = ['Amal', 'Huda', 'Noor', 'Layla', 'Mona', 'Rana'];
const dataDir = await seededDataDir('lucky-reviews-');
const SHOP_ENV = { NODE_ENV: 'test', PASSWORD_HASH_TEST_N: '1024', DATA_DIR: dataDir };
let shop: RunningShop | undefined;
let browser: Browser;

interface Buyer {
  locale: Locale;
  width: Width;
  url: string;
  productId: string;
  title: string;
  storage?: Awaited<ReturnType<BrowserContext['storageState']>>;
  order?: string;
}

const buyers: Buyer[] = LOCALES.flatMap((locale, l) =>
  (Object.keys(WIDTHS) as Width[]).map((width, w) => {
    const { url, product } = pickProduct(70 + l * 3 + w);
    return { locale, width, url, productId: product.id, title: `Review ${locale} ${width}` };
  }),
);

const operator = (...args: string[]) => operatorOutput(dataDir, ...args);

async function contextOf(buyer: Buyer): Promise<BrowserContext> {
  const context = await shopperContext(browser, buyer.width, shop!.baseURL);
  if (buyer.storage) await context.addCookies(buyer.storage.cookies);
  return context;
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(SHOP_ENV), connectBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('reviews from buyers', { timeout: 600_000 }, () => {
  it('buyers order while signed in; until the operator delivers, the product page offers no form', async () => {
    for (const [i, buyer] of buyers.entries()) {
      const context = await contextOf(buyer);
      const signUp = await context.request.post('/api/user/create/', {
        data: { firstName: FIRST_NAMES[i], lastName: 'Khoury', email: `buyer-${i}@example.ae`, password: 'shoes2024' },
        headers: { Origin: shop!.baseURL },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      const variant = pickProduct(70 + i).variant;
      await buyElsewhere(context, shop!.baseURL, [{ merchandiseId: variant.id, quantity: 1 }]);
      const user = await context.request.post('/api/user/token-sign-in/', {
        data: {},
        headers: { Origin: shop!.baseURL },
      });
      buyer.order = ((await user.json()) as { orders: Array<{ name: string }> }).orders[0]!.name;
      buyer.storage = await context.storageState();
      await context.close();
    }
    const first = buyers[0]!;
    const context = await contextOf(first);
    const page = await context.newPage();
    await page.goto(localizedPath(first.locale, first.url));
    await page.getByTestId('reviews').scrollIntoViewIfNeeded();
    await page.getByText(reviewMessages[first.locale].mine.notDelivered).waitFor();
    expect(await page.getByTestId('review-form').count()).toBe(0);
    await context.close();
  });

  it('after delivery, each buyer writes a review at their width and in their language', async () => {
    for (const buyer of buyers) {
      await operator('fulfil', buyer.order!);
      expect(await operator('deliver', buyer.order!)).toContain('is marked delivered');
    }
    for (const buyer of buyers) {
      const t = reviewMessages[buyer.locale];
      const context = await contextOf(buyer);
      const page = await context.newPage();
      await page.goto(localizedPath(buyer.locale, buyer.url));
      const form = page.getByTestId('review-form');
      await page.getByTestId('reviews').scrollIntoViewIfNeeded();
      await form.waitFor();
      await form.getByRole('button', { name: t.form.send }).click();
      await form.getByText(t.form.chooseStars).waitFor();
      await form.getByLabel(plural(buyer.locale, t.form.starChoice, 4)).check({ force: true });
      await form.getByLabel(t.form.title, { exact: true }).fill(buyer.title);
      await form.getByLabel(t.form.text).fill('<b>Soft</b> and light, my daughter loves them.');
      await form.getByLabel(t.fits.true).check();
      await form.getByRole('button', { name: t.form.send }).click();
      await page.getByText(t.mine.pending).waitFor();
      expect(await page.getByTestId('review').count()).toBe(0);
      await context.close();
    }
  });

  it('once the operator approves them, each product page shows its review, the average and the fit', async () => {
    const pending = await operator('reviews', 'list', '--pending');
    const ids = [...pending.matchAll(/^#(\d+)\s+pending/gm)].map((match) => match[1]!);
    expect(ids).toHaveLength(buyers.length);
    for (const id of ids) expect(await operator('reviews', 'approve', id)).toContain(`Review #${id} is approved`);
    const ratings = JSON.parse(readFileSync(join(dataDir, 'review-ratings.json'), 'utf8')) as Record<string, object>;
    for (const buyer of buyers) expect(ratings[buyer.productId]).toEqual({ count: 1, average: 4 });
    for (const buyer of buyers) {
      const t = reviewMessages[buyer.locale];
      const context = await shopperContext(browser, buyer.width, shop!.baseURL);
      const page = await context.newPage();
      await page.goto(localizedPath(buyer.locale, buyer.url));
      await page.getByTestId('reviews').scrollIntoViewIfNeeded();
      const review = page.getByTestId('review').filter({ hasText: buyer.title });
      await review.waitFor();
      // Written as plain text: the tags show as typed, nothing is bold.
      await review.getByText('<b>Soft</b> and light', { exact: false }).waitFor();
      expect(await review.locator('b').count()).toBe(0);
      const summary = page.getByTestId('review-summary');
      await summary.getByText(fill(t.mostSay, { fit: t.fits.true })).waitFor();
      await summary.getByText(fill(t.average, { average: 4 })).waitFor();
      await context.close();
    }
  });
});
