/**
 * The shopper's privacy rights in a real browser (docs/product.md §4 "Privacy rights"): download the data from
 * My Account and delete the account, at 375 px in English and 1280 px in Arabic; and the privacy policy and
 * terms of sale in both languages, linked from the footer.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser, type Width } from './support/browser.ts';

const shop = useBrowser();

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Signs a new shopper up on this browser, as the sign-up form's call does. */
async function signUp(page: Page, email: string): Promise<void> {
  const status = await page.evaluate(async (address) => {
    const response = await fetch('/api/user/create/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Sara', lastName: 'Haddad', email: address, password: 'shoes2024' }),
    });
    return response.status;
  }, email);
  expect(status).toBe(200);
}

const journeys = [
  {
    width: 'mobile' as Width,
    prefix: '',
    words: { download: 'download my data', delete: 'delete my account', password: 'PASSWORD' },
    deleted: 'Your account is deleted.',
  },
  {
    width: 'desktop' as Width,
    prefix: '/ar',
    words: { download: 'تنزيل بياناتي', delete: 'حذف حسابي', password: 'كلمة المرور' },
    deleted: 'تم حذف حسابك',
  },
];

describe.each(journeys)('privacy rights at $width width, $prefix', ({ width, prefix, words, deleted }) => {
  it('downloads the data from My Account, then deletes the account and is signed out', async () => {
    const page = await shop.open(`${prefix}/`, width);
    const email = `privacy-${width}-${Date.now()}@example.com`;
    await signUp(page, email);
    await page.goto(`${prefix}/account`);
    const download = page.getByRole('link', { name: words.download, exact: true });
    await eventually(() => download.isVisible()).toBe(true);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^lucky-shoes-data-[\d-]+\.json$/);
    // The browser runs apart from the tests: the file is saved here through the connection.
    const saved = join(await mkdtemp(join(tmpdir(), 'privacy-')), file.suggestedFilename());
    await file.saveAs(saved);
    const data = JSON.parse(await readFile(saved, 'utf8'));
    expect(data.profile.email).toBe(email);
    expect(data).toHaveProperty('orders');

    await page.getByRole('link', { name: words.delete, exact: true }).click();
    await page.waitForURL(`**${prefix}/account/delete`);
    const password = page.getByLabel(new RegExp(`^${words.password}( \\*)?$`));
    await eventually(() => password.isVisible()).toBe(true);
    await password.fill('not-my-password');
    await page.getByRole('button', { name: words.delete }).click();
    await eventually(() => page.getByRole('alert').first().isVisible()).toBe(true);

    await password.fill('shoes2024');
    await page.getByRole('button', { name: words.delete }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: deleted }).isVisible()).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'signed_in' || cookie.name.endsWith('session'))).toBe(false);

    await page.goto(`${prefix}/account`);
    await page.waitForURL(`**${prefix}/login`);
  });
});

describe('the privacy policy and the terms of sale', () => {
  const pages = [
    { path: '/privacy', title: 'Privacy policy', says: ['care@luckyshoes.ae', 'cartId', '5 years', 'Al Wahda Mall'] },
    { path: '/terms', title: 'Terms of sale', says: ['AED', 'VAT at 5%', 'within 7 days', 'cash on delivery'] },
    { path: '/ar/privacy', title: 'سياسة الخصوصية', says: ['care@luckyshoes.ae', 'cartId', '5 أعوام'] },
    { path: '/ar/terms', title: 'شروط البيع', says: ['ضريبة القيمة المضافة', '7 أيام', 'نقدًا عند الاستلام'] },
  ];
  it.each(pages)('$path says what the config says, and the footer links to it', async ({ path, title, says }) => {
    const page = await shop.open(path, 'desktop');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const text = await page.locator('main').textContent();
    for (const words of says) expect(text, words).toContain(words);
    expect(await page.locator(`footer a[href="${path}"]`).count()).toBe(1);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
  });
});
