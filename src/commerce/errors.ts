/**
 * Refusals of the commerce engine, by kind; the API maps each code to an HTTP
 * status, and the words a shopper reads are chosen by the code where they are
 * shown, in the page's or the request's language. The message is English, for logs.
 */
export type CommerceErrorCode =
  | 'cart_not_found'
  | 'cart_completed'
  | 'unknown_variant'
  | 'unknown_line'
  | 'out_of_stock'
  | 'empty_cart'
  | 'too_many_lines';

const BRAND: unique symbol = Symbol.for('lucky-shoes.CommerceError');

export class CommerceError extends Error {
  override name = 'CommerceError';
  readonly code: CommerceErrorCode;
  readonly [BRAND] = true;
  constructor(code: CommerceErrorCode, message: string) {
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
