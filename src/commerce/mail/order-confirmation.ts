/** The order confirmation e-mail: plain text, with the figures of a UAE tax invoice (VAT contained). */
import { vat } from '#src/config/shop.ts';
import { formatAed, formatDate } from '#src/i18n/format.ts';
import { messages } from '#src/i18n/messages.en.ts';
import type { Order } from '../orders.ts';
import type { OutgoingMail } from './outbox.ts';

const m = messages.orderMail;
const c = messages.checkout;

export function orderConfirmationMail(order: Order, origin: string): OutgoingMail {
  const amounts: Array<[string, number]> = [[c.subtotal, order.merchandiseFils]];
  if (order.discountFils > 0) amounts.push([`${c.discount} (${order.discountLabel})`, -order.discountFils]);
  amounts.push([c.shipping, order.shippingFils]);
  if (order.codFeeFils > 0) amounts.push([c.codFee, order.codFeeFils]);
  const text = [
    m.greeting(order.customerName),
    '',
    m.thanks(order.name),
    '',
    ...order.lines.map((l) => m.line(l.quantity, l.title, l.size, formatAed(l.unitPriceFils * l.quantity))),
    '',
    ...amounts.map(([label, fils]) => `${label}: ${fils === 0 && label === c.shipping ? c.free : formatAed(fils)}`),
    `${c.total}: ${formatAed(order.totalFils)}`,
    `${c.vatIncluded(`${vat.percent}%`)}: ${formatAed(order.vatFils)}`,
    '',
    m.deliveryOn(formatDate(`${order.deliveryDate}T12:00:00+04:00`)),
    order.customerName,
    order.address,
    `${order.area}, ${order.emirate}`,
    order.phone,
    '',
    m.payOnDelivery(formatAed(order.totalFils)),
    '',
    m.statusLink,
    new URL(order.statusUrl, origin).href,
    '',
    m.signOff,
  ].join('\n');
  return { kind: 'order-confirmation', to: order.email, subject: m.subject(order.name), text };
}
