/**
 * An age band as the size guide writes it, in either language: '1-4 years' | 'من 1 إلى 4 سنوات'.
 * Build-time only (it reads both editions of the copy); the fit finder's script gets the result.
 */
import type { AgeBand } from '#src/config/shop.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { sizeGuideMessages } from './messages.ts';

export function ageRange(locale: Locale, band: AgeBand): string {
  const t = sizeGuideMessages[locale];
  return fill(t.ageRange, { minAge: band.minAge, years: plural(locale, t.years, band.maxAge) });
}
