/**
 * The back office's view of the orders (docs/admin.md "Orders"): the list, filtered, searched and paged by the
 * database, newest first; the orders placed since one the list shows; and one order with its timeline and the
 * sizes its lines could be exchanged for. The changes themselves are order-changes.ts, with the staff member.
 */
import { EMIRATES, type Emirate } from '../config/delivery.ts';
import { FINANCIAL_STATUSES, type FinancialStatus, type PaymentMethod } from '../config/payments.ts';
import { normalizeUaePhone } from './checkout.ts';
import type { Queryable } from './db/index.ts';
import { eventsOfOrder, type OrderEvent } from './order-events.ts';
import {
  FULFILLMENT_STATUSES,
  orderByNumber,
  orderName,
  parseOrderNumber,
  type FulfillmentStatus,
  type Order,
} from './orders.ts';

export interface OrderListFilter {
  fulfillment?: FulfillmentStatus | null | undefined;
  financial?: FinancialStatus | null | undefined;
  emirate?: Emirate | null | undefined;
  /** 'YYYY-MM-DD', shop time, both days included. */
  from?: string | null | undefined;
  to?: string | null | undefined;
  /** An order number ('#1001', '1001'), an e-mail address, a UAE phone number in any writing, or a name. */
  search?: string | null | undefined;
  /**
   * The page after or before one the list showed: orders older than order `before`, or newer than `after`.
   * Paged by the order number (keyset), so a page deep in 100,000 orders is read as fast as the first.
   */
  before?: number | null | undefined;
  after?: number | null | undefined;
  perPage?: number | undefined;
}

export interface OrderListRow {
  number: number;
  name: string;
  processedAt: Date;
  customerName: string;
  email: string;
  phone: string;
  emirate: string;
  deliveryDate: string;
  pairs: number;
  totalFils: number;
  paymentMethod: PaymentMethod;
  financialStatus: FinancialStatus;
  cardBrand: string | null;
  cardLast4: string | null;
  fulfillmentStatus: FulfillmentStatus;
  flagged: boolean;
}

export interface OrderListPage {
  orders: OrderListRow[];
  /** The cursor of the next older page (its `before`), null at the oldest. */
  older: number | null;
  /** The cursor of the next newer page (its `after`), null at the newest. */
  newer: number | null;
}

const LIST_COLUMNS = `o.number, o.processed_at AS "processedAt", o.customer_name AS "customerName", o.email, o.phone,
  o.emirate, to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate",
  (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS pairs,
  o.total_fils AS "totalFils", o.payment_method AS "paymentMethod", o.financial_status AS "financialStatus",
  o.card_brand AS "cardBrand", o.card_last4 AS "cardLast4", o.fulfillment_status AS "fulfillmentStatus",
  o.payment_flag IS NOT NULL AS flagged`;

const isDay = (text: string | null | undefined): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00+04:00`));

/** The start of a shop day (Asia/Dubai, UTC+4 all year). */
const dayStart = (day: string, plusDays = 0): Date =>
  new Date(Date.parse(`${day}T00:00:00+04:00`) + plusDays * 24 * 60 * 60 * 1000);

/** The WHERE clause of a filter, with its parameters from $1. */
function whereOf(filter: OrderListFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replaceAll('$?', `$${params.length}`));
  };
  if (filter.fulfillment && FULFILLMENT_STATUSES.includes(filter.fulfillment))
    add('o.fulfillment_status = $?', filter.fulfillment);
  if (filter.financial && FINANCIAL_STATUSES.includes(filter.financial))
    add('o.financial_status = $?', filter.financial);
  if (filter.emirate && EMIRATES.includes(filter.emirate)) add('o.emirate = $?', filter.emirate);
  if (isDay(filter.from)) add('o.processed_at >= $?', dayStart(filter.from));
  if (isDay(filter.to)) add('o.processed_at < $?', dayStart(filter.to, 1));
  const search = filter.search?.trim() ?? '';
  if (search) {
    const number = parseOrderNumber(search);
    const phone = normalizeUaePhone(search);
    if (number !== null && phone === null) add('o.number = $?', number);
    else if (phone !== null && number !== null) {
      // '501234567' may be either: a phone number without its 0, or an order number.
      params.push(phone, number);
      conditions.push(`(o.phone = $${params.length - 1} OR o.number = $${params.length})`);
    } else if (phone !== null) add('o.phone = $?', phone);
    else if (search.includes('@')) add('lower(o.email) = lower($?)', search);
    else add(`o.customer_name ILIKE $?`, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const cursor = (value: number | null | undefined): number | null =>
  Number.isSafeInteger(value) && value! > 0 ? value! : null;

/**
 * One page of the list, newest first. Going older reads down the order numbers from `before`, going newer
 * reads up from `after` and turns the page round; one row more than the page tells whether more lie beyond.
 */
export async function searchOrders(db: Queryable, filter: OrderListFilter = {}): Promise<OrderListPage> {
  const perPage = Math.max(1, Math.min(filter.perPage ?? 25, 200));
  const before = cursor(filter.before);
  const after = before === null ? cursor(filter.after) : null;
  const where = whereOf(filter);
  const params = [...where.params];
  const conditions = where.sql ? [where.sql.replace(/^WHERE /, '')] : [];
  if (before !== null) conditions.push(`o.number < $${params.push(before)}`);
  if (after !== null) conditions.push(`o.number > $${params.push(after)}`);
  const { rows } = await db.query<Omit<OrderListRow, 'name'>>(
    `SELECT ${LIST_COLUMNS} FROM orders o ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY o.number ${after === null ? 'DESC' : 'ASC'} LIMIT $${params.push(perPage + 1)}`,
    params,
  );
  const beyond = rows.length > perPage;
  const page = rows.slice(0, perPage);
  if (after !== null) page.reverse();
  const orders = page.map((row) => ({ ...row, name: orderName(row.number) }));
  const goingNewer = after !== null;
  return {
    orders,
    older: orders.length > 0 && (goingNewer || beyond) ? orders.at(-1)!.number : null,
    newer: orders.length > 0 && (goingNewer ? beyond : before !== null) ? orders[0]!.number : null,
  };
}

/** The orders placed after order `than`, newest first (at most `limit`). */
export async function ordersNewerThan(db: Queryable, than: number, limit = 50): Promise<OrderListRow[]> {
  const { rows } = await db.query<Omit<OrderListRow, 'name'>>(
    `SELECT ${LIST_COLUMNS} FROM orders o WHERE o.number > $1 ORDER BY o.number DESC LIMIT $2`,
    [than, Math.max(1, Math.min(limit, 200))],
  );
  return rows.map((row) => ({ ...row, name: orderName(row.number) }));
}

/** A size of a line's colour, for an exchange. */
export interface SizeOfColour {
  size: number;
  available: number;
}

export interface OrderForStaff {
  order: Order;
  events: OrderEvent[];
  /** By line position: the other sizes of that colour still sold, with their stock. */
  sizes: Record<number, SizeOfColour[]>;
}

export async function orderForStaff(db: Queryable, number: number): Promise<OrderForStaff | null> {
  const order = await orderByNumber(db, number);
  if (!order) return null;
  const productIds = [...new Set(order.lines.map((l) => l.productId))];
  const { rows } = await db.query<SizeOfColour & { productId: string }>(
    `SELECT product_id AS "productId", size, available FROM variants
     WHERE product_id = ANY($1::text[]) AND in_feed ORDER BY size`,
    [productIds],
  );
  const sizes: Record<number, SizeOfColour[]> = {};
  for (const line of order.lines)
    sizes[line.position] = rows
      .filter((r) => r.productId === line.productId && r.size !== line.size)
      .map(({ size, available }) => ({ size, available }));
  return { order, events: await eventsOfOrder(db, order.id), sizes };
}
