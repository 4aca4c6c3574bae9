/**
 * The rules of returns and exchanges as pure functions (docs/product.md §4 "Order lifecycle" and §9
 * "Returns and exchanges"): the windows, who may return, what a return gives back.
 */
import { returns } from '../config/money.ts';
import type { OrderRefusalCode } from './errors.ts';
import type { Order, OrderLine } from './orders.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True while `at` is within `days` days of `from`. */
export const withinDays = (from: Date, days: number, at: Date): boolean =>
  at.getTime() - from.getTime() <= days * DAY_MS;

/** A sale item is sold below its compare-at price; it cannot be returned, only exchanged. */
export const isSaleItem = (line: OrderLine): boolean =>
  line.compareAtPriceFils !== null && line.compareAtPriceFils > line.unitPriceFils;

/** Pairs of a line that are neither returned nor exchanged yet. */
export const pairsLeft = (line: OrderLine): number => line.quantity - line.returnedQuantity - line.exchangedQuantity;

/** What stops any return or exchange of the order at `at`, before its lines are looked at. */
export function settlementRefusal(order: Order, kind: 'return' | 'exchange', at: Date): OrderRefusalCode | null {
  if (order.fulfillmentStatus === 'CANCELLED') return 'order_cancelled';
  if (!order.deliveredAt) return 'order_not_delivered';
  // Cash handed over on delivery is not paid back: such an order is exchanged, or returned before it is paid.
  if (
    kind === 'return' &&
    order.paymentMethod === 'cash-on-delivery' &&
    !returns.codReturnable &&
    order.financialStatus !== 'PENDING'
  )
    return 'return_exchange_only';
  const days = kind === 'return' ? returns.returnDays : returns.exchangeDays;
  if (!withinDays(order.deliveredAt, days, at))
    return kind === 'return' ? 'return_window_closed' : 'exchange_window_closed';
  return null;
}

export interface ReturnFigures {
  /** The returned pairs at what was paid for them: their price less their share of the order's discount. */
  goodsFils: number;
  /** The higher of the fixed fee and the percentage of the goods. */
  restockingFeeFils: number;
  /** Paid back, or no longer to pay before the cash is collected. Shipping and the cash fee are not. */
  dueBackFils: number;
}

export function returnFigures(
  order: Order,
  returned: ReadonlyArray<{ line: OrderLine; quantity: number }>,
): ReturnFigures {
  const listFils = returned.reduce((sum, r) => sum + r.line.unitPriceFils * r.quantity, 0);
  const paidShare =
    order.merchandiseFils > 0 ? (order.merchandiseFils - order.discountFils) / order.merchandiseFils : 1;
  const goodsFils = Math.round(listFils * paidShare);
  const restockingFeeFils = Math.max(
    returns.restockingFeeMinFils,
    Math.round((goodsFils * returns.restockingFeePercent) / 100),
  );
  return { goodsFils, restockingFeeFils, dueBackFils: Math.max(0, goodsFils - restockingFeeFils) };
}

/** The order's fulfilment status once its lines are settled as they are now. */
export function settledStatus(
  lines: readonly OrderLine[],
): 'RETURNED' | 'PARTIALLY_RETURNED' | 'EXCHANGED' | 'DELIVERED' {
  if (lines.every((l) => l.returnedQuantity === l.quantity)) return 'RETURNED';
  if (lines.some((l) => l.returnedQuantity > 0)) return 'PARTIALLY_RETURNED';
  if (lines.some((l) => l.exchangedQuantity > 0)) return 'EXCHANGED';
  return 'DELIVERED';
}
