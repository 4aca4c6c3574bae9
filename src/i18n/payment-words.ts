/**
 * How an order was paid and where its payment stands, in words (docs/product.md §4 "Payment"): the order
 * page, the account's order table and every order e-mail say it the same way ('Paid by Visa ending 4242').
 */
import { CARD_BRANDS, type PaymentSummary } from '#src/config/payments.ts';
import type { Locale } from './locales.ts';
import { defineMessages, fill } from './messages.ts';

export const paymentWords = defineMessages({
  en: {
    cashDue: 'Cash on delivery, to pay when it arrives',
    cashPaid: 'Paid in cash on delivery',
    cardDue: 'Awaiting card payment',
    cardPaid: 'Paid by {card}',
    cardPartlyRefunded: 'Paid by {card}, partly refunded',
    cardRefunded: 'Refunded to {card}',
    card: '{brand} ending {last4}',
    anyCard: 'card',
    voided: 'Nothing to pay',
    partlyRefunded: 'Partly refunded',
    refunded: 'Refunded',
  },
  ar: {
    cashDue: 'الدفع نقدًا عند الاستلام',
    cashPaid: 'مدفوع نقدًا عند الاستلام',
    cardDue: 'بانتظار الدفع بالبطاقة',
    cardPaid: 'مدفوع ب{card}',
    cardPartlyRefunded: 'مدفوع ب{card}، واسترددنا جزءًا منه',
    cardRefunded: 'مُسترد إلى {card}',
    // The brand is Latin: isolated, so that the digits after it keep their place in a right-to-left line.
    // A no-break space keeps the last four with the word before them when the line wraps.
    card: 'بطاقة \u2066{brand}\u2069 المنتهية بـ\u00a0{last4}',
    anyCard: 'البطاقة',
    voided: 'لا شيء للدفع',
    partlyRefunded: 'مُسترد جزئيًا',
    refunded: 'مُسترد',
  },
});

const brandName = (brand: string): string => CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** 'Visa ending 4242', or 'card' when the provider did not say which. */
export function cardWords(payment: Pick<PaymentSummary, 'cardBrand' | 'cardLast4'>, locale: Locale): string {
  const w = paymentWords[locale];
  return payment.cardBrand && payment.cardLast4
    ? fill(w.card, { brand: brandName(payment.cardBrand), last4: payment.cardLast4 })
    : w.anyCard;
}

export function describePayment(payment: PaymentSummary, locale: Locale): string {
  const w = paymentWords[locale];
  const card = cardWords(payment, locale);
  if (payment.financialStatus === 'VOIDED') return w.voided;
  if (payment.method === 'cash-on-delivery') {
    if (payment.financialStatus === 'PENDING') return w.cashDue;
    if (payment.financialStatus === 'PAID') return w.cashPaid;
    return payment.financialStatus === 'REFUNDED' ? w.refunded : w.partlyRefunded;
  }
  switch (payment.financialStatus) {
    case 'PENDING':
      return w.cardDue;
    case 'PAID':
      return fill(w.cardPaid, { card });
    case 'PARTIALLY_REFUNDED':
      return fill(w.cardPartlyRefunded, { card });
    case 'REFUNDED':
      return fill(w.cardRefunded, { card });
  }
}
