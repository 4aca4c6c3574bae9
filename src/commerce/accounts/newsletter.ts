/**
 * The newsletter list, with double opt-in (docs/product.md §8 and §10): an address given on the form, or by a
 * ticked box at sign-up or checkout, waits unconfirmed and gets one e-mail with a link; only an address whose
 * link was opened (confirmed_at) counts as subscribed. One row per address, however often it is submitted.
 * The links' tokens are kept as their hashes (./tokens.ts). Addresses on the list before double opt-in
 * subscribed under the old rule and stay confirmed (migration 019_consent.sql).
 */
import type { Db, Queryable } from '../db/index.ts';
import { enqueueMail, mailOrigin } from '../mail/outbox.ts';
import { newsletterConfirmationMail } from '../mail/newsletter-confirmation-mail.ts';
import { countAttempt, throttleWindowSeconds } from '../throttle.ts';
import { normaliseEmail } from '#src/commerce/accounts/rules.ts';
import { newsletterConsent } from '#src/config/accounts.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

export interface SubscriptionRequest {
  email: string;
  /** The language of the page the address was given on: the mail's and its links'. */
  locale?: Locale | undefined;
  /** The shop's address for the links (SITE_URL when not given). */
  siteUrl?: string | undefined;
}

/**
 * 'pending': the address waits for its confirmation and a mail with the link is queued (a new link each time,
 * the last one works); 'subscribed': it was confirmed already, and nothing is sent; 'throttled': the address had
 * its mails for this window, and nothing more is sent. Callers answer the same for all three, so the form tells
 * nobody whether an address is on the list.
 */
export type SubscriptionOutcome = 'pending' | 'subscribed' | 'throttled';

/** In the caller's transaction: sign-up and checkout queue the mail with the act that asked for it. */
export async function requestSubscriptionIn(tx: Queryable, input: SubscriptionRequest): Promise<SubscriptionOutcome> {
  const email = normaliseEmail(input.email);
  const { rows } = await tx.query<{ confirmed: boolean }>(
    'SELECT confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscribers WHERE email = $1 FOR UPDATE',
    [email],
  );
  if (rows[0]?.confirmed) return 'subscribed';
  const verdict = await countAttempt(
    tx,
    [{ key: `newsletter:${email}`, limit: newsletterConsent.maxConfirmationMailsPerAddress }],
    throttleWindowSeconds(),
  );
  if (!verdict.allowed) return 'throttled';
  const locale = input.locale ?? 'en';
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash, locale)
     VALUES ($1, $2, now() + make_interval(days => $3), $4, $5)
     ON CONFLICT (email) DO UPDATE SET confirm_token_hash = excluded.confirm_token_hash,
       confirm_expires_at = excluded.confirm_expires_at, unsubscribe_token_hash = excluded.unsubscribe_token_hash,
       locale = excluded.locale, subscribed_at = now()`,
    [email, hashToken(confirmToken), newsletterConsent.confirmDays, hashToken(unsubscribeToken), locale],
  );
  const mail = newsletterConfirmationMail({
    locale,
    confirmToken,
    unsubscribeToken,
    days: newsletterConsent.confirmDays,
    siteUrl: input.siteUrl ?? mailOrigin(),
  });
  await enqueueMail(tx, { kind: 'newsletter-confirmation', to: email, ...mail });
  return 'pending';
}

/** The footer form's call (POST /api/email-subscribe/). */
export async function subscribeToNewsletter(db: Db, input: SubscriptionRequest): Promise<SubscriptionOutcome> {
  return db.transaction((tx) => requestSubscriptionIn(tx, input));
}

/**
 * Opens a confirmation link: true when the token is a live one (the address is subscribed from now, or was
 * already: opening the link twice says so twice), false for an unknown or expired token.
 */
export async function confirmNewsletterSubscription(db: Db, token: string): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const { rowCount } = await db.query(
    `UPDATE newsletter_subscribers SET confirmed_at = coalesce(confirmed_at, now())
     WHERE confirm_token_hash = $1 AND confirm_expires_at > now()`,
    [hashToken(token)],
  );
  return rowCount > 0;
}

/**
 * Ends a subscription, confirmed or not, by its unsubscribe link's token; the address's account (if any) no
 * longer accepts marketing either. False for a token that matches no row (unknown, or already used).
 */
export async function unsubscribeFromNewsletter(db: Db, token: string): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>(
      'DELETE FROM newsletter_subscribers WHERE unsubscribe_token_hash = $1 RETURNING email',
      [hashToken(token)],
    );
    if (!rows[0]) return false;
    await tx.query('UPDATE customers SET accepts_marketing = false, updated_at = now() WHERE email = $1', [
      rows[0].email,
    ]);
    return true;
  });
}

/** Whether the address counts as subscribed: on the list and confirmed. */
export async function isNewsletterSubscriber(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM newsletter_subscribers WHERE email = $1 AND confirmed_at IS NOT NULL',
    [normaliseEmail(email)],
  );
  return rows.length > 0;
}

/**
 * The checkout's ticked marketing box, after the order is placed: the order keeps the choice, a signed-in
 * customer's account accepts marketing, and the order's address is asked to confirm the newsletter.
 */
export async function recordCheckoutConsent(
  db: Db,
  input: { orderId: string; customerId?: string | undefined } & SubscriptionRequest,
): Promise<SubscriptionOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('UPDATE orders SET accepts_marketing = true WHERE id = $1', [input.orderId]);
    if (input.customerId)
      await tx.query('UPDATE customers SET accepts_marketing = true, updated_at = now() WHERE id = $1', [
        input.customerId,
      ]);
    return requestSubscriptionIn(tx, input);
  });
}
