/** One place that turns money and dates into text, so a second locale only adds a case here. */
import { CURRENCY, FILS_PER_AED } from '../config/shop.ts';

const aedNumber = new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const aedWholeNumber = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

/** 14900 fils → 'AED 149.00' */
export function formatAed(fils: number): string {
  return `${CURRENCY} ${aedNumber.format(fils / FILS_PER_AED)}`;
}

/** For copy: 15000 fils → 'AED 150', 14950 fils → 'AED 149.50' (whole amounts drop the decimals). */
export function formatAedShort(fils: number): string {
  return fils % FILS_PER_AED === 0 ? `${CURRENCY} ${aedWholeNumber.format(fils / FILS_PER_AED)}` : formatAed(fils);
}

const aedTenths = new Intl.NumberFormat('en-AE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 5050 fils → 'AED 50.5': the cart's saving line, to one decimal (docs/product.md §9 "Cart summary") */
export function formatAedTenths(fils: number): string {
  return `${CURRENCY} ${aedTenths.format(fils / FILS_PER_AED)}`;
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

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});

/** '2026-11-22T10:00:00Z' → '22 Nov 2026' (shop time, Asia/Dubai) */
export function formatDate(iso: string | Date): string {
  return dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Asia/Dubai',
});

/** A delivery day: '2026-11-23' → 'Monday 23 November' (a calendar date, read at noon shop time) */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00+04:00`));
}
