import { describe, expect, it } from 'vitest';
import { decimalToFils, filsToDecimal, formatAed, formatAedShort, formatDate } from '#src/i18n/format.ts';

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

  it('shows dates in shop time', () => {
    expect(formatDate('2026-11-21T21:30:00Z')).toBe('22 Nov 2026');
  });
});
