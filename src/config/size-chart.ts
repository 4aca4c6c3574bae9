/**
 * The size chart: for each EU size the shop sells, the longest foot it fits,
 * in centimetres (the Paris point is 2/3 cm; a shoe is cut about 1 cm longer
 * than the foot it fits, which leaves room to grow). The size guide's charts
 * and the fit finder both read this table.
 */
import { AGE_BANDS, SIZE_RANGE, type AgeBand } from './catalogue.ts';

export interface SizeRow {
  eu: number;
  /** The longest foot this size fits, in cm, to one decimal. */
  footCm: number;
}

export const SIZE_CHART: readonly SizeRow[] = Array.from({ length: SIZE_RANGE.max - SIZE_RANGE.min + 1 }, (_, i) => {
  const eu = SIZE_RANGE.min + i;
  return { eu, footCm: Math.round(((eu * 2) / 3 - 1) * 10) / 10 };
});

/** The rows of one age band's chart. */
export function chartOf(band: AgeBand): SizeRow[] {
  return SIZE_CHART.filter((row) => row.eu >= band.minSize && row.eu <= band.maxSize);
}

export function bandOfSize(eu: number): AgeBand | undefined {
  return AGE_BANDS.find((band) => eu >= band.minSize && eu <= band.maxSize);
}

/** What the fit finder accepts: anything outside is a typing slip, not a foot. */
export const FOOT_LENGTH_INPUT = { minCm: 5, maxCm: 35 } as const;
