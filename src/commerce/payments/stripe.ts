/**
 * Stripe Checkout: the card (with Apple Pay and Google Pay) is taken on Stripe's hosted page, in AED, so no
 * card number ever reaches the shop. The adapter speaks to Stripe through its own client: one Checkout
 * Session per payment page (its idempotency key from the order), the session read back with its payment and
 * charge for the card's brand and last four, notices checked by `Stripe-Signature`, refunds by payment id.
 * STRIPE_API_URL points the client at another address (the stand-in, scripts/payments/) through its
 * documented host, port and protocol options.
 */
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { payments } from '#src/config/payments.ts';
import {
  PaymentNoticeRefused,
  PaymentProviderFailed,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentState,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (http://localhost:12111); Stripe's own when unset. */
  apiUrl?: string | undefined;
}

/** Stripe's locales for the shop's languages. */
const LOCALES = { en: 'en', ar: 'ar' } as const;

let library: typeof Stripe | undefined;

/**
 * Stripe's library, loaded when a provider is first opened (its keys set): some 200 modules that every process
 * importing the engine would otherwise hold, the server's main thread among them. Required, since opening a
 * provider is synchronous.
 */
const stripeLibrary = (): typeof Stripe => (library ??= createRequire(import.meta.url)('stripe') as typeof Stripe);

function clientOf({ secretKey, apiUrl }: StripeSettings): Stripe {
  const address = apiUrl ? new URL(apiUrl) : null;
  const StripeClient = stripeLibrary();
  return new StripeClient(secretKey, {
    timeout: payments.providerTimeoutSeconds * 1000,
    // Every call that changes something carries an idempotency key, so a retry cannot charge or refund twice.
    maxNetworkRetries: 1,
    telemetry: false,
    ...(address && {
      host: address.hostname,
      port: address.port || (address.protocol === 'https:' ? 443 : 80),
      protocol: address.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** What the provider said, for the operator: Stripe's message, or that it did not answer. */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof stripeLibrary().errors.StripeError) {
      const answer = error.type === 'StripeConnectionError' ? 'did not answer' : `refused: ${error.message}`;
      throw new PaymentProviderFailed(`Stripe ${answer}${error.code ? ` (${error.code})` : ''}`);
    }
    throw error;
  }
}

function stateOf(session: Stripe.Checkout.Session): PaymentState {
  if (session.status === 'expired') return { status: 'expired' };
  if (session.payment_status !== 'paid') return { status: 'open' };
  const intent = session.payment_intent;
  const paymentId = typeof intent === 'string' ? intent : (intent?.id ?? session.id);
  const charge = typeof intent === 'object' && intent !== null ? intent.latest_charge : null;
  const card = typeof charge === 'object' && charge !== null ? charge.payment_method_details?.card : null;
  return {
    status: 'paid',
    paymentId,
    amountFils: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    card: card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null,
  };
}

const EXPANDED = { expand: ['payment_intent.latest_charge'] };

function lineItemsOf(request: PaymentRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const listed = request.lines.reduce((sum, line) => sum + line.unitAmountFils * line.quantity, 0);
  // A discount has no line of its own on the page: the order is then one line for its total.
  const lines =
    listed === request.amountFils
      ? request.lines
      : [{ name: request.orderName, quantity: 1, unitAmountFils: request.amountFils }];
  return lines.map((line) => ({
    quantity: line.quantity,
    price_data: {
      currency: request.currency.toLowerCase(),
      unit_amount: line.unitAmountFils,
      product_data: { name: line.name },
    },
  }));
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientOf(settings);
  const retrieve = (sessionId: string) => stripe.checkout.sessions.retrieve(sessionId, EXPANDED);
  return {
    id: 'stripe',
    method: 'card',
    pageOrigin: settings.apiUrl ? new URL(settings.apiUrl).origin : 'https://checkout.stripe.com',
    async startPayment(request) {
      const metadata = { order_id: request.orderId, order_name: request.orderName };
      const separator = request.returnUrl.includes('?') ? '&' : '?';
      const session = await calling(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: lineItemsOf(request),
            customer_email: request.email,
            client_reference_id: request.orderId,
            locale: LOCALES[request.locale],
            metadata,
            payment_intent_data: { metadata },
            success_url: `${request.returnUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderFailed('Stripe gave no payment page for the session');
      return { sessionId: session.id, url: session.url };
    },
    async lookUp(sessionId) {
      return stateOf(await calling(() => retrieve(sessionId)));
    },
    async end(sessionId) {
      try {
        return stateOf(await stripe.checkout.sessions.expire(sessionId, EXPANDED));
      } catch (error) {
        // Only an open session can be expired: one that was paid or expired meanwhile is read as it is.
        if (!(error instanceof stripeLibrary().errors.StripeInvalidRequestError))
          return calling(() => Promise.reject(error));
        return stateOf(await calling(() => retrieve(sessionId)));
      }
    },
    readNotice(rawBody, headers) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers['stripe-signature'] ?? '',
          settings.webhookSecret,
          payments.noticeToleranceSeconds,
        );
      } catch (error) {
        throw new PaymentNoticeRefused((error as Error).message);
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.expired': {
          const session = event.data.object;
          return { kind: 'session', eventId: event.id, sessionId: session.id, state: stateOf(session) };
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
          return {
            kind: 'refunded',
            eventId: event.id,
            paymentId: intent ?? charge.id,
            refundedFils: charge.amount_refunded,
            amountFils: charge.amount,
          };
        }
        default:
          return { kind: 'other', eventId: event.id, type: event.type };
      }
    },
    async refund(paymentId, amountFils, idempotencyKey) {
      const refund = await calling(() =>
        stripe.refunds.create({ payment_intent: paymentId, amount: amountFils }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },
  };
}
