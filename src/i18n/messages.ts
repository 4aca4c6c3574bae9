/**
 * The one way copy is written and shown (docs/layout.md "Copy"). Each feature keeps its texts in its
 * own `messages.ts`, made by defineMessages with an English and an Arabic edition; a component picks
 * its locale's edition (`cartMessages[locale]`) and fills placeholders with fill() and plural().
 *
 * Messages are data, never functions: an island gets its locale's edition as a prop, serialised into the
 * page, so no page ships the other language or another feature's copy. A text names its values with
 * placeholders (`'Size: {size} EU'`); a text that changes with a number is a Plural, its forms chosen
 * by Intl.PluralRules (Arabic has six).
 */
import { intlOnce, LANGUAGE_TAG, type Locale } from './locales.ts';

export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A text per plural form of the language; `other` is the form every language has. */
export type Plural = { other: string } & Partial<Record<Exclude<PluralForm, 'other'>, string>>;

/**
 * What the Arabic edition must hold, given the English one: the same keys, lists of the same shape,
 * any text (a key missing or extra in either edition fails the type check). Also the type both editions
 * share: the English one's literal texts widened to string.
 */
export type Translation<T> = T extends string
  ? string
  : T extends { other: string }
    ? Plural
    : T extends ReadonlyArray<infer Item>
      ? ReadonlyArray<Translation<Item>>
      : { readonly [K in keyof T]: Translation<T[K]> };

export type Messages<T> = Readonly<Record<Locale, T>>;

/** A feature's copy in both languages. The English edition gives the type both must have. */
export function defineMessages<const T>(editions: { en: T; ar: Translation<T> }): Messages<Translation<T>> {
  return editions as unknown as Messages<Translation<T>>;
}

export type Values = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** 'Size: {size} EU' with { size: 32 } → 'Size: 32 EU'. A placeholder without a value stays as written. */
export function fill(text: string, values: Values = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The names a text's placeholders use, in order: what the editions of one message must agree on. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * CLDR's plural form of a whole number, written out as format.ts writes money: the first Intl object a page
 * makes starts the browser's ICU, 150–320 ms of main thread on a phone-speed CPU, and the listing made its
 * PluralRules while hydrating (its count). tests/unit/messages.test.ts compares them with Intl.PluralRules.
 */
function wholeNumberForm(locale: Locale, count: number): PluralForm {
  if (locale === 'en') return count === 1 ? 'one' : 'other';
  const lastTwo = count % 100;
  if (count <= 2) return (['zero', 'one', 'two'] as const)[count]!;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}

/** The form of `forms` for `count` in the locale's language, filled with { count, …values }. */
export function plural(locale: Locale, forms: Plural, count: number, values: Values = {}): string {
  const form =
    Number.isSafeInteger(count) && count >= 0
      ? wholeNumberForm(locale, count)
      : (intlOnce(`plural:${locale}`, () => new Intl.PluralRules(LANGUAGE_TAG[locale])).select(count) as PluralForm);
  return fill(forms[form] ?? forms.other, { count, ...values });
}
