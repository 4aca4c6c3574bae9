/**
 * Orders as placed and as they stand since: read by their status-page token,
 * listed for the operator and for a customer's account. The operator's changes
 * (ship, deliver, paid, cancel, return, exchange) are in order-changes.ts.
 */
import { filsToDecimal } from '../i18n/format.ts';
import type { Locale, LocaleTexts } from '../i18n/locales.ts';
import { type FinancialStatus, type PaymentMethod, type PaymentSummary } from '../config/payments.ts';
import { inBothLanguages } from './carts.ts';
import type { Queryable } from './db/index.ts';
import type { OrderTotals } from './pricing.ts';

export const FULFILLMENT_STATUSES = [
  'UNFULFILLED',
  'FULFILLED',
  'DELIVERED',
  'CANCELLED',
  'PARTIALLY_RETURNED',
  'RETURNED',
  'EXCHANGED',
] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export { FINANCIAL_STATUSES, type FinancialStatus } from '../config/payments.ts';

/** Pairs of a line swapped for another size of the same colour. */
export interface LineExchange {
  variantId: string;
  size: number;
  quantity: number;
}

export interface OrderLine {
  /** The line's number within the order, from 1: how the operator names it. */
  position: number;
  variantId: string;
  productId: string;
  /** As it was when ordered, in both languages (lines ordered before Arabic titles existed: English twice). */
  title: LocaleTexts;
  size: number;
  imageKey: string;
  unitPriceFils: number;
  compareAtPriceFils: number | null;
  quantity: number;
  returnedQuantity: number;
  exchangedQuantity: number;
  exchanges: LineExchange[];
}

export interface Order extends OrderTotals {
  id: string;
  number: number;
  /** The label shoppers see: '#1001'. */
  name: string;
  token: string;
  /** Path of the order status page. */
  statusUrl: string;
  cartId: string;
  email: string;
  customerId: string | null;
  customerName: string;
  phone: string;
  emirate: string;
  area: string;
  address: string;
  /** 'YYYY-MM-DD', shop time. */
  deliveryDate: string;
  paymentMethod: PaymentMethod;
  financialStatus: FinancialStatus;
  /** The provider taking the card ('stripe'); null for cash on delivery. */
  paymentProvider: string | null;
  /** The hosted payment page now offered to a card order awaiting payment, and how many were made. */
  paymentSession: string | null;
  paymentSessionUrl: string | null;
  paymentAttempt: number;
  /** A card order still unpaid then is cancelled. */
  paymentExpiresAt: Date | null;
  /** The provider's id of the payment, once paid by card. */
  paymentReference: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** What went back to the card. */
  refundedFils: number;
  /** Why a payment was not taken as it came (docs/product.md §4 "Payment"): for the operator. */
  paymentFlag: string | null;
  fulfillmentStatus: FulfillmentStatus;
  processedAt: Date;
  fulfilledAt: Date | null;
  carrier: string | null;
  trackingNumber: string | null;
  deliveredAt: Date | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
  /** What returns took off the order: refunded once paid, or no longer to collect before. */
  returnedFils: number;
  /** The language the order was placed in: its e-mails go out in it. */
  locale: Locale;
  lines: OrderLine[];
}

/** The order as docs/product.md §3 lists it for a customer's order history. */
export interface OrderSummary {
  name: string;
  statusUrl: string;
  processedAt: string;
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  totalPrice: string;
  payment: PaymentSummary;
}

/** How the order is paid and where payment stands, as shoppers read it. */
export const paymentSummaryOf = (order: Order): PaymentSummary => ({
  method: order.paymentMethod,
  financialStatus: order.financialStatus,
  cardBrand: order.cardBrand,
  cardLast4: order.cardLast4,
});

export const orderName = (number: number): string => `#${number}`;
export const statusPath = (token: string): string => `/order/${token}`;

type OrderRow = Omit<Order, 'name' | 'statusUrl' | 'lines'>;
type LineRow = Omit<OrderLine, 'exchanges'> & { orderId: string };

const ORDER_COLUMNS = `id, number, token, cart_id AS "cartId", email, customer_id AS "customerId",
  customer_name AS "customerName", phone, emirate, area, address,
  to_char(delivery_date, 'YYYY-MM-DD') AS "deliveryDate", payment_method AS "paymentMethod",
  merchandise_fils AS "merchandiseFils", discount_fils AS "discountFils", discount_label AS "discountLabel",
  shipping_fils AS "shippingFils", cod_fee_fils AS "codFeeFils", total_fils AS "totalFils", vat_fils AS "vatFils",
  financial_status AS "financialStatus", fulfillment_status AS "fulfillmentStatus", processed_at AS "processedAt",
  fulfilled_at AS "fulfilledAt", carrier, tracking_number AS "trackingNumber", delivered_at AS "deliveredAt",
  paid_at AS "paidAt", cancelled_at AS "cancelledAt", returned_fils AS "returnedFils", locale,
  payment_provider AS "paymentProvider", payment_session AS "paymentSession",
  payment_session_url AS "paymentSessionUrl", payment_attempt AS "paymentAttempt",
  payment_expires_at AS "paymentExpiresAt", payment_reference AS "paymentReference", card_brand AS "cardBrand",
  card_last4 AS "cardLast4", refunded_fils AS "refundedFils", payment_flag AS "paymentFlag"`;

async function withLines(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const { rows: lines } = await db.query<LineRow>(
    `SELECT order_id AS "orderId", position, variant_id AS "variantId", product_id AS "productId",
       ${inBothLanguages('title', 'title_ar')} AS title, size,
       image_key AS "imageKey", unit_price_fils AS "unitPriceFils", compare_at_price_fils AS "compareAtPriceFils",
       quantity, returned_quantity AS "returnedQuantity", exchanged_quantity AS "exchangedQuantity"
     FROM order_lines WHERE order_id = ANY($1::text[]) ORDER BY order_id, position`,
    [ids],
  );
  const { rows: exchanges } = await db.query<LineExchange & { orderId: string; position: number }>(
    `SELECT order_id AS "orderId", position, variant_id AS "variantId", size, quantity
     FROM order_exchanges WHERE order_id = ANY($1::text[]) ORDER BY id`,
    [ids],
  );
  const exchangesOf = (orderId: string, position: number): LineExchange[] =>
    exchanges
      .filter((e) => e.orderId === orderId && e.position === position)
      .map(({ variantId, size, quantity }) => ({ variantId, size, quantity }));
  return rows.map((row) => ({
    ...row,
    name: orderName(row.number),
    statusUrl: statusPath(row.token),
    lines: lines
      .filter((l) => l.orderId === row.id)
      .map(({ orderId: _, ...line }) => ({ ...line, exchanges: exchangesOf(row.id, line.position) })),
  }));
}

export async function orderByToken(db: Queryable, token: string): Promise<Order | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE token = $1`, [token]);
  return (await withLines(db, rows))[0] ?? null;
}

export async function orderOfCart(db: Queryable, cartId: string): Promise<Order | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE cart_id = $1`, [cartId]);
  return (await withLines(db, rows))[0] ?? null;
}

/** '#1001', '1001' → 1001; null when it is not an order number. */
export function parseOrderNumber(text: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

export async function orderByNumber(db: Queryable, number: number): Promise<Order | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE number = $1`, [number]);
  return (await withLines(db, rows))[0] ?? null;
}

export interface OrderFilter {
  status?: FulfillmentStatus | undefined;
  limit?: number | undefined;
}

/** Newest first. */
export async function listOrders(db: Queryable, filter: OrderFilter = {}): Promise<Order[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders
     WHERE ($1::text IS NULL OR fulfillment_status = $1) ORDER BY number DESC LIMIT $2`,
    [filter.status ?? null, filter.limit ?? 50],
  );
  return withLines(db, rows);
}

/**
 * A customer's orders, newest first: those placed while signed in (customer id)
 * and those placed with their e-mail address.
 */
export async function ordersOfCustomer(
  db: Queryable,
  customer: { id?: string | null; email?: string | null },
): Promise<OrderSummary[]> {
  const { rows } = await db.query<{
    number: number;
    token: string;
    processedAt: Date;
    financialStatus: FinancialStatus;
    fulfillmentStatus: FulfillmentStatus;
    totalFils: number;
    method: PaymentMethod;
    cardBrand: string | null;
    cardLast4: string | null;
  }>(
    `SELECT number, token, processed_at AS "processedAt", financial_status AS "financialStatus",
       fulfillment_status AS "fulfillmentStatus", total_fils AS "totalFils", payment_method AS method,
       card_brand AS "cardBrand", card_last4 AS "cardLast4"
     FROM orders
     WHERE ($1::text IS NOT NULL AND customer_id = $1) OR ($2::text IS NOT NULL AND lower(email) = lower($2))
     ORDER BY number DESC`,
    [customer.id ?? null, customer.email ?? null],
  );
  return rows.map((r) => ({
    name: orderName(r.number),
    statusUrl: statusPath(r.token),
    processedAt: r.processedAt.toISOString(),
    financialStatus: r.financialStatus,
    fulfillmentStatus: r.fulfillmentStatus,
    totalPrice: filsToDecimal(r.totalFils),
    payment: { method: r.method, financialStatus: r.financialStatus, cardBrand: r.cardBrand, cardLast4: r.cardLast4 },
  }));
}
