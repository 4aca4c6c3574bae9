/**
 * The cart summary (docs/product.md §9 "Cart summary"): the original price, the
 * saving to one decimal and the applied codes show only when the two totals
 * differ; the total always shows.
 */
import { decimalToFils, formatAed, formatAedTenths } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { Cart, CartLine } from './cart.client.ts';

export interface CartSummary {
  total: string;
  /** Null when nothing is discounted. */
  saving: { original: string; saving: string; codes: string[] } | null;
}

export function cartSummary(
  cart: Pick<Cart, 'checkoutChargeAmount' | 'subtotalAmount' | 'discountCodes'>,
  locale: Locale = 'en',
): CartSummary {
  const original = decimalToFils(cart.checkoutChargeAmount);
  const subtotal = decimalToFils(cart.subtotalAmount);
  return {
    total: formatAed(subtotal, locale),
    saving:
      original === subtotal
        ? null
        : {
            original: formatAed(original, locale),
            saving: formatAedTenths(original - subtotal, locale),
            codes: cart.discountCodes.filter((c) => c.applicable).map((c) => c.code),
          },
  };
}

export function lineTotal(line: Pick<CartLine, 'productPrice' | 'quantity'>, locale: Locale = 'en'): string {
  return formatAed(decimalToFils(line.productPrice) * line.quantity, locale);
}
