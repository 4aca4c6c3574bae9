/**
 * The order confirmation e-mail (at placement for cash on delivery, once paid for a card): plain text, with
 * the figures of a UAE tax invoice (VAT contained), in the language the order was placed in (amounts and
 * the delivery day formatted in it, Western digits).
 */
import { vat } from '#src/config/money.ts';
import { discountName, orderSummaryMessages } from '#src/i18n/order-summary.ts';
import { formatAed, formatAedInSentence, formatDay } from '#src/i18n/format.ts';
import { fill } from '#src/i18n/messages.ts';
import { paymentSummaryOf, type Order } from '../orders.ts';
import { describePayment } from '#src/i18n/payment-words.ts';
import { orderMailMessages } from './messages.ts';
import type { OutgoingMail } from './outbox.ts';
import { localizedPath } from '#src/i18n/paths.ts';

export function orderConfirmationMail(order: Order, origin: string): OutgoingMail {
  const { locale } = order;
  const m = orderMailMessages[locale];
  const c = orderSummaryMessages[locale];
  const aed = (fils: number) => formatAed(fils, locale);
  const emirate = (c.emirates as Record<string, string>)[order.emirate] ?? order.emirate;
  const statusPage = localizedPath(locale, order.statusUrl);
  const amounts: Array<[string, string]> = [[c.subtotal, aed(order.merchandiseFils)]];
  if (order.discountFils > 0)
    amounts.push([`${c.discount} (${discountName(order.discountLabel ?? '', locale)})`, aed(-order.discountFils)]);
  amounts.push([c.shipping, order.shippingFils === 0 ? c.free : aed(order.shippingFils)]);
  if (order.codFeeFils > 0) amounts.push([c.codFee, aed(order.codFeeFils)]);
  const text = [
    fill(m.greeting, { customerName: order.customerName }),
    '',
    fill(m.thanks, { name: order.name }),
    '',
    ...order.lines.map((l) =>
      fill(m.line, {
        quantity: l.quantity,
        title: l.title[locale],
        size: l.size,
        amount: aed(l.unitPriceFils * l.quantity),
      }),
    ),
    '',
    ...amounts.map(([label, amount]) => `${label}: ${amount}`),
    `${c.total}: ${aed(order.totalFils)}`,
    `${fill(c.vatIncluded, { vat: `${vat.percent}%` })}: ${aed(order.vatFils)}`,
    '',
    fill(m.deliveryOn, { date: formatDay(order.deliveryDate, locale) }),
    order.customerName,
    order.address,
    `${order.area}${locale === 'ar' ? '، ' : ', '}${emirate}`,
    order.phone,
    '',
    order.paymentMethod === 'cash-on-delivery'
      ? fill(m.payOnDelivery, { total: formatAedInSentence(order.totalFils, locale) })
      : fill(m.payment, { payment: describePayment(paymentSummaryOf(order), locale) }),
    '',
    m.statusLink,
    new URL(statusPage, origin).href,
    '',
    fill(m.invoiceLink, { url: new URL(`${statusPage}/invoice`, origin).href }),
    '',
    m.signOff,
  ].join('\n');
  return { kind: 'order-confirmation', to: order.email, subject: fill(m.subject, { name: order.name }), text };
}
