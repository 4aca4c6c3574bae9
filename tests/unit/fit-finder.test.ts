import { describe, expect, it } from 'vitest';
import { SIZE_CHART, chartOf } from '#src/config/size-chart.ts';
import { AGE_BANDS } from '#src/config/catalogue.ts';
import { findFit } from '#src/features/size-guide/fit.ts';

describe('the size chart', () => {
  it('covers every size from EU 14 to EU 42, each fitting a longer foot than the last', () => {
    expect(SIZE_CHART.map((row) => row.eu)).toEqual(Array.from({ length: 29 }, (_, i) => 14 + i));
    for (let i = 1; i < SIZE_CHART.length; i++)
      expect(SIZE_CHART[i]!.footCm).toBeGreaterThan(SIZE_CHART[i - 1]!.footCm);
  });

  it('splits into one chart per age band, together the whole chart', () => {
    expect(AGE_BANDS.flatMap((band) => chartOf(band))).toEqual(SIZE_CHART);
  });
});

describe('the fit finder', () => {
  it.each([
    ['15', 24, 'toddlers'],
    ['15.0', 24, 'toddlers'],
    ['15.1', 25, 'toddlers'],
    ['15,5', 25, 'toddlers'],
    ['15.5 cm', 25, 'toddlers'],
    [' 6 ', 14, 'babies'],
    ['8.3', 14, 'babies'],
    ['19.5', 31, 'kids'],
    ['27', 42, 'teens'],
    ['15.5 سم', 25, 'toddlers'],
    ['١٥٫٥', 25, 'toddlers'],
    ['۱۹,۵', 31, 'kids'],
  ])('a foot of %s cm needs EU %i (%s)', (input, eu, group) => {
    const fit = findFit(input);
    expect(fit.kind).toBe('size');
    if (fit.kind === 'size') {
      expect(fit.row.eu).toBe(eu);
      expect(fit.band.group).toBe(group);
    }
  });

  it('says when a foot is longer than the largest size', () => {
    expect(findFit('28')).toEqual({ kind: 'larger-than-chart', largest: { eu: 42, footCm: 27 } });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not-a-number'],
    ['15 inches', 'not-a-number'],
    ['-3', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['4.9', 'out-of-range'],
    ['150', 'out-of-range'],
  ])('refuses %j (%s)', (input, kind) => {
    expect(findFit(input).kind).toBe(kind);
  });
});
