/**
 * The shop's two languages (docs/product.md §13): English at the root, Arabic under /ar/. What a page,
 * a route or an e-mail needs to know about a locale, as pure data and functions usable anywhere.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** A text the data holds in both languages (a product's title): shown in the reader's, picked where shown. */
export type LocaleTexts = Readonly<Record<Locale, string>>;

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** Astro.currentLocale and the like: anything that is not a known locale is the default one. */
export function toLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/** The language tags of hreflang, og:locale (with an underscore) and Intl: the UAE's English and Arabic. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE' };

const intlFormatters = new Map<string, unknown>();

/**
 * The Intl formatter kept under `key`, made by `make` the first time: making one loads ICU's data for it, a
 * fraction of a millisecond on a server but far more on a phone, and pages are pre-rendered by the hundred.
 */
export function intlOnce<T>(key: string, make: () => T): T {
  let formatter = intlFormatters.get(key) as T | undefined;
  if (formatter === undefined) intlFormatters.set(key, (formatter = make()));
  return formatter;
}

/** The name of each language in itself, as the language switcher shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', ar: 'العربية' };

export function otherLocale(locale: Locale): Locale {
  return locale === 'ar' ? 'en' : 'ar';
}

/**
 * The locale an API request asks for: Arabic when `Accept-Language` prefers it (the islands of Arabic
 * pages send `ar`), English otherwise. Quality values are honoured; unknown languages are skipped.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: range.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLocale(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return toLocale(ranked[0]?.language);
}

/**
 * The locales this build pre-renders: all of them, unless astro.config.mjs names fewer
 * (`BENCH_ENGLISH_ONLY`, src/config/env.ts, lets `npm run bench` time the English-only build). They come in
 * as a build-time constant: islands import this module too, and must not carry the environment's parser.
 */
declare const __BUILT_LOCALES__: readonly Locale[] | undefined;
export const BUILT_LOCALES: readonly Locale[] = typeof __BUILT_LOCALES__ === 'undefined' ? LOCALES : __BUILT_LOCALES__;

type StaticPath = { params?: Record<string, string | number | undefined>; props?: Record<string, unknown> };

/**
 * The pre-rendered paths of a page under src/pages/[...locale]/, once per language this build makes: English
 * without a `locale` segment, Arabic with 'ar' (docs/decisions/013-two-languages.md). Props pass through.
 */
export function inEveryLocale<P extends StaticPath>(paths: readonly P[] = [{} as P], locales = BUILT_LOCALES) {
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      ...path,
      params: { ...path.params, locale: locale === DEFAULT_LOCALE ? undefined : locale },
    })),
  );
}
