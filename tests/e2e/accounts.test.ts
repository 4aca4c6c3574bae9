/**
 * A shopper's account, in a real browser at 375, 768 and 1280 px, against the shared shop, whose mail goes by
 * SMTP to the browser tests' catcher (so the reset link is followed the way a shopper would follow it).
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { readMailbox } from '../support/mail-catcher.ts';
import { shopperContext, useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { cartWithLines } from './support/shopping.ts';

// Sizes with stock to spare, from the end of the feed (the checkout tests take from the start).
const inStock = loadFeed()
  .products.flatMap((p) => p.variants)
  .filter((v) => v.stock >= 3)
  .slice(-10);
let nextVariant = 0;

const shop = useBrowser();
const mail = readMailbox(inject('mailboxUrl'));

/** Waits until the page's client:load islands have hydrated, so typing reaches React. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr][client="load"]').length === 0);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Polls for up to 20 s: password hashing on a busy machine takes seconds. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function expectGreeting(page: Page, width: Width, firstName: string): Promise<void> {
  if (width === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#mobile-menu');
    await eventually(() => drawer.getByRole('link', { name: 'My Account' }).isVisible()).toBe(true);
    await eventually(() => drawer.getByRole('link', { name: 'Log out' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
  await eventually(() => page.locator('[data-user-first-name]').textContent()).toBe(firstName);
  if (width !== 'mobile') {
    await page.locator('[data-account-menu]').hover();
    await eventually(() => page.getByText(`Hi, ${firstName}`).isVisible()).toBe(true);
  }
}

describe.each(Object.keys(WIDTHS) as Width[])('an account at %s width', (width) => {
  const email = `journey-${width}-${Date.now()}@example.com`;
  let page: Page;

  beforeAll(async () => {
    const context = await shopperContext(shop.browser(), width, shop.baseURL);
    page = await context.newPage();
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('signs up, checking each field only once it has been left, and lands on My Account', async () => {
    await visit(page, '/signup');
    const create = page.getByRole('button', { name: 'create account' });
    expect(await create.isDisabled()).toBe(true);

    await field(page, 'FIRST NAME').fill('   ');
    expect(await page.getByText('First name is invalid').count()).toBe(0);
    await field(page, 'LAST NAME').focus();
    await eventually(() => page.getByText('First name is invalid').isVisible()).toBe(true);

    await field(page, 'FIRST NAME').fill('Sara');
    await field(page, 'LAST NAME').fill('Haddad');
    await field(page, 'EMAIL').fill(email);
    // The rule is said before typing, then as the field's error once the field is left.
    const rule = 'Use 8 to 128 characters. Any characters, spaces included.';
    expect(await page.getByText(rule).isVisible()).toBe(true);
    await field(page, 'PASSWORD').fill('short');
    await field(page, 'REPEAT PASSWORD').focus();
    await eventually(() => page.getByRole('alert').filter({ hasText: rule }).isVisible()).toBe(true);
    await field(page, 'PASSWORD').fill('shoes2024');
    await field(page, 'REPEAT PASSWORD').fill('shoes2025');
    await field(page, 'EMAIL').focus();
    await eventually(() => page.getByText('Password does not match').isVisible()).toBe(true);
    expect(await create.isDisabled()).toBe(true);

    await page.getByLabel('Show Password').first().check();
    expect(await field(page, 'PASSWORD').getAttribute('type')).toBe('text');
    await field(page, 'REPEAT PASSWORD').fill('shoes2024');
    await eventually(() => create.isDisabled()).toBe(false);
    await create.click();

    await page.waitForURL('**/account');
    await hydrated(page);
    await eventually(() => page.getByText('You haven’t placed any order yet.').isVisible()).toBe(true);
    expect(await page.getByText('Sara Haddad').isVisible()).toBe(true);
    expect(await page.getByText(email).isVisible()).toBe(true);
    await expectGreeting(page, width, 'Sara');
  });

  it('is still signed in on the next visit, and signed-in shoppers are sent away from /login', async () => {
    await visit(page, '/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('changes the name on /edit and greets the shopper by the new one', async () => {
    await visit(page, '/edit');
    expect(await field(page, 'FIRST NAME').getAttribute('placeholder')).toBe('John');
    expect(await field(page, 'LAST NAME').getAttribute('placeholder')).toBe('Doe');
    const save = page.getByRole('button', { name: width === 'desktop' ? 'save change' : 'save', exact: true });
    await field(page, 'FIRST NAME').fill('  Salma ');
    await save.click();
    await page.waitForURL('**/account');
    await hydrated(page);
    await eventually(() => page.getByText('Salma Haddad').isVisible()).toBe(true);
    await expectGreeting(page, width, 'Salma');
  });

  it('signs out after confirming on /logout', async () => {
    await visit(page, '/account');
    await page.getByRole('link', { name: 'log out' }).click();
    await page.waitForURL('**/logout');
    await hydrated(page);
    await page.getByRole('button', { name: 'log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);
    await eventually(() => page.locator('a[data-account-link]').getAttribute('href')).toBe('/login');
    await visit(page, '/account');
    await page.waitForURL('**/login');
  });

  it('refuses a wrong password with /login/fail, then signs in and goes home', async () => {
    await visit(page, '/login');
    await field(page, 'EMAIL').fill(email);
    await field(page, 'PASSWORD').fill('wrong2024');
    await page.getByRole('button', { name: 'sign in' }).click();
    await page.waitForURL('**/login/fail');
    await hydrated(page);
    expect(await page.getByText('Wrong email or password.').isVisible()).toBe(true);

    await field(page, 'EMAIL').fill(email);
    await field(page, 'PASSWORD').fill('shoes2024');
    await page.getByRole('button', { name: 'sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);
    await expectGreeting(page, width, 'Salma');
  });

  it('checks out with the signed-in e-mail, then lists the order: preparing to ship, status in a new tab', async () => {
    await cartWithLines(page.context(), shop.baseURL, [{ merchandiseId: inStock[nextVariant++]!.id, quantity: 1 }]);
    await visit(page, '/cart');
    await page.getByRole('button', { name: 'check out' }).click();
    await page.waitForURL(/\/checkout\//);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Full name').fill('Salma Haddad');
    await page.getByLabel('Mobile number').fill('050 123 4567');
    await page.getByLabel('Emirate').selectOption('Dubai');
    await page.getByLabel('Area').fill('Al Barsha');
    await page.getByLabel('Street, building, flat or villa').fill('Villa 12');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order\//);
    const orderName = /#\d+/.exec((await page.getByRole('heading', { level: 1 }).textContent())!)![0];
    const statusPath = new URL(page.url()).pathname;

    await visit(page, '/account');
    const row = page.getByRole('row').filter({ hasText: orderName });
    await eventually(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Preparing to ship');
    expect(await row.textContent()).toMatch(/AED \d+\.\d{2}/);
    expect(await page.getByText('You haven’t placed any order yet.').count()).toBe(0);
    const status = row.getByRole('link', { name: orderName });
    expect(await status.getAttribute('target')).toBe('_blank');
    expect(await status.getAttribute('href')).toBe(statusPath);
    for (const column of ['ORDER', 'DATE', 'PAYMENT STATUS', 'FULFILLMENT STATUS', 'TOTAL']) {
      expect(await page.getByRole('columnheader', { name: column }).count()).toBe(1);
    }
  });

  it('resets a forgotten password by following the e-mailed link', async () => {
    await page.context().clearCookies();
    await visit(page, '/reset');
    await field(page, 'EMAIL').fill(email);
    await page.getByRole('button', { name: 'send' }).click();
    await page.waitForURL('**/login/reset');
    expect(await page.getByText('We have sent you an email with a link to update your password.').isVisible()).toBe(
      true,
    );

    const sent = await mail.waitFor(email, (m) => m.text.includes('/reset/password#token='));
    const link = /(http:\/\/\S+\/reset\/password#token=[\w-]+)/.exec(sent.text)![1]!;
    expect(link.startsWith(shop.baseURL)).toBe(true);
    await visit(page, link);
    await field(page, 'NEW PASSWORD').fill('fresh2025');
    await field(page, 'REPEAT PASSWORD').fill('fresh2025');
    await page.getByRole('button', { name: 'save password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);
    await expectGreeting(page, width, 'Salma');

    await visit(page, link);
    await field(page, 'NEW PASSWORD').fill('again2025');
    await field(page, 'REPEAT PASSWORD').fill('again2025');
    await page.getByRole('button', { name: 'save password' }).click();
    await eventually(() =>
      page.getByText('This link has expired or has already been used.', { exact: false }).isVisible(),
    ).toBe(true);
  });

  it('subscribes to the newsletter (pending its confirmation), and a second time is a success too', async () => {
    await visit(page, '/');
    const input = page.getByPlaceholder('Enter your email');
    await input.scrollIntoViewIfNeeded();
    // The form wakes when it scrolls into view (client:visible).
    await page.waitForFunction(() => !document.querySelector('[data-newsletter] astro-island[ssr]'));
    await input.fill('not-an-address');
    await page.getByRole('button', { name: 'subscribe' }).click();
    await eventually(() => page.getByText('Email address is invalid').isVisible()).toBe(true);
    for (let i = 0; i < 2; i++) {
      await input.fill(`news-${email}`);
      await page.getByRole('button', { name: 'subscribe' }).click();
      await eventually(() => page.getByText('check your inbox and open the link').isVisible()).toBe(true);
      await input.fill('');
    }
  });
});

describe.each(Object.keys(WIDTHS) as Width[])('an account in Arabic, on the /ar/ pages, at %s width', (width) => {
  const email = `arabic-${width}-${Date.now()}@example.com`;
  let page: Page;

  beforeAll(async () => {
    const context = await shopperContext(shop.browser(), width, shop.baseURL);
    page = await context.newPage();
  });

  afterAll(async () => {
    await page?.context().close();
  });

  /** A field of the account form, not the newsletter's (which has an e-mail field too, on other pages). */
  const formField = (page: Page, label: string) =>
    page.locator('form:not([data-newsletter] form)').getByLabel(new RegExp(`^${label}( \\*)?$`));

  it('signs up, saying a broken rule in Arabic, and lands on the Arabic My Account', async () => {
    await visit(page, '/ar/signup');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('إنشاء حساب');
    await formField(page, 'الاسم الأول').fill('   ');
    await formField(page, 'اسم العائلة').focus();
    await eventually(() => page.getByText('الاسم الأول غير صالح').isVisible()).toBe(true);
    await formField(page, 'البريد الإلكتروني').fill('ليس-بريدًا');
    await formField(page, 'كلمة المرور').focus();
    await eventually(() => page.getByText('البريد الإلكتروني غير صالح').isVisible()).toBe(true);

    await formField(page, 'الاسم الأول').fill('ليلى');
    await formField(page, 'اسم العائلة').fill('الحمادي');
    await formField(page, 'البريد الإلكتروني').fill(email);
    await formField(page, 'كلمة المرور').fill('shoes2024');
    await formField(page, 'أعد كتابة كلمة المرور').fill('shoes2024');
    const create = page.getByRole('button', { name: 'إنشاء الحساب' });
    await eventually(() => create.isDisabled()).toBe(false);
    await create.click();

    await page.waitForURL('**/ar/account');
    await hydrated(page);
    await eventually(() => page.getByText('لم تطلب أي شيء بعد.').isVisible()).toBe(true);
    expect(await page.getByText('ليلى الحمادي').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'تعديل المعلومات' }).getAttribute('href')).toBe('/ar/edit');
  });

  it('signs out after confirming on /ar/logout, and stays on the Arabic pages', async () => {
    await page.getByRole('link', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/ar/logout');
    await hydrated(page);
    // The question shows once the session is known, which takes a call to the API.
    await eventually(() => page.getByText('هل تريد تسجيل الخروج فعلًا؟').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL((url) => url.pathname === '/ar');
    await hydrated(page);
    await eventually(() => page.locator('a[data-account-link]').first().getAttribute('href')).toBe('/ar/login');
    await visit(page, '/ar/account');
    await page.waitForURL('**/ar/login');
  });

  it('refuses a wrong password in Arabic on /ar/login/fail, then signs in and goes to the Arabic home', async () => {
    await visit(page, '/ar/login');
    await formField(page, 'البريد الإلكتروني').fill(email);
    await formField(page, 'كلمة المرور').fill('wrong2024');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL('**/ar/login/fail');
    await hydrated(page);
    expect(await page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة.').isVisible()).toBe(true);

    await formField(page, 'البريد الإلكتروني').fill(email);
    await formField(page, 'كلمة المرور').fill('shoes2024');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL((url) => url.pathname === '/ar');
    await hydrated(page);
    await eventually(() => page.locator('[data-user-first-name]').first().textContent()).toBe('ليلى');
    await eventually(() => page.locator('a[data-account-link]').first().getAttribute('href')).toBe('/ar/account');
  });
});
