/**
 * What the shop asks of a way to pay (docs/decisions/025-payment-providers.md): start a payment for an
 * order, learn how it stands (from a signed notice or by asking), end an unpaid one, refund an amount, and
 * describe a payment by its method, card brand and last four digits. Each online provider implements it
 * (Stripe Checkout: stripe.ts). Cash on delivery is the way to pay without a provider: collected by the courier
 * (markOrderPaid), with nothing to send back online. The commerce engine never sees a card number, only what
 * this interface returns.
 */
import { crossesThreads } from '#src/config/wire-errors.ts';
import type { PaymentMethod } from '#src/config/payments.ts';
import type { Locale } from '#src/i18n/locales.ts';

/** One line of what the payment page lists. */
export interface PaymentLine {
  name: string;
  quantity: number;
  unitAmountFils: number;
}

export interface PaymentRequest {
  orderId: string;
  /** '#1001' */
  orderName: string;
  amountFils: number;
  currency: string;
  email: string;
  locale: Locale;
  /** Listed on the payment page when they add up to the amount; else the order is one line. */
  lines: PaymentLine[];
  /** Where the provider sends the shopper back after paying, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key gets the same payment page: a double click or a second tab makes one. */
  idempotencyKey: string;
}

/** A payment as the provider holds it. */
export type PaymentState =
  | { status: 'open' }
  | { status: 'expired' }
  | {
      status: 'paid';
      /** The provider's id of the money taken: what a refund names. */
      paymentId: string;
      amountFils: number;
      /** ISO 4217, upper case. */
      currency: string;
      card: { brand: string; last4: string } | null;
    };

/** A signed notice from the provider, read. */
export type PaymentNotice =
  | { kind: 'session'; eventId: string; sessionId: string; state: PaymentState }
  /** Money went back outside the shop (the provider's dashboard): how much of the payment is refunded now. */
  | { kind: 'refunded'; eventId: string; paymentId: string; refundedFils: number; amountFils: number }
  | { kind: 'other'; eventId: string; type: string };

export interface StartedPayment {
  sessionId: string;
  /** The hosted payment page. */
  url: string;
}

export interface PaymentProvider {
  /** Its name in orders and in the webhook's path ('stripe'). */
  readonly id: string;
  readonly method: PaymentMethod;
  /** Where its payment page lives: the checkout's forms may lead there (Content-Security-Policy form-action). */
  readonly pageOrigin: string;
  startPayment(request: PaymentRequest): Promise<StartedPayment>;
  lookUp(sessionId: string): Promise<PaymentState>;
  /** Ends an unpaid payment page so that it can no longer be paid; how it stands then (paid if it just was). */
  end(sessionId: string): Promise<PaymentState>;
  /** A notice's raw body and headers, checked against its signature; PaymentNoticeRefused when it fails. */
  readNotice(rawBody: string, headers: Readonly<Record<string, string | undefined>>): PaymentNotice;
  refund(paymentId: string, amountFils: number, idempotencyKey: string): Promise<{ refundId: string }>;
}

/** A notice whose signature, timestamp or body does not hold: the webhook answers 400 and nothing changes. */
export class PaymentNoticeRefused extends Error {
  override name = 'PaymentNoticeRefused';
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'PaymentNoticeRefused';
  }
}
crossesThreads('PaymentNoticeRefused', ({ message }) => new PaymentNoticeRefused(message));

/**
 * The provider refused a call or did not answer it in time. `message` is the provider's own, for the
 * operator; nothing was changed in the shop.
 */
export class PaymentProviderFailed extends Error {
  override name = 'PaymentProviderFailed';
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'PaymentProviderFailed';
  }
}
crossesThreads('PaymentProviderFailed', ({ message }) => new PaymentProviderFailed(message));
