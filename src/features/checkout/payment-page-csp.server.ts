/**
 * The checkout and the order page post forms that lead on to the card provider's payment page, and a
 * browser holds a form's redirect to the page's form-action. Those two pages, and only those, let the
 * provider's page in; every other page keeps form-action 'self' (astro.config.mjs).
 */
import type { AstroGlobal } from 'astro';
import { cardProvider } from '#src/commerce/payments/providers.ts';

export function letPaymentPageIn(astro: Pick<AstroGlobal, 'csp'>): void {
  const provider = cardProvider();
  if (provider) astro.csp?.insertDirective(`form-action 'self' ${provider.pageOrigin}`);
}
