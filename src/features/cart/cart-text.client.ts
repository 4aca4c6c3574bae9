/** The cart's copy for the cart button and the drawer, as CartText.astro put it in the page. */
import type { Locale } from '#src/i18n/locales.ts';
import type { CartTextMessages } from './messages.ts';

export interface CartText {
  locale: Locale;
  t: CartTextMessages;
}

let text: CartText | undefined;

export function cartText(): CartText {
  text ??= JSON.parse(document.querySelector('script[data-cart-text]')?.textContent ?? 'null') as CartText;
  return text;
}
