/** An order's timeline in words (docs/admin.md "Orders"): each step, and who took it, in one language. */
import type { OrderEvent } from '#src/commerce/order-events.ts';
import { formatAed } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { adminOrderMessages } from './messages.ts';

const fils = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function eventWords(event: OrderEvent, locale: Locale): string {
  const t = adminOrderMessages[locale];
  const data = event.data ?? {};
  const amount = (key: string) => formatAed(fils(data[key]), locale);
  switch (event.kind) {
    case 'paid':
    case 'cash_collected':
    case 'refunded':
      return fill(t.events[event.kind], { amount: amount('amountFils') });
    case 'switched_to_cash':
      return fill(t.events.switched_to_cash, { amount: amount('totalFils') });
    case 'payment_flagged':
      return fill(t.events.payment_flagged, { flag: String(data.flag ?? '') });
    case 'shipped':
      return data.carrier || data.trackingNumber
        ? fill(t.events.shippedWith, {
            carrier: String(data.carrier ?? t.order.notGiven),
            tracking: String(data.trackingNumber ?? t.order.notGiven),
          })
        : t.events.shipped;
    case 'returned': {
      const pairs = Array.isArray(data.pairs) ? (data.pairs as Array<{ quantity?: number }>) : [];
      const count = pairs.reduce((n, p) => n + (p.quantity ?? 0), 0);
      return fill(t.events.returned, { pairs: plural(locale, t.pairs, count), amount: amount('dueBackFils') });
    }
    case 'exchanged':
      return fill(t.events.exchanged, {
        pairs: plural(locale, t.pairs, fils(data.quantity)),
        size: String(data.size ?? ''),
        newSize: String(data.newSize ?? ''),
      });
    default:
      return t.events[event.kind] ?? event.kind;
  }
}

/** 'the customer', 'the card provider', …; a staff member by e-mail, isolated in a right-to-left line. */
export function actorWords(actor: string, locale: Locale): string {
  const known = (adminOrderMessages[locale].actors as Record<string, string>)[actor];
  return known ?? `\u2066${actor}\u2069`;
}
