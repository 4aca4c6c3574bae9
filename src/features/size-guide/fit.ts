/**
 * The fit finder's rule: the size to buy is the smallest size whose chart
 * length is at least the measured foot (the chart already includes room to
 * grow). Input is what a parent types: '15', '15.5', '15,5' or '15.5 cm'.
 */
import type { AgeBand } from '#src/config/shop.ts';
import { bandOfSize, FOOT_LENGTH_INPUT, SIZE_CHART, type SizeRow } from '#src/config/size-chart.ts';

export type FitResult =
  | { kind: 'size'; row: SizeRow; band: AgeBand }
  | { kind: 'empty' }
  | { kind: 'not-a-number' }
  | { kind: 'out-of-range' }
  | { kind: 'larger-than-chart'; largest: SizeRow };

export function parseFootLength(text: string): number | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*(?:cm)?$/i.exec(text.trim());
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

export function findFit(text: string): FitResult {
  if (text.trim() === '') return { kind: 'empty' };
  const cm = parseFootLength(text);
  if (cm === null) return { kind: 'not-a-number' };
  if (cm < FOOT_LENGTH_INPUT.minCm || cm > FOOT_LENGTH_INPUT.maxCm) return { kind: 'out-of-range' };
  const row = SIZE_CHART.find((candidate) => candidate.footCm >= cm);
  if (!row) return { kind: 'larger-than-chart', largest: SIZE_CHART.at(-1)! };
  return { kind: 'size', row, band: bandOfSize(row.eu)! };
}
