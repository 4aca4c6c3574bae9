/** The shop's years and countries as the about page's sentences count them, in the page's language. */
import { brand } from '#src/config/stores.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/messages.ts';
import { wholeYears } from '#src/i18n/units.ts';
import { aboutMessages } from './messages.ts';

export function aboutFigures(locale: Locale): { years: string; countries: string } {
  const t = aboutMessages[locale];
  return {
    years: wholeYears(locale, brand.yearsInBusiness),
    countries: plural(locale, t.countryCount, brand.countries),
  };
}
