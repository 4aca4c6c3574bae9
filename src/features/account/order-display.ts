/** How an order reads in the history table (docs/product.md §4 "Order status display"), in either language. */
import { decimalToFils, formatAed, formatDate } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { describePayment } from '#src/i18n/payment-words.ts';
import { accountMessages, type AccountMessages } from './messages.ts';
import type { Order } from '#src/http/user.ts';

type Statuses = Readonly<Record<string, string>>;

/** A status the shop knows reads in words; any other value as it is. */
function label(statuses: Statuses, status: string): string {
  return Object.hasOwn(statuses, status) ? statuses[status]! : status;
}

/** An order's statuses in words, as the history table and the order page show them. */
export const fulfilmentLabel = (status: string, locale: Locale): string =>
  label(accountMessages[locale].myAccount.fulfilment, status);

export interface OrderRow {
  name: string;
  statusUrl: string;
  date: string;
  payment: string;
  fulfilment: string;
  total: string;
}

export function orderRow(order: Order, t: AccountMessages['myAccount'], locale: Locale): OrderRow {
  return {
    name: order.name,
    // The order page in the table's language (the shop's own pages are paths; anything else is left alone).
    statusUrl: order.statusUrl.startsWith('/') ? localizedPath(locale, order.statusUrl) : order.statusUrl,
    date: formatDate(order.processedAt, locale),
    payment: order.payment ? describePayment(order.payment, locale) : label(t.payment, order.financialStatus),
    fulfilment: label(t.fulfilment, order.fulfillmentStatus),
    total: formatAed(decimalToFils(order.totalPrice), locale),
  };
}
