/**
 * Orders as placed: read by their status-page token, listed for the operator
 * and for a customer's account, marked fulfilled by the operator.
 */
import { filsToDecimal } from '../i18n/format.ts';
import type { Locale, LocaleTexts } from '../i18n/locales.ts';
import { inBothLanguages } from './carts.ts';
import type { Queryable } from './db/index.ts';
import type { OrderTotals } from './pricing.ts';

export type FulfillmentStatus = 'UNFULFILLED' | 'FULFILLED';

export interface OrderLine {
  variantId: string;
  productId: string;
  /** As it was when ordered, in both languages (lines ordered before Arabic titles existed: English twice). */
  title: LocaleTexts;
  size: number;
  imageKey: string;
  unitPriceFils: number;
  compareAtPriceFils: number | null;
  quantity: number;
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
  paymentMethod: 'cash-on-delivery';
  financialStatus: string;
  fulfillmentStatus: FulfillmentStatus;
  processedAt: Date;
  fulfilledAt: Date | null;
  /** The language the order was placed in: its e-mails go out in it. */
  locale: Locale;
  lines: OrderLine[];
}

/** The order as docs/product.md §3 lists it for a customer's order history. */
export interface OrderSummary {
  name: string;
  statusUrl: string;
  processedAt: string;
  financialStatus: string;
  fulfillmentStatus: FulfillmentStatus;
  totalPrice: string;
}

export const orderName = (number: number): string => `#${number}`;
export const statusPath = (token: string): string => `/order/${token}`;

type OrderRow = Omit<Order, 'name' | 'statusUrl' | 'lines'>;

const ORDER_COLUMNS = `id, number, token, cart_id AS "cartId", email, customer_id AS "customerId",
  customer_name AS "customerName", phone, emirate, area, address,
  to_char(delivery_date, 'YYYY-MM-DD') AS "deliveryDate", payment_method AS "paymentMethod",
  merchandise_fils AS "merchandiseFils", discount_fils AS "discountFils", discount_label AS "discountLabel",
  shipping_fils AS "shippingFils", cod_fee_fils AS "codFeeFils", total_fils AS "totalFils", vat_fils AS "vatFils",
  financial_status AS "financialStatus", fulfillment_status AS "fulfillmentStatus", processed_at AS "processedAt",
  fulfilled_at AS "fulfilledAt", locale`;

async function withLines(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const { rows: lines } = await db.query<OrderLine & { orderId: string }>(
    `SELECT order_id AS "orderId", variant_id AS "variantId", product_id AS "productId",
       ${inBothLanguages('title', 'title_ar')} AS title, size,
       image_key AS "imageKey", unit_price_fils AS "unitPriceFils", compare_at_price_fils AS "compareAtPriceFils",
       quantity
     FROM order_lines WHERE order_id = ANY($1::text[]) ORDER BY order_id, position`,
    [rows.map((r) => r.id)],
  );
  return rows.map((row) => ({
    ...row,
    name: orderName(row.number),
    statusUrl: statusPath(row.token),
    lines: lines.filter((l) => l.orderId === row.id).map(({ orderId: _, ...line }) => line),
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
    financialStatus: string;
    fulfillmentStatus: FulfillmentStatus;
    totalFils: number;
  }>(
    `SELECT number, token, processed_at AS "processedAt", financial_status AS "financialStatus",
       fulfillment_status AS "fulfillmentStatus", total_fils AS "totalFils"
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
  }));
}

/** Marks an order shipped; returns it, or null when there is no such order. Marking twice changes nothing. */
export async function markFulfilled(db: Queryable, number: number): Promise<Order | null> {
  await db.query(
    `UPDATE orders SET fulfillment_status = 'FULFILLED', fulfilled_at = COALESCE(fulfilled_at, now())
     WHERE number = $1`,
    [number],
  );
  return orderByNumber(db, number);
}
