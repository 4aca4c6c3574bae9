/**
 * The shop's figures and the config's words as the copy writes them, in both languages: counts of days
 * and years (plural() picks the form), the ages of an age band, the delivery weekdays, and the cities
 * src/config/delivery.ts names (its stores' and exchange cities). Copy that mentions them fills these in,
 * so no feature's messages repeat a number of days, an age range, a weekday or a city, or write the noun
 * after a number by hand.
 */
import { type AgeBand } from '../config/catalogue.ts';
import { returns } from '../config/money.ts';
import { intlOnce, LANGUAGE_TAG, type Locale } from './locales.ts';
import { defineMessages, fill, plural } from './messages.ts';

type City = (typeof returns.exchangeCities)[number];

/** The config's own (English) names, as the English edition shows them. */
const asWritten = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name): [K, string] => [name, name])) as Record<K, string>;

/** Arabic writes the upper end of an age range the same way as a label and in a sentence. */
const arabicYears = {
  zero: '{count} سنة',
  one: 'سنة',
  two: 'سنتين',
  few: '{count} سنوات',
  many: '{count} سنة',
  other: '{count} سنة',
};

/** Arabic has one form for a range of ages in a sentence, long or short. */
const arabicAgedRange = {
  zero: 'حتى عمر {years}',
  one: 'من عمر {count} إلى {years}',
  two: 'من عمر {count} إلى {years}',
  few: 'من عمر {count} إلى {years}',
  many: 'من عمر {count} إلى {years}',
  other: 'من عمر {count} إلى {years}',
};

export const unitMessages = defineMessages({
  en: {
    days: { one: '{count} day', other: '{count} days' },
    /** A count of years, as 'for more than 30 years' writes it. */
    wholeYears: { one: '{count} year', other: '{count} years' },
    /** The upper end of an age range: '0-1 years' reads 'years' even at one. */
    years: { one: '{count} years', other: '{count} years' },
    /** The upper end of an age range where English writes the bare number ('aged 0 to 1'). */
    topAge: { one: '{count}', other: '{count}' },
    /**
     * An age range, its form picked by the lower age (Arabic starts a range from birth with 'حتى عمر'),
     * `{years}` its upper end: the ages as a label ('1-4 years'), in a sentence ('aged 1 to 4'), or in a
     * short sentence ('aged 1-4').
     */
    ageRange: { one: '{count}-{years}', other: '{count}-{years}' },
    agedRange: { one: '{count} to {years}', other: '{count} to {years}' },
    agedShort: { one: '{count}-{years}', other: '{count}-{years}' },
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
      many: '{count} يومًا',
      other: '{count} يوم',
    },
    weekdayRange: 'من {from} إلى {to}',
    wholeYears: {
      zero: '{count} عام',
      one: 'عام واحد',
      two: 'عامين',
      few: '{count} أعوام',
      many: '{count} عامًا',
      other: '{count} عام',
    },
    // A range takes the form of its top number, after إلى or حتى (so the dual is genitive).
    years: arabicYears,
    topAge: arabicYears,
    ageRange: {
      zero: 'حتى عمر {years}',
      one: 'من {count} إلى {years}',
      two: 'من {count} إلى {years}',
      few: 'من {count} إلى {years}',
      many: 'من {count} إلى {years}',
      other: 'من {count} إلى {years}',
    },
    agedRange: arabicAgedRange,
    agedShort: arabicAgedRange,
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

type Ages = Pick<AgeBand, 'minAge' | 'maxAge'>;

/** An age band's ages as a label: '1-4 years' | 'من 1 إلى 4 سنوات', '0-1 years' | 'حتى عمر سنة'. */
export function ageRange(locale: Locale, band: Ages): string {
  const t = unitMessages[locale];
  return plural(locale, t.ageRange, band.minAge, { years: plural(locale, t.years, band.maxAge) });
}

/** An age band's ages after 'aged': 'aged 1 to 4' | 'من عمر 1 إلى 4 سنوات' ('short': 'aged 1-4'). */
export function agedRange(locale: Locale, band: Ages, style: 'sentence' | 'short' = 'sentence'): string {
  const t = unitMessages[locale];
  const forms = style === 'short' ? t.agedShort : t.agedRange;
  return plural(locale, forms, band.minAge, { years: plural(locale, t.topAge, band.maxAge) });
}

/** A count of years: '30 years' | '30 عامًا'. */
export function wholeYears(locale: Locale, count: number): string {
  return plural(locale, unitMessages[locale].wholeYears, count);
}
