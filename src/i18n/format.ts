/**
 * One place that turns money and dates into text, in either language (docs/product.md §13). English
 * prints 'AED 149.00'; Arabic prints the dirham's Arabic sign after the amount, '149.00 د.إ', with
 * Western digits as UAE shops print them.
 *
 * Money is written by hand, to the letter of what Intl.NumberFormat writes for en-AE and ar-AE, less the
 * dot Intl ends the Arabic sign with (src/config/money.ts says why; tests/unit/format.test.ts compares
 * them): the first NumberFormat a page makes starts the browser's ICU, 150–320 ms of main thread on a
 * phone-speed CPU, and listings and the cart made it while hydrating.
 */
import { CURRENCY, CURRENCY_ARABIC, FILS_PER_AED } from '../config/money.ts';
import { intlOnce, LANGUAGE_TAG, type Locale } from './locales.ts';

type Digits = 0 | 1 | 2;

/** '1234567' → '1,234,567' */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The amount to `digits` decimals, halves rounded away from zero as Intl rounds them. */
function amountText(fils: number, digits: Digits): string {
  const step = 10 ** (2 - digits);
  const units = Math.round(Math.abs(fils) / step);
  const perAed = 10 ** digits;
  const decimals = digits === 0 ? '' : `.${String(units % perAed).padStart(digits, '0')}`;
  return `${fils < 0 ? '-' : ''}${groupThousands(Math.floor(units / perAed))}${decimals}`;
}

function amount(fils: number, locale: Locale, digits: Digits): string {
  const text = amountText(fils, digits);
  return locale === 'ar' ? `${text}\u00a0${CURRENCY_ARABIC}` : `${CURRENCY} ${text}`;
}

/** A price tag: 14900 fils → 'AED 149.00' | '149.00 د.إ' */
export function formatAed(fils: number, locale: Locale = 'en'): string {
  return amount(fils, locale, 2);
}

/** For running text: 15000 fils → 'AED 150' | '150 د.إ', 14950 fils → 'AED 149.50' (whole amounts lose '.00'). */
export function formatAedShort(fils: number, locale: Locale = 'en'): string {
  return fils % FILS_PER_AED === 0 ? amount(fils, locale, 0) : formatAed(fils, locale);
}

/**
 * Money inside a sentence of the product page: Arabic drops the '.00' of whole amounts as running text does
 * ('150 د.إ'), English keeps the decimals its page has always printed ('AED 150.00').
 */
export function formatAedInSentence(fils: number, locale: Locale = 'en'): string {
  return locale === 'ar' ? formatAedShort(fils, locale) : formatAed(fils, locale);
}

/** 5050 fils → 'AED 50.5': the cart's saving line, to one decimal (docs/product.md §9 "Cart summary") */
export function formatAedTenths(fils: number, locale: Locale = 'en'): string {
  return amount(fils, locale, 1);
}

/** 14900 fils → '149.00' (the decimal string the API carries, as Shopify-style payloads do) */
export function filsToDecimal(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / FILS_PER_AED)}.${String(abs % FILS_PER_AED).padStart(2, '0')}`;
}

/** '149.00' or 149 → 14900 fils; throws on anything that is not a plain amount. */
export function decimalToFils(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) throw new Error(`Not an amount: ${String(value)}`);
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const fils = Number(whole) * FILS_PER_AED + Number(frac.padEnd(2, '0'));
  return text.startsWith('-') ? -fils : fils;
}

const DATE_TAG: Record<Locale, string> = { en: 'en-GB', ar: LANGUAGE_TAG.ar };
const DATE_PARTS: Record<'date' | 'day' | 'time', Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  time: { hour: 'numeric', minute: '2-digit' },
};
function dateFormat(locale: Locale, style: 'date' | 'day' | 'time'): Intl.DateTimeFormat {
  return intlOnce(`date:${locale}:${style}`, () => {
    const parts = DATE_PARTS[style];
    return new Intl.DateTimeFormat(DATE_TAG[locale], { ...parts, numberingSystem: 'latn', timeZone: 'Asia/Dubai' });
  });
}

/** '2026-11-22T10:00:00Z' → '22 Nov 2026' | '22 نوفمبر 2026' (shop time, Asia/Dubai) */
export function formatDate(iso: string | Date, locale: Locale = 'en'): string {
  return dateFormat(locale, 'date').format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A time of day in shop time (Asia/Dubai): '3:45 pm' | '3:45 م' */
export function formatTime(at: Date, locale: Locale = 'en'): string {
  return dateFormat(locale, 'time').format(at);
}

/** A delivery day: '2026-11-23' → 'Monday 23 November' | 'الاثنين، 23 نوفمبر' (a calendar date, at noon shop time) */
export function formatDay(date: string, locale: Locale = 'en'): string {
  return dateFormat(locale, 'day').format(new Date(`${date}T12:00:00+04:00`));
}
