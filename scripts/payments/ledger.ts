/**
 * The stand-in's state: Checkout Sessions, the PaymentIntents and Charges a payment makes, and Refunds,
 * as Stripe's JSON objects. Every change that Stripe announces is handed to `announce` as an event.
 */
import { randomBytes } from 'node:crypto';
import { invalidRequest, missingParam, noSuch } from './errors.ts';
import type { Form } from './form.ts';
import type { CardSeen } from './cards.ts';
import { integer, metadata, text, type SessionParams } from './session-params.ts';

type Json = Record<string, unknown>;

export interface Session extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string | null;
  customer_email: string | null;
  locale: string | null;
  expires_at: number;
  payment_intent: string | null;
  line_items_shown: { name: string; unit_amount: number; quantity: number }[];
}

export interface Charge extends Json {
  id: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
}

export type Announce = (type: string, object: Json) => void;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newId(prefix: string, length = 24): string {
  return prefix + [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const unixNow = () => Math.floor(Date.now() / 1000);

/** Stripe's objects cross-reference by id; expanding replaces the id by the object (see `view`). */
const EXPANDABLE: Record<string, Record<string, string>> = {
  'checkout.session': { payment_intent: 'payment_intent' },
  payment_intent: { latest_charge: 'charge' },
  charge: { payment_intent: 'payment_intent' },
  refund: { charge: 'charge', payment_intent: 'payment_intent' },
};

export class Ledger {
  readonly sessions = new Map<string, Session>();
  private readonly intents = new Map<string, Json>();
  private readonly charges = new Map<string, Charge>();
  private readonly refunds = new Map<string, Json>();
  /** payment_intent_data[metadata] by session: Stripe shows it on the PaymentIntent only. */
  private readonly intentMetadata = new Map<string, Record<string, string>>();
  private readonly announce: Announce;

  constructor(announce: Announce) {
    this.announce = announce;
  }

  createSession(params: SessionParams, baseUrl: string): Session {
    const id = newId('cs_test_', 58);
    const amount = params.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    const session: Session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: params.cancelUrl,
      client_reference_id: params.clientReferenceId,
      created: unixNow(),
      currency: params.currency,
      customer_details: null,
      customer_email: params.customerEmail,
      expires_at: params.expiresAt,
      livemode: false,
      locale: params.locale,
      metadata: params.metadata,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: params.paymentMethodTypes,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.successUrl,
      url: `${baseUrl}/c/pay/${id}`,
      line_items_shown: params.lines.map((l) => ({ name: l.name, unit_amount: l.unitAmount, quantity: l.quantity })),
    };
    this.sessions.set(id, session);
    this.intentMetadata.set(id, params.paymentIntentMetadata);
    return session;
  }

  session(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  expire(id: string): Session {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. ` +
          `This Checkout Session has a status of "${session.status}".`,
      );
    }
    session.status = 'expired';
    this.announce('checkout.session.expired', this.view(session, []));
    return session;
  }

  pay(session: Session, card: CardSeen): void {
    const created = unixNow();
    const intentId = newId('pi_');
    const charge: Charge = {
      id: newId('ch_'),
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      billing_details: { email: card.email, name: card.name },
      captured: true,
      created,
      currency: session.currency,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: intentId,
      payment_method_details: {
        type: 'card',
        card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      },
      refunded: false,
      status: 'succeeded',
    };
    this.charges.set(charge.id, charge);
    this.intents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      created,
      currency: session.currency,
      latest_charge: charge.id,
      livemode: false,
      metadata: this.intentMetadata.get(session.id) ?? {},
      payment_method_types: ['card'],
      status: 'succeeded',
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intentId,
      customer_details: { email: card.email, name: card.name },
    });
    this.announce('checkout.session.completed', this.view(session, []));
  }

  intent(id: string): Json {
    const intent = this.intents.get(id);
    if (!intent) throw noSuch('payment_intent', id);
    return intent;
  }

  refund(form: Form): Json {
    const charge = this.chargeToRefund(form);
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded', 'charge');
    }
    const amount = integer(form, 'amount', 'amount') ?? left;
    if (amount < 1) throw invalidRequest('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (amount > left) {
      throw invalidRequest(
        `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge ` +
          `(${money(left, charge.currency)})`,
        'amount_too_large',
        'amount',
      );
    }
    const reason = text(form, 'reason') ?? null;
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalidRequest(
        'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
        undefined,
        'reason',
      );
    }
    const refund = {
      id: newId('re_'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: unixNow(),
      currency: charge.currency,
      metadata: metadata(form, 'metadata'),
      payment_intent: charge.payment_intent,
      reason,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.announce('charge.refunded', this.view(charge, []));
    return refund;
  }

  private chargeToRefund(form: Form): Charge {
    const chargeId = text(form, 'charge');
    const intentId = text(form, 'payment_intent');
    if (chargeId && intentId) {
      throw invalidRequest('You cannot specify both charge and payment_intent.', 'parameters_exclusive', 'charge');
    }
    if (chargeId) {
      const charge = this.charges.get(chargeId);
      if (!charge) throw noSuch('charge', chargeId, 'charge');
      return charge;
    }
    if (!intentId) throw missingParam('payment_intent');
    const intent = this.intents.get(intentId);
    if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent');
    return this.charges.get(intent.latest_charge as string)!;
  }

  /**
   * The object as the API shows it: `expand` paths (`payment_intent`, `payment_intent.latest_charge`) replace
   * ids by objects, and fields only the stand-in uses stay hidden. A path that cannot expand is Stripe's 400.
   */
  view(object: Json, expand: readonly string[]): Json {
    const shown: Json = { ...object };
    delete shown.line_items_shown;
    const firsts = new Map<string, string[]>();
    for (const path of expand) {
      const [first, ...rest] = path.split('.');
      const kind = EXPANDABLE[object.object as string]?.[first!];
      if (!kind) throw invalidRequest(`This property cannot be expanded (${first}).`, undefined, 'expand');
      firsts.set(first!, [...(firsts.get(first!) ?? []), ...(rest.length > 0 ? [rest.join('.')] : [])]);
    }
    for (const [field, deeper] of firsts) {
      const id = object[field];
      if (typeof id === 'string') shown[field] = this.view(this.byId(id), deeper);
    }
    return shown;
  }

  private byId(id: string): Json {
    const found = this.intents.get(id) ?? this.charges.get(id) ?? this.refunds.get(id) ?? this.sessions.get(id);
    if (!found) throw noSuch('object', id);
    return found;
  }
}

/** Amounts in the minor unit, written as Stripe writes them in messages and as the hosted page shows them. */
export function money(amount: number, currency: string): string {
  return `${currency.toUpperCase()} ${(amount / 100).toFixed(2)}`;
}
