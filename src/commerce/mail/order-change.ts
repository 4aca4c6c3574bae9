/**
 * The e-mail about a change the operator made to an order (src/commerce/order-changes.ts): HTML and plain text
 * from one content (./html/content.ts), in
 * the language the order was placed in, with the link to its status page.
 */
import { returns } from '#src/config/money.ts';
import { formatAed } from '#src/i18n/format.ts';
import { cardWords, describePayment } from '#src/i18n/payment-words.ts';
import type { LocaleTexts } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { unitMessages } from '#src/i18n/units.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { paymentSummaryOf, type Order } from '../orders.ts';
import type { ReturnFigures } from '../returns.ts';
import { orderMailMessages } from './messages.ts';
import type { OutgoingMail } from './outbox.ts';
import { isolate, isolateTyped, mailText, type MailBlock, type MailContent } from './html/content.ts';

interface Pairs {
  /** As the order holds it, in both languages; the mail takes the order's. */
  title: LocaleTexts;
  size: number;
  quantity: number;
}

export type OrderChange =
  | { kind: 'shipped' }
  | { kind: 'delivered' }
  | { kind: 'paid'; paidFils: number }
  | { kind: 'cancelled' }
  /** A card order not paid in time (payments/card-payments.ts). */
  | { kind: 'payment_expired' }
  | { kind: 'returned'; pairs: Pairs[]; figures: ReturnFigures; paidBefore: boolean }
  | { kind: 'exchanged'; pairs: Pairs[]; newSize: number };

/** What went back to the card, when something did. */
function refundLines(order: Order, amountFils: number): string[] {
  if (order.paymentMethod !== 'card' || amountFils <= 0) return [];
  const { locale } = order;
  const [bankFrom = '', bankTo = ''] = returns.bankDays.split('-');
  return [
    fill(orderMailMessages[locale].refunded, {
      amount: formatAed(amountFils, locale),
      card: cardWords(order, locale),
      bankFrom,
      bankDays: plural(locale, unitMessages[locale].days, Number(bankTo)),
    }),
  ];
}

function details(order: Order, change: OrderChange): string[] {
  const { locale } = order;
  const m = orderMailMessages[locale];
  const aed = (fils: number) => formatAed(fils, locale);
  const pairs = (list: Pairs[]) => list.map((p) => fill(m.pair, { ...p, title: p.title[locale] }));
  switch (change.kind) {
    case 'shipped':
      return [
        ...(order.carrier ? [fill(m.changes.shipped.carrier, { carrier: isolateTyped(order.carrier, locale) })] : []),
        ...(order.trackingNumber
          ? [fill(m.changes.shipped.tracking, { tracking: isolate(order.trackingNumber, locale) })]
          : []),
      ];
    case 'paid':
      return [];
    case 'delivered':
    case 'payment_expired':
      return [];
    case 'cancelled':
      return refundLines(order, order.refundedFils);
    case 'returned': {
      const r = m.changes.returned;
      const { restockingFeeFils, dueBackFils } = change.figures;
      return [
        ...pairs(change.pairs),
        '',
        fill(r.fee, { amount: aed(restockingFeeFils) }),
        ...(order.paymentMethod === 'card'
          ? refundLines(order, dueBackFils)
          : [
              change.paidBefore
                ? fill(r.refund, { amount: aed(dueBackFils) })
                : fill(r.nowDue, { amount: aed(dueBackFils), due: aed(order.totalFils - order.returnedFils) }),
            ]),
      ];
    }
    case 'exchanged':
      return [...pairs(change.pairs), fill(m.changes.exchanged.newSize, { size: change.newSize })];
  }
}

export function orderChangeMail(order: Order, change: OrderChange, origin: string): OutgoingMail {
  const m = orderMailMessages[order.locale];
  const copy = m.changes[change.kind];
  const amount = change.kind === 'paid' ? formatAed(change.paidFils, order.locale) : '';
  const lines = details(order, change);
  // The details' blank lines part paragraphs.
  const paragraphs: MailBlock[] = [];
  let current: string[] = [];
  for (const line of [fill(copy.body, { name: isolate(order.name, order.locale), amount }), '', ...lines, '']) {
    if (line !== '') current.push(line);
    else if (current.length > 0) {
      paragraphs.push({ kind: 'paragraph', lines: current });
      current = [];
    }
  }
  const content: MailContent = {
    locale: order.locale,
    origin: new URL(localizedPath(order.locale, '/'), origin).href,
    heading: fill(m.greeting, { customerName: order.customerName }),
    blocks: [
      ...paragraphs,
      // Where payment stands after the change, as the order page says it; an expired order's body says it already.
      ...(change.kind === 'payment_expired'
        ? []
        : [
            {
              kind: 'paragraph' as const,
              lines: [fill(m.payment, { payment: describePayment(paymentSummaryOf(order), order.locale) })],
            },
          ]),
      {
        kind: 'button',
        label: m.statusLink,
        href: new URL(localizedPath(order.locale, order.statusUrl), origin).href,
      },
    ],
    signOff: m.signOff,
  };
  return {
    kind: `order-${change.kind}`,
    to: order.email,
    subject: fill(copy.subject, { name: order.name }),
    text: mailText(content),
    content,
  };
}
