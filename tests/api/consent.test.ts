/**
 * Consent (docs/product.md §10): marketing is opt-in at sign-up and at checkout, and the newsletter confirms by
 * e-mail (double opt-in) before an address counts as subscribed.
 */
import { describe, expect, it } from 'vitest';
import { POST as createUser } from '#src/pages/api/user/create.ts';
import { POST as emailSubscribe } from '#src/pages/api/email-subscribe.ts';
import ConfirmPage from '#src/pages/[...locale]/newsletter/confirm.astro';
import UnsubscribePage from '#src/pages/[...locale]/newsletter/unsubscribe.astro';
import CheckoutPage from '#src/pages/[...locale]/checkout/[cartId].astro';
import { isNewsletterSubscriber } from '#src/commerce/accounts/newsletter.ts';
import { subscriberExportPage } from '#src/commerce/back-office/exports.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { call } from './support/call.ts';
import { freshEmail, JSON_FROM_SHOP, signUpBody } from './support/accounts.ts';
import { shopDb } from './support/db.ts';
import { newsletterLinks } from './support/newsletter.ts';
import { checkoutForm } from './support/checkout.ts';
import { renderPage } from './support/pages.ts';
import { cartWith, variantWithStock } from './support/shop.ts';

const ARABIC = { ...JSON_FROM_SHOP, 'accept-language': 'ar' };

async function marketingOf(email: string): Promise<boolean | undefined> {
  const { rows } = await (
    await shopDb()
  ).query<{ accepts: boolean }>('SELECT accepts_marketing AS accepts FROM customers WHERE email = $1', [email]);
  return rows[0]?.accepts;
}

const confirmationMails = async (email: string) =>
  (await readOutbox(await shopDb(), { to: email, limit: 50 })).filter(
    (mail) => mail.kind === 'newsletter-confirmation',
  );

async function subscribe(email: string, headers: Record<string, string> = JSON_FROM_SHOP) {
  return call(emailSubscribe, '/api/email-subscribe/', { body: { email }, headers });
}

describe('sign-up: marketing is opt-in', () => {
  it('records a sign-up without the box as not accepting marketing, and sends no newsletter mail', async () => {
    const { acceptsMarketing: _, ...body } = signUpBody();
    const email = String(body.email);
    expect((await call(createUser, '/api/user/create/', { body })).status).toBe(200);
    expect(await marketingOf(email)).toBe(false);
    expect(await confirmationMails(email)).toHaveLength(0);
    expect(await isNewsletterSubscriber(await shopDb(), email)).toBe(false);
  });

  it('with the box ticked, accepts marketing and leaves the newsletter pending its confirmation', async () => {
    const body = signUpBody({ acceptsMarketing: true });
    const email = String(body.email);
    expect((await call(createUser, '/api/user/create/', { body, headers: ARABIC })).status).toBe(200);
    expect(await marketingOf(email)).toBe(true);
    const [mail] = await confirmationMails(email);
    expect(mail!.subject).toContain('النشرة البريدية');
    expect(mail!.text).toContain('/ar/newsletter/confirm?token=');
    expect(await isNewsletterSubscriber(await shopDb(), email)).toBe(false);
  });
});

describe('the newsletter: double opt-in', () => {
  it('answers pending, mails a link in the page’s language, and counts the address only once confirmed', async () => {
    const email = freshEmail();
    const answer = await subscribe(email);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ subscribed: false, pending: true });
    const db = await shopDb();
    expect(await isNewsletterSubscriber(db, email)).toBe(false);
    expect((await subscriberExportPage(db, null, 2000)).rows.map((row) => row.email)).not.toContain(email);
    const [mail] = await confirmationMails(email);
    expect(mail!.subject).toBe('Confirm your Lucky Shoes newsletter subscription');
    // The database keeps the token's hash, never the token.
    const { confirm } = await newsletterLinks(db, email);
    const token = confirm.searchParams.get('token')!;
    const { rows } = await db.query('SELECT 1 FROM newsletter_subscribers WHERE confirm_token_hash = $1', [token]);
    expect(rows).toHaveLength(0);

    const page = await renderPage(ConfirmPage, `${confirm.pathname}${confirm.search}`, { params: {} });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('your subscription is confirmed');
    expect(await isNewsletterSubscriber(db, email)).toBe(true);
    expect((await subscriberExportPage(db, null, 2000)).rows.map((row) => row.email)).toContain(email);
    // Once confirmed, a new submission sends nothing more.
    await subscribe(email);
    expect(await confirmationMails(email)).toHaveLength(1);
  });

  it('confirms in Arabic on the Arabic link', async () => {
    const email = freshEmail();
    await subscribe(email, ARABIC);
    const { confirm } = await newsletterLinks(await shopDb(), email);
    expect(confirm.pathname).toBe('/ar/newsletter/confirm');
    const page = await renderPage(ConfirmPage, `${confirm.pathname}${confirm.search}`, { params: { locale: 'ar' } });
    expect(await page.text()).toContain('تم تأكيد اشتراكك');
  });

  it('refuses a bad or made-up token with 404, and subscribes nobody', async () => {
    const email = freshEmail();
    await subscribe(email);
    for (const token of ['nonsense', 'A'.repeat(43), '']) {
      const page = await renderPage(ConfirmPage, `/newsletter/confirm?token=${token}`, { params: {} });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('This link does not work');
    }
    expect(await isNewsletterSubscriber(await shopDb(), email)).toBe(false);
  });

  it('unsubscribes by the mail’s link only after its button is pressed', async () => {
    const email = freshEmail();
    await subscribe(email);
    const db = await shopDb();
    const { confirm, unsubscribe } = await newsletterLinks(db, email);
    await renderPage(ConfirmPage, `${confirm.pathname}${confirm.search}`, { params: {} });
    const asked = await renderPage(UnsubscribePage, `${unsubscribe.pathname}${unsubscribe.search}`, { params: {} });
    expect(await asked.text()).toContain('Stop the Lucky Shoes newsletter');
    expect(await isNewsletterSubscriber(db, email)).toBe(true);
    const done = await renderPage(UnsubscribePage, unsubscribe.pathname, {
      params: {},
      form: { token: unsubscribe.searchParams.get('token')! },
    });
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await isNewsletterSubscriber(db, email)).toBe(false);
  });
});

describe('the checkout’s marketing box', () => {
  async function placeWith(form: Record<string, string>) {
    const { id } = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
    const answer = await renderPage(CheckoutPage, `/checkout/${id}`, { params: { cartId: id }, form });
    expect(answer.status).toBe(303);
    const { rows } = await (
      await shopDb()
    ).query<{ accepts: boolean }>('SELECT accepts_marketing AS accepts FROM orders WHERE cart_id = $1', [id]);
    return rows[0]!.accepts;
  }

  it('is offered unticked', async () => {
    const { id } = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
    const html = await (await renderPage(CheckoutPage, `/checkout/${id}`, { params: { cartId: id } })).text();
    expect(html).toMatch(/<input type="checkbox" name="acceptsMarketing" value="1"\s*\/?>/);
  });

  it('left unticked, keeps the order out of marketing and sends no newsletter mail', async () => {
    const email = freshEmail();
    expect(await placeWith(checkoutForm({ email }))).toBe(false);
    expect(await confirmationMails(email)).toHaveLength(0);
  });

  it('ticked, keeps the choice with the order and asks the address to confirm the newsletter', async () => {
    const email = freshEmail();
    expect(await placeWith(checkoutForm({ email, acceptsMarketing: '1' }))).toBe(true);
    expect(await confirmationMails(email)).toHaveLength(1);
    expect(await isNewsletterSubscriber(await shopDb(), email)).toBe(false);
  });
});
