/**
 * The shopper's privacy rights (docs/product.md §4 "Privacy rights", docs/decisions/026-account-deletion.md):
 * a copy of everything the shop holds about their account, and the deletion of the account.
 *
 * Deleting keeps what UAE VAT law asks a seller to keep for five years, the orders' amounts, lines, dates,
 * emirate (the place of supply) and payment summary, without the person: the order no longer points at the
 * account, and its name, e-mail, phone and street address are replaced. Everything else about the person goes:
 * sessions, reset links, saved addresses, wishlist, back-in-stock alerts, reviews, the newsletter row, the
 * earlier e-mails in the outbox. The account's row stays, emptied, so that nothing pointing at its id breaks.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { filsToDecimal } from '#src/i18n/format.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { accountDeletedMail } from '../mail/account-deleted-mail.ts';
import { orderByToken, orderName } from '../orders.ts';
import { reviewRatings } from '../reviews.ts';
import { writeRatings } from '../ratings.ts';
import { countAttempt, forgiveAttempt, signInRules } from '../throttle.ts';
import { listAddresses, type SavedAddress } from './addresses.ts';
import { decoyHash, verifyPassword } from './password.ts';

/** What stands in for a person's details on an order kept after their account is deleted. */
export const ERASED = '—';

/** The placeholder e-mail of a deleted account: unique, lower-case, and not an address (no '@'). */
const erasedEmail = (): string => `erased-${randomUUID()}`;

/** Fulfilment states of an order still on its way: the courier needs the person's name, phone and address. */
const OPEN_ORDER_STATES = ['UNFULFILLED', 'FULFILLED'];

export interface ExportedOrder {
  name: string;
  placedAt: string;
  language: string;
  fulfilmentStatus: string;
  delivery: {
    name: string;
    email: string;
    phone: string;
    emirate: string;
    area: string;
    address: string;
    date: string;
  };
  /** How it was paid: the method and, for a card, its brand and last four digits, never more of it. */
  payment: { method: string; status: string; cardBrand: string | null; cardLast4: string | null };
  /** AED, VAT included. */
  amounts: {
    merchandise: string;
    discount: string;
    discountLabel: string | null;
    shipping: string;
    cashOnDeliveryFee: string;
    total: string;
    vatIncluded: string;
    returned: string;
    refunded: string;
  };
  lines: Array<{
    productId: string;
    title: string;
    titleArabic: string;
    size: number;
    quantity: number;
    unitPrice: string;
    returnedQuantity: number;
    exchangedQuantity: number;
  }>;
}

/** docs/product.md §4 "Privacy rights": the shape of the download. */
export interface CustomerData {
  exportedAt: string;
  profile: { id: string; email: string; firstName: string; lastName: string; createdAt: string; updatedAt: string };
  consents: {
    marketingEmails: boolean;
    newsletter: { subscribed: boolean; since: string | null };
  };
  /** When each signed-in browser signed in and until when it stays signed in; never the session itself. */
  sessions: Array<{ startedAt: string; expiresAt: string }>;
  savedAddresses: SavedAddress[];
  orders: ExportedOrder[];
  wishlist: Array<{ productId: string; addedAt: string }>;
  backInStockAlerts: Array<{ variantId: string; title: string; productPath: string; language: string; since: string }>;
  reviews: Array<{
    productId: string;
    stars: number;
    title: string;
    text: string;
    size: number;
    fit: string;
    author: string;
    status: string;
    writtenAt: string;
  }>;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

async function exportedOrders(db: Queryable, customerId: string): Promise<ExportedOrder[]> {
  const { rows } = await db.query<{ token: string }>(
    'SELECT token FROM orders WHERE customer_id = $1 ORDER BY number DESC',
    [customerId],
  );
  const orders = await Promise.all(rows.map((row) => orderByToken(db, row.token)));
  return orders.flatMap((order) =>
    order
      ? [
          {
            name: order.name,
            placedAt: order.processedAt.toISOString(),
            language: order.locale,
            fulfilmentStatus: order.fulfillmentStatus,
            delivery: {
              name: order.customerName,
              email: order.email,
              phone: order.phone,
              emirate: order.emirate,
              area: order.area,
              address: order.address,
              date: order.deliveryDate,
            },
            payment: {
              method: order.paymentMethod,
              status: order.financialStatus,
              cardBrand: order.cardBrand,
              cardLast4: order.cardLast4,
            },
            amounts: {
              merchandise: filsToDecimal(order.merchandiseFils),
              discount: filsToDecimal(order.discountFils),
              discountLabel: order.discountLabel,
              shipping: filsToDecimal(order.shippingFils),
              cashOnDeliveryFee: filsToDecimal(order.codFeeFils),
              total: filsToDecimal(order.totalFils),
              vatIncluded: filsToDecimal(order.vatFils),
              returned: filsToDecimal(order.returnedFils),
              refunded: filsToDecimal(order.refundedFils),
            },
            lines: order.lines.map((line) => ({
              productId: line.productId,
              title: line.title.en,
              titleArabic: line.title.ar,
              size: line.size,
              quantity: line.quantity,
              unitPrice: filsToDecimal(line.unitPriceFils),
              returnedQuantity: line.returnedQuantity,
              exchangedQuantity: line.exchangedQuantity,
            })),
          },
        ]
      : [],
  );
}

/**
 * Everything the shop holds about a signed-in customer's account, or null for an unknown or deleted one.
 * The orders are those placed while signed in, as the account lists them; no password hash, session or
 * order token is part of it.
 */
export async function exportCustomerData(db: Queryable, customerId: string): Promise<CustomerData | null> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    acceptsMarketing: boolean;
    createdAt: Date;
    updatedAt: Date;
  }>(
    `SELECT id, email, first_name AS "firstName", last_name AS "lastName", accepts_marketing AS "acceptsMarketing",
       created_at AS "createdAt", updated_at AS "updatedAt"
     FROM customers WHERE id = $1 AND deleted_at IS NULL`,
    [customerId],
  );
  const customer = rows[0];
  if (!customer) return null;
  const [newsletter, sessions, wishlist, alerts, reviews] = await Promise.all([
    db.query<{ since: Date }>(
      'SELECT confirmed_at AS since FROM newsletter_subscribers WHERE email = $1 AND confirmed_at IS NOT NULL',
      [customer.email],
    ),
    db.query<{ startedAt: Date; expiresAt: Date }>(
      `SELECT created_at AS "startedAt", expires_at AS "expiresAt" FROM sessions
       WHERE customer_id = $1 AND expires_at > now() ORDER BY created_at`,
      [customerId],
    ),
    db.query<{ productId: string; addedAt: Date }>(
      `SELECT product_id AS "productId", added_at AS "addedAt" FROM wishlist_items
       WHERE customer_id = $1 ORDER BY added_at`,
      [customerId],
    ),
    db.query<{ variantId: string; title: string; productPath: string; language: string; since: Date }>(
      `SELECT variant_id AS "variantId", title, product_path AS "productPath", locale AS language, created_at AS since
       FROM stock_alerts WHERE email = $1 ORDER BY created_at`,
      [customer.email],
    ),
    db.query<{
      productId: string;
      stars: number;
      title: string;
      text: string;
      size: number;
      fit: string;
      author: string;
      status: string;
      writtenAt: Date;
    }>(
      `SELECT product_id AS "productId", stars, title, body AS text, size, fit, author, status,
         created_at AS "writtenAt"
       FROM reviews WHERE customer_id = $1 ORDER BY created_at`,
      [customerId],
    ),
  ]);
  const since = newsletter.rows[0]?.since ?? null;
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      createdAt: customer.createdAt.toISOString(),
      updatedAt: customer.updatedAt.toISOString(),
    },
    consents: {
      marketingEmails: customer.acceptsMarketing,
      newsletter: { subscribed: since !== null, since: iso(since) },
    },
    sessions: sessions.rows.map((s) => ({
      startedAt: s.startedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    savedAddresses: await listAddresses(db, customerId),
    orders: await exportedOrders(db, customerId),
    wishlist: wishlist.rows.map((item) => ({ productId: item.productId, addedAt: item.addedAt.toISOString() })),
    backInStockAlerts: alerts.rows.map((alert) => ({ ...alert, since: alert.since.toISOString() })),
    reviews: reviews.rows.map((review) => ({ ...review, writtenAt: review.writtenAt.toISOString() })),
  };
}

export interface AccountDeletion {
  customerId: string;
  /** Asked again: a session alone (a browser left signed in) does not delete an account. */
  password: string;
  clientAddress: string;
  /** The language of the confirmation e-mail: the page's the shopper deleted from. */
  locale: Locale;
  /** The shop's address, for the link in the e-mail. */
  origin: string;
}

export type AccountDeletionResult =
  | { outcome: 'deleted' }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  /** Orders still on their way, by name ('#1001'): the account can go once they are delivered or cancelled. */
  | { outcome: 'orders-open'; orders: string[] };

/**
 * Deletes a customer's account after checking the password again (counted as a sign-in attempt, so a stolen
 * session cannot guess it), in one transaction: the person goes, the orders stay without them, and the
 * confirmation e-mail to the address as it was is written to the outbox with the rest.
 */
export async function deleteCustomer(db: Db, request: AccountDeletion): Promise<AccountDeletionResult> {
  const { rows } = await db.query<{ email: string; firstName: string; passwordHash: string | null }>(
    `SELECT email, first_name AS "firstName", password_hash AS "passwordHash" FROM customers
     WHERE id = $1 AND deleted_at IS NULL`,
    [request.customerId],
  );
  const found = rows[0];
  if (!found) return { outcome: 'wrong' };
  const rules = signInRules(found.email, request.clientAddress);
  const verdict = await countAttempt(db, rules);
  if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  if (!(await verifyPassword(request.password, found.passwordHash ?? (await decoyHash())))) return { outcome: 'wrong' };
  await forgiveAttempt(db, rules);

  const result = await db.transaction(async (tx): Promise<AccountDeletionResult & { approvedReviews?: number }> => {
    const locked = await tx.query<{ email: string }>(
      'SELECT email FROM customers WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
      [request.customerId],
    );
    const email = locked.rows[0]?.email;
    if (!email) return { outcome: 'wrong' };
    const open = await tx.query<{ number: number }>(
      'SELECT number FROM orders WHERE customer_id = $1 AND fulfillment_status = ANY($2::text[]) ORDER BY number',
      [request.customerId, OPEN_ORDER_STATES],
    );
    if (open.rows.length > 0) return { outcome: 'orders-open', orders: open.rows.map((o) => orderName(o.number)) };
    return { outcome: 'deleted', approvedReviews: await erase(tx, request, email, found.firstName) };
  });
  if (result.outcome !== 'deleted') return result;
  // The ratings the build reads (src/commerce/ratings.ts) no longer count the deleted approved reviews.
  if (result.approvedReviews) writeRatings(await reviewRatings(db));
  return { outcome: 'deleted' };
}

/** The erasing itself, inside the deletion's transaction; answers how many approved reviews went. */
async function erase(tx: Queryable, request: AccountDeletion, email: string, firstName: string): Promise<number> {
  const id = request.customerId;
  const placeholder = erasedEmail();
  const run = (sql: string, params: unknown[]) => tx.query(sql, params);
  await run('DELETE FROM sessions WHERE customer_id = $1', [id]);
  await run('DELETE FROM password_resets WHERE customer_id = $1', [id]);
  await run('DELETE FROM customer_addresses WHERE customer_id = $1', [id]);
  await run('DELETE FROM wishlist_items WHERE customer_id = $1', [id]);
  await run('DELETE FROM stock_alerts WHERE email = $1', [email]);
  await run('DELETE FROM stock_alert_unsubscribes WHERE email = $1', [email]);
  await run('DELETE FROM newsletter_subscribers WHERE email = $1', [email]);
  await run('DELETE FROM sign_in_throttle WHERE key = $1', [`account:${email}`]);
  const reviews = await tx.query<{ status: string }>('DELETE FROM reviews WHERE customer_id = $1 RETURNING status', [
    id,
  ]);
  // Orders stay for the VAT records, without the person: the emirate (the place of supply), the date, the lines,
  // the amounts and the payment summary remain; the account link, name, e-mail, phone and street address go.
  await run(
    `UPDATE orders SET customer_id = NULL, email = $2, customer_name = $3, phone = $3, area = $3, address = $3
     WHERE customer_id = $1`,
    [id, placeholder, ERASED],
  );
  // Carts never checked out go with their lines; the checked-out ones (an order names them) lose the person.
  await run(
    `DELETE FROM carts WHERE customer_id = $1 AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.cart_id = carts.id)`,
    [id],
  );
  await run('UPDATE carts SET customer_id = NULL, email = NULL WHERE customer_id = $1', [id]);
  // The e-mails sent before held the person's orders and addresses.
  await run('DELETE FROM outbox WHERE lower(recipient) = $1', [email]);
  await run(
    `UPDATE customers SET email = $2, first_name = '', last_name = '', password_hash = NULL, accepts_marketing = false,
       deleted_at = now(), updated_at = now()
     WHERE id = $1`,
    [id, placeholder],
  );
  const mail = accountDeletedMail(request.locale, firstName, request.origin);
  await enqueueMail(tx, { kind: 'account-deleted', to: email, ...mail });
  return reviews.rows.filter((review) => review.status === 'approved').length;
}
