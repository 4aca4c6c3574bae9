/**
 * The back office's exports (docs/admin.md; issue 34 items 5 and 8): the orders of a date range for the
 * accountant, with their VAT, and the newsletter list. Each is read in keyset pages, so a route can stream a
 * month of orders without ever holding it: a page is a few hundred rows and the cursor where the next starts.
 * Every export is written to the audit log.
 */
import type { Queryable } from '../db/index.ts';
import type { FinancialStatus, FulfillmentStatus } from '../orders.ts';
import type { PaymentMethod } from '#src/config/payments.ts';
import { audit, type Actor } from '../staff/audit.ts';

/** Rows per page of an export: small enough to stream, large enough that the round trips do not show. */
export const EXPORT_PAGE_ROWS = 500;
/** The longest range an order export takes. */
export const EXPORT_MOST_DAYS = 366;
/** Shop time is Gulf Standard Time all year (no daylight saving): days start at 00:00 +04:00. */
const SHOP_OFFSET = '+04:00';

export type ExportRangeProblem = 'date_invalid' | 'range_reversed' | 'range_too_long';

/** A range of shop days, `from` and `to` both included, as the export form sends them ('2026-11-01'). */
export interface ExportRange {
  from: string;
  to: string;
}

const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/** The range asked for, or what is wrong with it. Pure. */
export function parseExportRange(from: string | null, to: string | null): ExportRange | ExportRangeProblem {
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) return 'date_invalid';
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0) return 'range_reversed';
  if (days >= EXPORT_MOST_DAYS) return 'range_too_long';
  return { from, to };
}

/** The range's first and after-last instants: from midnight of `from` to midnight after `to`, shop time. */
export function rangeInstants(range: ExportRange): { start: string; end: string } {
  const after = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: `${range.from}T00:00:00${SHOP_OFFSET}`, end: `${after}T00:00:00${SHOP_OFFSET}` };
}

export interface OrderExportRow {
  number: number;
  /** Shop time, 'YYYY-MM-DD HH:MM'. */
  placedAt: string;
  customerName: string;
  email: string;
  emirate: string;
  paymentMethod: PaymentMethod;
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  merchandiseFils: number;
  discountFils: number;
  shippingFils: number;
  codFeeFils: number;
  totalFils: number;
  vatFils: number;
  refundedFils: number;
  returnedFils: number;
}

/** Where the next page starts: after this order (its exact time as the database writes it, and its number). */
export interface OrderCursor {
  at: string;
  number: number;
}

export interface ExportPage<Row, Cursor> {
  rows: Row[];
  /** Null on the last page. */
  next: Cursor | null;
}

/**
 * One page of the range's orders, oldest first, after `cursor` (the first page without one). Walks the index
 * orders_processed_at (migration 013), so each page costs the same however deep it is.
 */
export async function orderExportPage(
  db: Queryable,
  range: ExportRange,
  cursor: OrderCursor | null = null,
  limit: number = EXPORT_PAGE_ROWS,
): Promise<ExportPage<OrderExportRow, OrderCursor>> {
  const { start, end } = rangeInstants(range);
  const size = Math.max(1, Math.min(limit, 2000));
  const { rows } = await db.query<OrderExportRow & { cursorAt: string }>(
    `SELECT number, to_char((processed_at AT TIME ZONE 'UTC') + interval '4 hours', 'YYYY-MM-DD HH24:MI') AS "placedAt",
       customer_name AS "customerName", email, emirate, payment_method AS "paymentMethod",
       financial_status AS "financialStatus", fulfillment_status AS "fulfillmentStatus",
       merchandise_fils AS "merchandiseFils", discount_fils AS "discountFils", shipping_fils AS "shippingFils",
       cod_fee_fils AS "codFeeFils", total_fils AS "totalFils", vat_fils AS "vatFils",
       refunded_fils AS "refundedFils", returned_fils AS "returnedFils", processed_at::text AS "cursorAt"
     FROM orders
     WHERE processed_at >= $1::timestamptz AND processed_at < $2::timestamptz
       AND ($3::timestamptz IS NULL OR (processed_at, number) > ($3::timestamptz, $4::integer))
     ORDER BY processed_at, number LIMIT $5`,
    [start, end, cursor?.at ?? null, cursor?.number ?? 0, size],
  );
  const last = rows.at(-1);
  return {
    rows: rows.map(({ cursorAt: _, ...row }) => row),
    next: rows.length === size && last ? { at: last.cursorAt, number: last.number } : null,
  };
}

export interface SubscriberExportRow {
  email: string;
  subscribedAt: Date;
}

/**
 * One page of the newsletter list, by address, after `after`: the confirmed addresses only, the day each
 * confirmed (double opt-in, src/commerce/accounts/newsletter.ts); one waiting for its confirmation is left out.
 */
export async function subscriberExportPage(
  db: Queryable,
  after: string | null = null,
  limit: number = EXPORT_PAGE_ROWS,
): Promise<ExportPage<SubscriberExportRow, string>> {
  const size = Math.max(1, Math.min(limit, 2000));
  const { rows } = await db.query<SubscriberExportRow>(
    `SELECT email, confirmed_at AS "subscribedAt" FROM newsletter_subscribers
     WHERE confirmed_at IS NOT NULL AND ($1::text IS NULL OR email > $1) ORDER BY email LIMIT $2`,
    [after, size],
  );
  return { rows, next: rows.length === size ? rows.at(-1)!.email : null };
}

export type ExportKind = 'orders' | 'subscribers';

/** Writes the export to the audit log as it starts: who took what. */
export async function recordExport(db: Queryable, by: Actor, kind: ExportKind, range: ExportRange | null) {
  const target = range ? `${kind} ${range.from}..${range.to}` : kind;
  await audit(db, { id: by.id, email: by.email }, `export.${kind}`, target, null, range ?? {});
}
