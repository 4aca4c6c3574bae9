/**
 * An order of the back office's list in words, in one language: what the page's rows show, and what the
 * newer-orders call sends for the rows the browser adds at the top (new-orders.client.ts), so both read alike.
 */
import type { OrderListRow } from '#src/commerce/admin-orders.ts';
import { formatAed, formatDate, formatTime } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { orderSummaryMessages } from '#src/i18n/order-summary.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { describePayment } from '#src/i18n/payment-words.ts';
import { adminOrderMessages } from './messages.ts';

export interface OrderRowWords {
  number: number;
  href: string;
  name: string;
  placed: string;
  customer: string;
  contact: string;
  emirate: string;
  pairs: string;
  total: string;
  payment: string;
  fulfilment: string;
  flagged: string | null;
}

export const orderPath = (locale: Locale, number: number, rest = ''): string =>
  localizedPath(locale, `/admin/orders/${number}${rest}`);

export function orderRowWords(row: OrderListRow, locale: Locale): OrderRowWords {
  const t = adminOrderMessages[locale];
  const processedAt = new Date(row.processedAt);
  return {
    number: row.number,
    href: orderPath(locale, row.number),
    name: row.name,
    placed: fill(t.list.placedAt, { date: formatDate(processedAt, locale), time: formatTime(processedAt, locale) }),
    customer: row.customerName,
    contact: `${row.email}${t.list.separator}${row.phone}`,
    emirate: (orderSummaryMessages[locale].emirates as Record<string, string>)[row.emirate] ?? row.emirate,
    pairs: plural(locale, t.pairs, row.pairs),
    total: formatAed(row.totalFils, locale),
    payment: `${t.financial[row.financialStatus]}${t.list.separator}${describePayment(
      {
        method: row.paymentMethod,
        financialStatus: row.financialStatus,
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
      },
      locale,
    )}`,
    fulfilment: t.fulfilment[row.fulfillmentStatus],
    flagged: row.flagged ? t.list.flagged : null,
  };
}
