/**
 * Analytics events for the tag manager (docs/product.md §7: add_to_cart,
 * InitiateCheckout, sign_up, purchase, and the identify call of a signed-in shopper).
 * Events reach window.dataLayer only when a tag manager id is configured
 * (PUBLIC_GTM_ID at build time); without one, nothing is pushed, so a shop
 * without analytics collects nothing about its shoppers.
 */
import { CURRENCY } from '#src/config/money.ts';

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

export function tagManagerId(): string | undefined {
  return import.meta.env.PUBLIC_GTM_ID || undefined;
}

function push(event: string, params: Record<string, unknown> = {}): void {
  if (!tagManagerId() || typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}

/** price: the decimal string the catalogue carries ('149.00'); tag managers want a number. */
export function trackAddToCart(productName: string, price: string): void {
  push('add_to_cart', { product_name: productName, price: Number(price), currency: CURRENCY });
}

export function trackInitiateCheckout(): void {
  push('InitiateCheckout');
}

/** GA4's purchase: transaction_id, value, currency and items, as the order page hands them over. */
export function trackPurchase(purchase: Record<string, unknown>): void {
  push('purchase', { ecommerce: purchase });
}

export function trackSignUp(): void {
  push('sign_up');
}

/** The account id only: the tag manager needs to tie visits together, not to know who the shopper is. */
export function identifyShopper(userId: string): void {
  push('identify', { user_id: userId });
}
