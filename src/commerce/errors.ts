/**
 * Refusals of the commerce engine, by kind: codes, never copy. The API maps each code to an HTTP status
 * and to words in the request's language (src/http/cart.ts); the message is only for logs.
 */
import { crossesThreads } from '#src/config/wire-errors.ts';

export type CommerceErrorCode =
  | 'cart_not_found'
  | 'cart_completed'
  | 'unknown_variant'
  /** The variant was sold once, but a catalogue change removed it from the range. */
  | 'no_longer_sold'
  | 'unknown_line'
  | 'out_of_stock'
  | 'empty_cart'
  | 'too_many_lines';

/**
 * An error class whose instances carry a code. The server holds two copies of this module: Node's, which
 * rebuilds the refusals answered by the engine's thread (engine-thread.ts) and the operator channel, and
 * the Astro bundle's, whose routes check them. A brand both copies share decides `instanceof`.
 */
function codedError<Code extends string>(name: string) {
  const brand = Symbol.for(`lucky-shoes.${name}`);
  return class extends Error {
    override name = name;
    readonly code: Code;
    constructor(code: Code, message: string = code) {
      super(message);
      this.code = code;
      Object.defineProperty(this, brand, { value: true });
    }

    static [Symbol.hasInstance](value: unknown): boolean {
      return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
    }
  };
}

export class CommerceError extends codedError<CommerceErrorCode>('CommerceError') {}
crossesThreads('CommerceError', ({ code, message }) =>
  code ? new CommerceError(code as CommerceErrorCode, message) : undefined,
);

/**
 * The server has more work of a kind waiting than it will queue (password hashes): the API answers 503 with
 * Retry-After. Recognised by name, like CommerceError by its brand, across the engine's thread and the
 * two copies of this module.
 */
export class ServerBusy extends Error {
  override name = 'ServerBusy';
  constructor() {
    super('the server is busy');
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'ServerBusy';
  }
}
crossesThreads('ServerBusy', () => new ServerBusy());

/** Why the operator's change to an order was refused (src/commerce/order-changes.ts): codes, never copy. */
export const ORDER_REFUSALS = [
  'order_not_found',
  'order_cancelled',
  'order_already_shipped',
  'order_not_shipped',
  'order_already_delivered',
  'order_not_delivered',
  'order_already_paid',
  'order_line_not_found',
  'return_window_closed',
  'return_exchange_only',
  'return_sale_item',
  'more_than_bought',
  'exchange_window_closed',
  'exchange_not_a_size_of_it',
  'exchange_size_sold_out',
  'delivery_date_invalid',
  /** A card order not paid yet cannot ship. */
  'order_awaiting_payment',
  /** Recording cash collected is for cash on delivery. */
  'order_paid_by_card',
  /** The provider refused the refund or did not answer: the message carries its words. */
  'refund_failed',
] as const;
export type OrderRefusalCode = (typeof ORDER_REFUSALS)[number];

export class OrderRefusal extends codedError<OrderRefusalCode>('OrderRefusal') {}
crossesThreads('OrderRefusal', ({ code, message }) =>
  isOrderRefusalCode(code) ? new OrderRefusal(code, message) : undefined,
);

export const isOrderRefusalCode = (code: unknown): code is OrderRefusalCode =>
  (ORDER_REFUSALS as readonly unknown[]).includes(code);
