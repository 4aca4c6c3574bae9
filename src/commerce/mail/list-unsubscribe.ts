/**
 * One-click unsubscribe for marketing e-mails (RFC 8058; issue 35 item 3): the review invitation, the
 * back-in-stock alert, the newsletter. Each such mail carries `List-Unsubscribe` (the POST address with its
 * token, and a mailto) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; a mail client's one-click
 * POST to that address stops the list at once (src/pages/api/unsubscribe.ts), and the mail's own link opens
 * a page that asks first (src/pages/[...locale]/unsubscribe.astro).
 * A list's tokens live in mail_unsubscribe_tokens (020_mail_html.sql) as their hash; the back-in-stock alert
 * keeps its own (stock_alert_unsubscribes) and the newsletter its own (newsletter_subscribers), which the same
 * address accepts (src/commerce/unsubscribe.ts).
 */
import { contact } from '#src/config/stores.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { Queryable } from '../db/index.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';

/** The marketing lists a shopper can stop here. */
export type MailList = 'reviews';

/** The address a one-click POST goes to: the token in the query, as RFC 8058 has it. */
export function oneClickUnsubscribeUrl(origin: string, token: string): string {
  return new URL(`/api/unsubscribe?token=${encodeURIComponent(token)}`, origin).href;
}

/** The page the mail's own link opens, which asks before it stops the list; the token in the fragment. */
export function unsubscribePageUrl(origin: string, token: string, locale: Locale): string {
  return new URL(`${localizedPath(locale, '/unsubscribe')}#token=${encodeURIComponent(token)}`, origin).href;
}

/** The headers of a marketing mail. */
export function listUnsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(origin, token)}>, <mailto:${contact.email}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Inside the transaction that writes the mail: a new token that stops `list` for `email`. */
export async function newUnsubscribeToken(tx: Queryable, email: string, list: MailList): Promise<string> {
  const token = newToken();
  await tx.query('INSERT INTO mail_unsubscribe_tokens (token_hash, email, list) VALUES ($1, lower($2), $3)', [
    hashToken(token),
    email,
    list,
  ]);
  return token;
}

/** True when the address stopped the list. */
export async function hasOptedOut(db: Queryable, email: string, list: MailList): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM mail_opt_outs WHERE email = lower($1) AND list = $2', [email, list]);
  return rows.length > 0;
}
