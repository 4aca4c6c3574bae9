/**
 * One-click unsubscribe (RFC 8058; src/commerce/mail/list-unsubscribe.ts): the token of a marketing mail
 * stops its list for its address. A review invitation's token stops the 'reviews' list; a back-in-stock
 * mail's token ends the address's alerts (./back-in-stock.ts); a newsletter mail's ends the subscription
 * (./accounts/newsletter.ts). An unknown token changes nothing, and a
 * token works again, so the answer is the same and a second click is harmless.
 */
import { hashToken, looksLikeToken } from './accounts/tokens.ts';
import { unsubscribeFromNewsletter } from './accounts/newsletter.ts';
import { unsubscribeFromBackInStock } from './back-in-stock.ts';
import type { Db } from './db/index.ts';

export async function unsubscribeByToken(db: Db, token: string): Promise<void> {
  if (!looksLikeToken(token)) return;
  const { rowCount } = await db.query(
    `INSERT INTO mail_opt_outs (email, list)
     SELECT email, list FROM mail_unsubscribe_tokens WHERE token_hash = $1
     ON CONFLICT (email, list) DO NOTHING`,
    [hashToken(token)],
  );
  if (rowCount > 0) return;
  const known = await db.query('SELECT 1 FROM mail_unsubscribe_tokens WHERE token_hash = $1', [hashToken(token)]);
  if (known.rows.length > 0) return;
  if (await unsubscribeFromNewsletter(db, token)) return;
  await unsubscribeFromBackInStock(db, token);
}
