/**
 * The order confirmation e-mail (at placement for cash on delivery, once paid for a card): HTML and plain text
 * from one content (./html/content.ts), with
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
import { isolate, mailText, type MailContent } from './html/content.ts';

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
  const content: MailContent = {
    locale,
    origin: new URL(localizedPath(locale, '/'), origin).href,
    heading: fill(m.greeting, { customerName: order.customerName }),
    blocks: [
      { kind: 'paragraph', lines: [fill(m.thanks, { name: isolate(order.name, locale) })] },
      {
        kind: 'rows',
        rows: order.lines.map((l) => ({
          label: fill(m.pair, { quantity: l.quantity, title: l.title[locale], size: l.size }),
          value: aed(l.unitPriceFils * l.quantity),
        })),
      },
      {
        kind: 'rows',
        rows: [
          ...amounts.map(([label, value]) => ({ label, value })),
          { label: c.total, value: aed(order.totalFils), strong: true },
          { label: fill(c.vatIncluded, { vat: `${vat.percent}%` }), value: aed(order.vatFils) },
        ],
      },
      {
        kind: 'paragraph',
        lines: [
          fill(m.deliveryOn, { date: formatDay(order.deliveryDate, locale) }),
          order.customerName,
          order.address,
          `${order.area}${locale === 'ar' ? '، ' : ', '}${emirate}`,
          isolate(order.phone, locale),
        ],
      },
      {
        kind: 'paragraph',
        lines: [
          order.paymentMethod === 'cash-on-delivery'
            ? fill(m.payOnDelivery, { total: formatAedInSentence(order.totalFils, locale) })
            : fill(m.payment, { payment: describePayment(paymentSummaryOf(order), locale) }),
        ],
      },
      { kind: 'button', label: m.statusLink, href: new URL(statusPage, origin).href },
      { kind: 'paragraph', lines: [fill(m.invoiceLink, { url: new URL(`${statusPage}/invoice`, origin).href })] },
    ],
    signOff: m.signOff,
  };
  return {
    kind: 'order-confirmation',
    to: order.email,
    subject: fill(m.subject, { name: order.name }),
    text: mailText(content),
    content,
  };
}
