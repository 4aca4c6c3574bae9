/**
 * Consent in a real browser (docs/product.md §10 "Where the product departs"), at 375 px in English and
 * 1280 px in Arabic: a sign-up without the marketing box; a newsletter subscription confirmed from the link of
 * its mail; and, on a build with a tag manager, the consent banner: no request to the tag manager's host before
 * the shopper accepts, none after refusing, one after accepting, the choice remembered across pages and changed
 * from the footer. That part needs a build made with PUBLIC_GTM_ID (a few minutes), so it runs when
 * CONSENT_GTM_DIST names one: `bash scripts/ci/consent-journey.sh` makes one and runs this file, as CI does.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readMailbox } from '../support/mail-catcher.ts';
import { ROOT, startShop, type RunningShop } from '../support/server.ts';
import { shopperContext, useBrowser, type Width } from './support/browser.ts';

const shop = useBrowser();
const mail = readMailbox(inject('mailboxUrl'));
const gtmDist = process.env.CONSENT_GTM_DIST;
if (!gtmDist) console.warn('[consent.test] the consent banner part is skipped: CONSENT_GTM_DIST is not set');

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

const journeys = [
  {
    width: 'mobile' as Width,
    prefix: '',
    words: {
      marketing: /Send me the Lucky Shoes newsletter/,
      create: 'create account',
      subscribe: 'subscribe',
      pending: 'check your inbox',
      confirmed: 'your subscription is confirmed',
      accept: 'Accept',
      refuse: 'Refuse',
      settings: 'Cookie settings',
    },
  },
  {
    width: 'desktop' as Width,
    prefix: '/ar',
    words: {
      marketing: /أرسل إليّ النشرة البريدية/,
      create: 'إنشاء الحساب',
      subscribe: 'اشترك',
      pending: 'افتح الرابط الذي أرسلناه',
      confirmed: 'تم تأكيد اشتراكك',
      accept: 'أوافق',
      refuse: 'أرفض',
      settings: 'إعدادات ملفات تعريف الارتباط',
    },
  },
];

describe.each(journeys)('consent at $width width, $prefix', ({ width, prefix, words }) => {
  it('offers the marketing box unticked, and signs up with it left so', async () => {
    const page = await shop.open(`${prefix}/signup`, width);
    const box = page.getByRole('checkbox', { name: words.marketing });
    await eventually(() => box.isVisible()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    const email = `consent-signup-${width}-${Date.now()}@example.com`;
    const inputs = page.locator('form input:not([type=checkbox])');
    await inputs.nth(0).fill('Sara');
    await inputs.nth(1).fill('Haddad');
    await inputs.nth(2).fill(email);
    await inputs.nth(3).fill('shoes2024 and more');
    await inputs.nth(4).fill('shoes2024 and more');
    await page.getByRole('button', { name: words.create }).click();
    await eventually(() => page.url()).toMatch(/\/account\/?$/);
    const answer = await page.evaluate(() =>
      fetch('/api/user/token-sign-in/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }).then((r) => r.status),
    );
    expect(answer).toBe(200);
  });

  it('subscribes from the footer, then confirms from the link the mail carries', async () => {
    const page = await shop.open(`${prefix}/about-us`, width);
    // On a build with a tag manager the banner would sit over the form until the shopper chooses.
    await page.evaluate(() => localStorage.setItem('trackingConsent', 'denied'));
    await page.reload();
    const email = `consent-news-${width}-${Date.now()}@example.com`;
    const form = page.locator('[data-newsletter] form');
    await form.scrollIntoViewIfNeeded();
    // The form wakes when it scrolls into view (client:visible).
    await page.waitForFunction(() => !document.querySelector('[data-newsletter] astro-island[ssr]'));
    const field = form.locator('input[type=email]');
    await field.fill(email);
    await form.getByRole('button', { name: words.subscribe }).click();
    await eventually(() => form.getByRole('status').textContent()).toContain(words.pending);
    const sent = await mail.waitFor(email, (m) => m.text.includes('/newsletter/confirm?token='));
    const link = sent.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0];
    expect(new URL(link).pathname).toBe(`${prefix}/newsletter/confirm`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect.poll(() => page.getByRole('status').textContent()).toContain(words.confirmed);
  });
});

describe.runIf(Boolean(gtmDist))('the consent banner, on a build with a tag manager', () => {
  let gtmShop: RunningShop;
  beforeAll(async () => {
    gtmShop = await startShop({ NODE_ENV: 'test', SHOP_DIST: resolve(ROOT, gtmDist!) }, { seeded: true });
  }, 120_000);
  afterAll(async () => {
    await gtmShop?.stop();
  });

  it.each(journeys)(
    'asks first, loads the tag manager only on Accept, at $width width, $prefix',
    async ({ width, prefix, words }) => {
      const context = await shopperContext(shop.browser(), width, gtmShop.baseURL);
      const requests: string[] = [];
      // The tag manager's host never answers here: each request is recorded and refused.
      await context.route(/googletagmanager\.com/, (route) => {
        requests.push(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      try {
        await page.goto(`${prefix}/`);
        const banner = page.locator('[data-consent-banner]');
        await eventually(() => banner.isVisible()).toBe(true);
        const dataLayer = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer));
        expect(dataLayer).toContain('"ad_storage":"denied"');
        expect(dataLayer).toContain('"analytics_storage":"denied"');
        expect(requests).toEqual([]);

        // Refused: nothing loads, on this page or the next, and the banner does not come back.
        await banner.getByRole('button', { name: words.refuse, exact: true }).click();
        await page.goto(`${prefix}/about-us`);
        await page.waitForLoadState('load');
        expect(await banner.isVisible()).toBe(false);
        expect(requests).toEqual([]);

        // Changed from the footer: accepted, the tag manager loads once, and again on the next page.
        await page.getByRole('button', { name: words.settings }).click();
        await eventually(() => banner.isVisible()).toBe(true);
        await banner.getByRole('button', { name: words.accept, exact: true }).click();
        await eventually(() => requests.length).toBe(1);
        expect(requests[0]).toContain('gtm.js?id=GTM-');
        expect(await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer))).toContain(
          '"analytics_storage":"granted"',
        );
        await page.goto(`${prefix}/blogs`);
        await eventually(() => requests.length).toBe(2);
        expect(await banner.isVisible()).toBe(false);

        // Refused later from the footer: the page starts again without it.
        await page.getByRole('button', { name: words.settings }).click();
        await Promise.all([
          page.waitForEvent('load'),
          banner.getByRole('button', { name: words.refuse, exact: true }).click(),
        ]);
        expect(await page.evaluate(() => localStorage.getItem('trackingConsent'))).toBe('denied');
        expect(requests).toHaveLength(2);
      } finally {
        await context.close();
      }
    },
  );
});
