/**
 * The operator's changes to an order after it is placed (docs/product.md §4 "Order lifecycle"): ship it
 * (with a carrier and tracking number), record its delivery, record the cash collected, cancel it before
 * it ships, return some of its pairs, exchange pairs for another size. Each change is one transaction:
 * the order row is locked, the rule checked, stock moved, the order updated and the customer's e-mail
 * written to the outbox in the order's language; a refusal is an OrderRefusal code and changes nothing.
 * Stock that comes back goes through returnToStock (inventory.ts). An order paid by card gets its money back
 * through the provider inside the same transaction (payments/refunds.ts): a refused refund changes nothing.
 * Each change also writes the order's timeline (order-events.ts) and the audit log (staff/audit.ts), with who
 * made it: the staff member given as `by`, or the command line when none is.
 */
import type { Db, Queryable } from './db/index.ts';
import { OrderRefusal } from './errors.ts';
import { returnToStock } from './inventory.ts';
import { enqueueMail, mailOrigin } from './mail/outbox.ts';
import { orderChangeMail, type OrderChange } from './mail/order-change.ts';
import { orderByNumber, type Order } from './orders.ts';
import { paidOnline, refundToCard } from './payments/refunds.ts';
import { endCardPayment } from './payments/card-payments.ts';
import { releaseOrder } from './order-release.ts';
import { actorName, recordOrderEvent, type OrderEventKind } from './order-events.ts';
import { audit, type Actor } from './staff/audit.ts';
import { creditCancelledOrder, creditReturnedPairs } from './tax-documents.ts';
import {
  pairsLeft,
  isSaleItem,
  returnFigures,
  settledStatus,
  settlementRefusal,
  type ReturnFigures,
} from './returns.ts';

/** Locks the order for the rest of the transaction and reads it whole. */
async function lockOrder(tx: Queryable, number: number): Promise<Order> {
  const { rows } = await tx.query('SELECT id FROM orders WHERE number = $1 FOR UPDATE', [number]);
  if (rows.length === 0) throw new OrderRefusal('order_not_found');
  return (await orderByNumber(tx, number))!;
}

/** What a change did, for the timeline and the audit log: codes and figures. */
interface ChangeRecord {
  kind: OrderEventKind;
  data?: Record<string, unknown>;
}

const statusesOf = (order: Order) => ({
  fulfillmentStatus: order.fulfillmentStatus,
  financialStatus: order.financialStatus,
});

/**
 * Runs one change: lock, `apply` (which refuses or updates), then the timeline, the audit log and the e-mail
 * about the order as it now is. Money that went back to the card in the change is a step of its own.
 */
function changeOrder<T extends object>(
  db: Db,
  number: number,
  by: Actor | null,
  apply: (tx: Queryable, order: Order) => Promise<{ change: OrderChange; record: ChangeRecord; result: T }>,
): Promise<T & { order: Order }> {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, number);
    const { change, record, result } = await apply(tx, before);
    const order = (await orderByNumber(tx, number))!;
    const actor = actorName(by);
    await recordOrderEvent(tx, order.id, record.kind, actor, record.data ?? null);
    const refundedFils = order.refundedFils - before.refundedFils;
    if (refundedFils > 0) await recordOrderEvent(tx, order.id, 'refunded', actor, { amountFils: refundedFils });
    await audit(tx, by, `order.${record.kind}`, order.name, statusesOf(before), {
      ...statusesOf(order),
      ...record.data,
      ...(refundedFils > 0 ? { refundedFils } : {}),
    });
    await enqueueMail(tx, orderChangeMail(order, change, mailOrigin()));
    return { ...result, order };
  });
}

export interface Shipment {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

export function shipOrder(
  db: Db,
  number: number,
  shipment: Shipment = {},
  by: Actor | null = null,
): Promise<{ order: Order }> {
  return changeOrder(db, number, by, async (tx, order) => {
    if (order.fulfillmentStatus === 'CANCELLED') throw new OrderRefusal('order_cancelled');
    if (order.fulfillmentStatus !== 'UNFULFILLED') throw new OrderRefusal('order_already_shipped');
    if (order.paymentMethod === 'card' && order.financialStatus === 'PENDING')
      throw new OrderRefusal('order_awaiting_payment');
    await tx.query(
      `UPDATE orders SET fulfillment_status = 'FULFILLED', fulfilled_at = now(), carrier = $2, tracking_number = $3
       WHERE id = $1`,
      [order.id, shipment.carrier ?? null, shipment.trackingNumber ?? null],
    );
    const record: ChangeRecord = {
      kind: 'shipped',
      data: { carrier: shipment.carrier ?? null, trackingNumber: shipment.trackingNumber ?? null },
    };
    return { change: { kind: 'shipped' }, record, result: {} };
  });
}

/** `on`: when it was delivered, if not now (an ISO date or time, neither before it shipped nor in the future). */
export function deliverOrder(db: Db, number: number, on?: string, by: Actor | null = null): Promise<{ order: Order }> {
  return changeOrder(db, number, by, async (tx, order) => {
    if (order.fulfillmentStatus === 'CANCELLED') throw new OrderRefusal('order_cancelled');
    if (order.fulfillmentStatus === 'UNFULFILLED') throw new OrderRefusal('order_not_shipped');
    if (order.fulfillmentStatus !== 'FULFILLED') throw new OrderRefusal('order_already_delivered');
    const at = on === undefined ? new Date() : new Date(on);
    if (
      Number.isNaN(at.getTime()) ||
      at.getTime() > Date.now() ||
      (order.fulfilledAt && at < startOfDay(order.fulfilledAt))
    )
      throw new OrderRefusal('delivery_date_invalid');
    await tx.query(`UPDATE orders SET fulfillment_status = 'DELIVERED', delivered_at = $2 WHERE id = $1`, [
      order.id,
      at,
    ]);
    return { change: { kind: 'delivered' }, record: { kind: 'delivered', data: { at: at.toISOString() } }, result: {} };
  });
}

const startOfDay = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** The cash was collected: what the order costs less what returns took off it before. */
export function markOrderPaid(
  db: Db,
  number: number,
  by: Actor | null = null,
): Promise<{ order: Order; paidFils: number }> {
  return changeOrder(db, number, by, async (tx, order) => {
    if (order.fulfillmentStatus === 'CANCELLED') throw new OrderRefusal('order_cancelled');
    if (order.paymentMethod !== 'cash-on-delivery') throw new OrderRefusal('order_paid_by_card');
    if (order.financialStatus !== 'PENDING') throw new OrderRefusal('order_already_paid');
    if (order.fulfillmentStatus === 'UNFULFILLED') throw new OrderRefusal('order_not_shipped');
    await tx.query(`UPDATE orders SET financial_status = 'PAID', paid_at = now() WHERE id = $1`, [order.id]);
    const paidFils = order.totalFils - order.returnedFils;
    const record: ChangeRecord = { kind: 'cash_collected', data: { amountFils: paidFils } };
    return { change: { kind: 'paid', paidFils }, record, result: { paidFils } };
  });
}

/**
 * Before it ships: nothing to pay, and what was paid by card goes back to it in full. A payment page still
 * open is ended first, so that nobody pays for a cancelled order; one paid meanwhile is refunded.
 */
export function cancelOrder(db: Db, number: number, by: Actor | null = null): Promise<{ order: Order }> {
  return changeOrder(db, number, by, async (tx, order) => {
    if (order.fulfillmentStatus === 'CANCELLED') throw new OrderRefusal('order_cancelled');
    if (order.fulfillmentStatus !== 'UNFULFILLED') throw new OrderRefusal('order_already_shipped');
    const settled = await endCardPayment(tx, order);
    if (paidOnline(settled)) {
      await refundToCard(tx, settled, settled.totalFils - settled.refundedFils, 'cancelled');
      await tx.query(`UPDATE orders SET financial_status = 'REFUNDED' WHERE id = $1`, [order.id]);
    }
    await releaseOrder(tx, settled);
    await creditCancelledOrder(tx, settled);
    return { change: { kind: 'cancelled' }, record: { kind: 'cancelled' }, result: {} };
  });
}

export interface PairsOfLine {
  /** The line's position in the order, from 1. */
  line: number;
  quantity: number;
}

function lineOf(order: Order, position: number) {
  const line = order.lines.find((l) => l.position === position);
  if (!line) throw new OrderRefusal('order_line_not_found');
  return line;
}

/** Pairs of some lines come back within the return window; the figures say what is due back. */
export function returnOrderLines(
  db: Db,
  number: number,
  pairs: readonly PairsOfLine[],
  at: Date = new Date(),
  by: Actor | null = null,
): Promise<{ order: Order; figures: ReturnFigures }> {
  return changeOrder(db, number, by, async (tx, order) => {
    const refusal = settlementRefusal(order, 'return', at);
    if (refusal) throw new OrderRefusal(refusal);
    const returned = pairs.map((p) => ({ line: lineOf(order, p.line), quantity: p.quantity }));
    for (const { line, quantity } of returned) {
      if (isSaleItem(line)) throw new OrderRefusal('return_sale_item');
      const asked = returned.filter((r) => r.line === line).reduce((n, r) => n + r.quantity, 0);
      if (!Number.isInteger(quantity) || quantity < 1 || asked > pairsLeft(line))
        throw new OrderRefusal('more_than_bought');
    }
    const figures = returnFigures(order, returned);
    await refundToCard(tx, order, figures.dueBackFils, 'returned');
    for (const { line, quantity } of returned) {
      await returnToStock(tx, line.variantId, quantity);
      line.returnedQuantity += quantity;
      await tx.query(
        'UPDATE order_lines SET returned_quantity = returned_quantity + $3 WHERE order_id = $1 AND position = $2',
        [order.id, line.position, quantity],
      );
    }
    const status = settledStatus(order.lines);
    await tx.query(
      `UPDATE orders SET fulfillment_status = $2, returned_fils = returned_fils + $3,
         financial_status = CASE WHEN financial_status = 'PENDING' THEN 'PENDING'
                                 WHEN $2 = 'RETURNED' THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END
       WHERE id = $1`,
      [order.id, status, figures.dueBackFils],
    );
    await creditReturnedPairs(tx, order, returned, figures, at);
    const change: OrderChange = {
      kind: 'returned',
      pairs: returned.map((r) => ({ title: r.line.title, size: r.line.size, quantity: r.quantity })),
      figures,
      paidBefore: order.financialStatus !== 'PENDING',
    };
    const record: ChangeRecord = {
      kind: 'returned',
      data: {
        pairs: returned.map((r) => ({ line: r.line.position, size: r.line.size, quantity: r.quantity })),
        goodsFils: figures.goodsFils,
        restockingFeeFils: figures.restockingFeeFils,
        dueBackFils: figures.dueBackFils,
      },
    };
    return { change, record, result: { figures } };
  });
}

export interface ExchangeRequest {
  line: number;
  /** The new EU size, of the same colour. */
  size: number;
  quantity?: number | undefined;
}

/** Pairs of a line for another size of the same colour, within the exchange window: stock moves both ways. */
export function exchangeOrderLine(
  db: Db,
  number: number,
  request: ExchangeRequest,
  at: Date = new Date(),
  by: Actor | null = null,
): Promise<{ order: Order }> {
  return changeOrder(db, number, by, async (tx, order) => {
    const refusal = settlementRefusal(order, 'exchange', at);
    if (refusal) throw new OrderRefusal(refusal);
    const line = lineOf(order, request.line);
    const quantity = request.quantity ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > pairsLeft(line))
      throw new OrderRefusal('more_than_bought');
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM variants WHERE product_id = $1 AND size = $2 AND size <> $3',
      [line.productId, request.size, line.size],
    );
    const target = rows[0];
    if (!target) throw new OrderRefusal('exchange_not_a_size_of_it');
    const taken = await tx.query(
      `UPDATE variants SET available = available - $2, updated_at = now()
       WHERE id = $1 AND in_feed AND available >= $2`,
      [target.id, quantity],
    );
    if (taken.rowCount === 0) throw new OrderRefusal('exchange_size_sold_out');
    await returnToStock(tx, line.variantId, quantity);
    await tx.query(
      'UPDATE order_lines SET exchanged_quantity = exchanged_quantity + $3 WHERE order_id = $1 AND position = $2',
      [order.id, line.position, quantity],
    );
    await tx.query(
      'INSERT INTO order_exchanges (order_id, position, variant_id, size, quantity) VALUES ($1, $2, $3, $4, $5)',
      [order.id, line.position, target.id, request.size, quantity],
    );
    line.exchangedQuantity += quantity;
    await tx.query('UPDATE orders SET fulfillment_status = $2 WHERE id = $1', [order.id, settledStatus(order.lines)]);
    const change: OrderChange = {
      kind: 'exchanged',
      pairs: [{ title: line.title, size: line.size, quantity }],
      newSize: request.size,
    };
    const record: ChangeRecord = {
      kind: 'exchanged',
      data: { line: line.position, size: line.size, newSize: request.size, quantity },
    };
    return { change, record, result: {} };
  });
}
