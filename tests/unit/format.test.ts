import { describe, expect, it } from 'vitest';
import {
  decimalToFils,
  filsToDecimal,
  formatAed,
  formatAedShort,
  formatAedTenths,
  formatDate,
} from '#src/i18n/format.ts';
import { LANGUAGE_TAG, LOCALES } from '#src/i18n/locales.ts';

describe('money and dates are written one way everywhere', () => {
  it.each([
    [14900, 'AED 149.00'],
    [5, 'AED 0.05'],
    [123456789, 'AED 1,234,567.89'],
  ])('%i fils reads %s', (fils, text) => expect(formatAed(fils)).toBe(text));

  it.each([
    [15000, 'AED 150'],
    [100000, 'AED 1,000'],
    [14950, 'AED 149.50'],
  ])('in running copy, %i fils reads %s', (fils, text) => expect(formatAedShort(fils)).toBe(text));

  it.each([
    [14900, formatAed, '149.00\u00a0د.إ'],
    [15000, formatAedShort, '150\u00a0د.إ'],
  ])('in Arabic, %i fils reads %s: the sign after the amount, without a trailing dot', (fils, format, text) =>
    expect(format(fils, 'ar')).toBe(text),
  );

  it.each([
    [14900, '149.00'],
    [1505, '15.05'],
    [-250, '-2.50'],
  ])('%i fils travels as %s', (fils, text) => expect(filsToDecimal(fils)).toBe(text));

  it.each([
    ['149.00', 14900],
    ['149.5', 14950],
    [20, 2000],
  ])('%s is %i fils', (value, fils) => expect(decimalToFils(value)).toBe(fils));

  it.each(['abc', '1.234', '', '1e3'])('refuses %j as an amount', (value) => {
    expect(() => decimalToFils(value)).toThrow(/Not an amount/);
  });

  it('writes money as Intl.NumberFormat does in both languages (less the dot of د.إ.), without starting it', () => {
    const intl = (locale: (typeof LOCALES)[number], fils: number, digits: number) => {
      const text = new Intl.NumberFormat(LANGUAGE_TAG[locale], {
        numberingSystem: 'latn',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        ...(locale === 'ar' ? { style: 'currency', currency: 'AED' } : {}),
      }).format(fils / 100);
      // Intl's Arabic sign ends in an abbreviation dot ('د.إ.'); the shop drops it (src/config/money.ts),
      // so the comparison drops it too: digits, grouping, rounding and the sign's place must still agree.
      return locale === 'ar' ? text.replace(/[\u200e\u200f]/g, '').replace(/\.$/, '') : `AED ${text}`;
    };
    const amounts = [0, 1, 5, 45, 50, 55, 99, 100, 995, 14900, 14950, 5045, 5050, 5055, 99_999, 100_000, 123_456_789];
    const signed = [...amounts, ...amounts.filter((fils) => fils > 0).map((fils) => -fils)];
    for (const locale of LOCALES)
      for (const fils of signed) {
        expect(formatAed(fils, locale), `${fils} fils in ${locale}`).toBe(intl(locale, fils, 2));
        expect(formatAedTenths(fils, locale), `${fils} fils to tenths in ${locale}`).toBe(intl(locale, fils, 1));
        if (fils % 100 === 0) expect(formatAedShort(fils, locale)).toBe(intl(locale, fils, 0));
      }
  });

  it('shows dates in shop time', () => {
    expect(formatDate('2026-11-21T21:30:00Z')).toBe('22 Nov 2026');
  });
});
