/** How an order reads in the history table (docs/product.md §4 "Order status display"). */
import { decimalToFils, formatAed, formatDate } from '#src/i18n/format.ts';
import { messages } from '#src/i18n/messages.en.ts';
import type { Order } from './types.ts';

const FULFILMENT: Record<string, string> = {
  FULFILLED: messages.account.shipped,
  UNFULFILLED: messages.account.preparing,
};

export function fulfilmentLabel(status: string): string {
  return FULFILMENT[status] ?? status;
}

export interface OrderRow {
  name: string;
  statusUrl: string;
  date: string;
  payment: string;
  fulfilment: string;
  total: string;
}

export function orderRow(order: Order): OrderRow {
  return {
    name: order.name,
    statusUrl: order.statusUrl,
    date: formatDate(order.processedAt),
    payment: order.financialStatus,
    fulfilment: fulfilmentLabel(order.fulfillmentStatus),
    total: formatAed(decimalToFils(order.totalPrice)),
  };
}
