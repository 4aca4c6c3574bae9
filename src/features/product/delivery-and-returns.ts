/**
 * The product page's delivery, return and exchange texts in one language: its messages with the shop
 * config's figures and words filled in (docs/product.md §9), so they say what the policy page says. Pure.
 */
import { delivery } from '#src/config/delivery.ts';
import { returns, shipping } from '#src/config/money.ts';
import { formatAedInSentence } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { formatExchangeCities, formatWeekdays, unitMessages } from '#src/i18n/units.ts';
import { productMessages } from './messages.ts';

export function deliveryAndReturns(locale: Locale) {
  const t = productMessages[locale];
  const days = unitMessages[locale].days;
  const values = {
    returnDays: plural(locale, days, returns.returnDays),
    exchangeDays: plural(locale, days, returns.exchangeDays),
    fee: formatAedInSentence(returns.restockingFeeMinFils, locale),
    percent: returns.restockingFeePercent,
    cities: formatExchangeCities(locale),
    freeFrom: formatAedInSentence(shipping.freeFromFils, locale),
    days: formatWeekdays(locale, delivery.weekdays),
  };
  return {
    /** The Return & Exchange section's paragraphs. */
    returnExchange: t.returnExchangeText.map((paragraph) => fill(paragraph, values)),
    /** The promises under the sections: free delivery, next-day delivery, easy exchange. */
    promises: t.promises.map((promise) => ({ title: promise.title, text: fill(promise.text, values) })),
  };
}
