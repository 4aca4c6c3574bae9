/**
 * The shop's figures and the config's words as the copy writes them, in both languages: counts of days
 * (plural() picks the form), the ages of an age band, the delivery weekdays, and the cities src/config/delivery.ts
 * names (its stores' and exchange cities). Copy that mentions them fills these in, so no feature's messages
 * repeat a number of days, an age range, a weekday or a city.
 */
import { type AgeBand } from '../config/catalogue.ts';
import { returns } from '../config/money.ts';
import { intlOnce, LANGUAGE_TAG, type Locale } from './locales.ts';
import { defineMessages, fill, plural } from './messages.ts';

type City = (typeof returns.exchangeCities)[number];

/** The config's own (English) names, as the English edition shows them. */
const asWritten = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name): [K, string] => [name, name])) as Record<K, string>;

export const unitMessages = defineMessages({
  en: {
    days: { one: '{count} day', other: '{count} days' },
    /** The upper end of an age range: '0-1 years' reads 'years' even at one. */
    years: { one: '{count} years', other: '{count} years' },
    ageRange: '{minAge}-{years}',
    /** A run of weekdays: 'Monday to Saturday'. */
    weekdayRange: '{from} to {to}',
    cities: asWritten<City>(returns.exchangeCities),
  },
  ar: {
    days: {
      zero: '{count} يوم',
      one: 'يوم واحد',
      two: 'يومين',
      few: '{count} أيام',
      many: '{count} يوماً',
      other: '{count} يوم',
    },
    weekdayRange: 'من {from} إلى {to}',
    years: {
      zero: '{count} سنة',
      one: '{count} سنة',
      two: '{count} سنوات',
      few: '{count} سنوات',
      many: '{count} سنة',
      other: '{count} سنة',
    },
    ageRange: 'من {minAge} إلى {years}',
    cities: { 'Abu Dhabi': 'أبوظبي', Dubai: 'دبي' },
  },
});

/** 'A, B and C' | 'A وB وC': Intl's list of the language ('or' for alternatives). */
export function formatList(
  locale: Locale,
  words: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return intlOnce(
    `list:${locale}:${type}`,
    () => new Intl.ListFormat(locale === 'en' ? 'en-GB' : LANGUAGE_TAG[locale], { type }),
  ).format(words);
}

/** ISO weekdays (1 = Monday) → 'Monday to Saturday' | 'من الاثنين إلى السبت'; days apart are listed. */
export function formatWeekdays(locale: Locale, isoDays: readonly number[]): string {
  const name = intlOnce(
    `weekday:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LANGUAGE_TAG[locale], { weekday: 'long', timeZone: 'UTC' }),
  );
  // 1 January 2024 was a Monday, so day n of that month is ISO weekday n.
  const names = isoDays.map((day) => name.format(new Date(Date.UTC(2024, 0, day))));
  const consecutive = isoDays.length > 2 && isoDays.every((day, i) => i === 0 || day === isoDays[i - 1]! + 1);
  return consecutive
    ? fill(unitMessages[locale].weekdayRange, { from: names[0]!, to: names.at(-1)! })
    : formatList(locale, names);
}

/** Cities the config names, once each, as one phrase: 'Abu Dhabi and Dubai' | 'أبوظبي ودبي'. */
export function formatCities(locale: Locale, cities: readonly string[]): string {
  const names: Readonly<Record<string, string>> = unitMessages[locale].cities;
  return formatList(
    locale,
    [...new Set(cities)].map((city) => names[city] ?? city),
  );
}

/** The config's exchange cities as one phrase. */
export function formatExchangeCities(locale: Locale): string {
  return formatCities(locale, returns.exchangeCities);
}

/** An age band's ages as the size guide and the help pages write them: '1-4 years' | 'من 1 إلى 4 سنوات'. */
export function ageRange(locale: Locale, band: Pick<AgeBand, 'minAge' | 'maxAge'>): string {
  const t = unitMessages[locale];
  return fill(t.ageRange, { minAge: band.minAge, years: plural(locale, t.years, band.maxAge) });
}
