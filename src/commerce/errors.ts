/**
 * Refusals of the commerce engine, by kind; the API maps each code to an HTTP
 * status and the shopper-facing message comes from src/i18n.
 */
export type CommerceErrorCode =
  | 'cart_not_found'
  | 'cart_completed'
  | 'unknown_variant'
  | 'unknown_line'
  | 'out_of_stock'
  | 'empty_cart'
  | 'too_many_lines';

export class CommerceError extends Error {
  override name = 'CommerceError';
  readonly code: CommerceErrorCode;
  constructor(code: CommerceErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
