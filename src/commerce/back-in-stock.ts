/**
 * Back-in-stock alerts (issue 17). A shopper leaves an address for a sold-out size; when that size's
 * stock rises above 0, by whatever path, `alertBackInStock` runs inside the transaction that raised it:
 * it deletes the waiting rows and writes one e-mail per address to the outbox. Both commit together, so an
 * alert is neither lost (the stock change rolls back with it) nor sent twice (a deleted row is gone for
 * every other transaction).
 *
 * Every path that raises stock calls it: the operator's count (inventory.ts setStock), a feed that
 * restocks (inventory.ts loadStockFromFeed), and whatever puts stock back from an order.
 */
import { envVar } from '#src/config/env.ts';
import { normaliseEmail } from '#src/commerce/accounts/rules.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { Db, Queryable } from './db/index.ts';
import { hashToken, looksLikeToken, newToken } from './accounts/tokens.ts';
import { backInStockMail } from './mail/back-in-stock-mail.ts';
import { enqueueMail } from './mail/outbox.ts';

export interface BackInStockRequest {
  email: string;
  variantId: string;
  locale: Locale;
  /** The product's title in the shopper's language, as the e-mail will name it. */
  title: string;
  /** The product page in the shopper's language. */
  productPath: string;
}

export type BackInStockOutcome = { outcome: 'subscribed' } | { outcome: 'unknown_variant' } | { outcome: 'in_stock' };

/**
 * Keeps the address for the size. The outcome never depends on the address (known, new or already
 * waiting), only on the size. (The route counts the client's requests first: src/config/accounts.ts requestLimits.)
 */
export function subscribeToBackInStock(db: Db, request: BackInStockRequest): Promise<BackInStockOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ available: number }>(
      'SELECT available FROM variants WHERE id = $1 AND in_feed FOR SHARE',
      [request.variantId],
    );
    const variant = rows[0];
    if (!variant) return { outcome: 'unknown_variant' };
    if (variant.available > 0) return { outcome: 'in_stock' };
    await tx.query(
      `INSERT INTO stock_alerts (variant_id, email, locale, title, product_path) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (variant_id, email) DO UPDATE SET locale = EXCLUDED.locale, title = EXCLUDED.title,
         product_path = EXCLUDED.product_path`,
      [request.variantId, normaliseEmail(request.email), request.locale, request.title, request.productPath],
    );
    return { outcome: 'subscribed' };
  });
}

interface DueAlert {
  email: string;
  locale: Locale;
  title: string;
  size: number;
  product_path: string;
}

/**
 * Inside a transaction that raised stock: ends the alerts of every size (of `variantIds`, or of any
 * size when omitted) that now has stock, and writes their e-mails to the outbox. Resolves the number
 * written; the caller asks the mail sender to deliver after its commit.
 */
export async function alertBackInStock(tx: Queryable, variantIds?: readonly string[]): Promise<number> {
  const { rows } = await tx.query<DueAlert>(
    `DELETE FROM stock_alerts a USING variants v
     WHERE a.variant_id = v.id AND v.available > 0 AND v.in_feed AND ($1::text[] IS NULL OR v.id = ANY($1::text[]))
     RETURNING a.email, a.locale, a.title, v.size, a.product_path`,
    [variantIds ?? null],
  );
  const siteUrl = envVar('SITE_URL') ?? 'http://localhost:4321';
  for (const alert of rows) {
    const token = newToken();
    await tx.query('INSERT INTO stock_alert_unsubscribes (token_hash, email) VALUES ($1, $2)', [
      hashToken(token),
      alert.email,
    ]);
    const mail = backInStockMail({
      locale: alert.locale,
      title: alert.title,
      size: alert.size,
      productPath: alert.product_path,
      unsubscribeToken: token,
      siteUrl,
    });
    await enqueueMail(tx, { kind: 'back-in-stock', to: alert.email, ...mail });
  }
  return rows.length;
}

/**
 * The unsubscribe link: ends every alert the address still waits for. An unknown or used token changes
 * nothing; the answer is the same, so the link can be opened twice.
 */
export async function unsubscribeFromBackInStock(db: Db, token: string): Promise<void> {
  if (!looksLikeToken(token)) return;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>(
      'DELETE FROM stock_alert_unsubscribes WHERE token_hash = $1 RETURNING email',
      [hashToken(token)],
    );
    const email = rows[0]?.email;
    if (email) await tx.query('DELETE FROM stock_alerts WHERE email = $1', [email]);
  });
}
