/**
 * How the discount line names its discount: a code as the shopper typed it, an automatic offer by what it
 * gives (the order keeps the offer's id, src/config/shop.ts `automaticOffers`), in the reader's language.
 */
import { automaticOffers } from '#src/config/shop.ts';
import { formatAedShort } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { checkoutMessages } from './messages.ts';

export function discountName(label: string, locale: Locale): string {
  const offer = automaticOffers.find((candidate) => candidate.id === label);
  if (!offer) return label;
  return fill(checkoutMessages[locale].offer, {
    discount: formatAedShort(offer.discountFils, locale),
    minimum: formatAedShort(offer.minSubtotalFils, locale),
  });
}
