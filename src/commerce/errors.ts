/**
 * Refusals of the commerce engine, by kind: codes, never copy. The API maps each code to an HTTP status
 * and to words in the request's language (src/api/cart.ts); the message is only for logs.
 */
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

const BRAND: unique symbol = Symbol.for('lucky-shoes.CommerceError');

export class CommerceError extends Error {
  override name = 'CommerceError';
  readonly code: CommerceErrorCode;
  readonly [BRAND] = true;
  constructor(code: CommerceErrorCode, message: string = code) {
    super(message);
    this.code = code;
  }

  /**
   * The server holds two copies of this module: Node's, which rebuilds the
   * refusals answered by the engine's thread (engine-thread.ts), and the Astro
   * bundle's, whose routes check them. A brand both copies share decides.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}

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
] as const;
export type OrderRefusalCode = (typeof ORDER_REFUSALS)[number];

const REFUSAL_BRAND: unique symbol = Symbol.for('lucky-shoes.OrderRefusal');

export class OrderRefusal extends Error {
  override name = 'OrderRefusal';
  readonly code: OrderRefusalCode;
  readonly [REFUSAL_BRAND] = true;
  constructor(code: OrderRefusalCode, message: string = code) {
    super(message);
    this.code = code;
  }

  /** As CommerceError: the refusal crosses from the engine's thread and the operator channel by its brand. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' && value !== null && (value as { [REFUSAL_BRAND]?: unknown })[REFUSAL_BRAND] === true
    );
  }
}

export const isOrderRefusalCode = (code: unknown): code is OrderRefusalCode =>
  (ORDER_REFUSALS as readonly unknown[]).includes(code);
