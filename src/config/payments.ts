/**
 * How shoppers pay (docs/product.md §4 "Payment"): by card (with Apple Pay and Google Pay) on a payment
 * provider's hosted page, or in cash on delivery. Card payment is offered only once a provider's keys are set.
 */
export const PAYMENT_METHODS = ['card', 'cash-on-delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const FINANCIAL_STATUSES = ['PENDING', 'PAID', 'VOIDED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

/** What an order's payment is, as the shopper and the operator read it: never more of a card than this. */
export interface PaymentSummary {
  method: PaymentMethod;
  financialStatus: FinancialStatus;
  /** The card's network as the provider names it ('visa', 'mastercard', 'amex'…), once paid by card. */
  cardBrand: string | null;
  cardLast4: string | null;
}

/** Card networks by the provider's id, as shoppers know them; another network shows its id capitalised. */
export const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const payments = {
  /**
   * An unpaid card order holds its pairs this long, then it is cancelled and they go back on sale. Each new
   * payment page starts it again. Stripe takes 30 minutes to 24 hours; PAYMENT_SESSION_MINUTES overrides it.
   */
  sessionMinutes: 30,
  /** How often each server looks up card payments whose provider's notice has not come (a missed webhook). */
  reconcileEverySeconds: 60,
  /** A call to the provider that has not answered by then has failed; trying again is safe (idempotency keys). */
  providerTimeoutSeconds: 15,
  /** A provider's notice signed longer ago than this is refused (a replayed old notice). */
  noticeToleranceSeconds: 300,
} as const;
