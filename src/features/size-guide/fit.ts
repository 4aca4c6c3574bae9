/**
 * The fit finder's rule: the size to buy is the smallest size whose chart
 * length is at least the measured foot (the chart already includes room to
 * grow). Input is what a parent types: '15', '15.5', '15,5' or '15.5 cm', in Arabic too: '١٥٫٥ سم'.
 */
import type { AgeBand, AgeGroup } from '#src/config/catalogue.ts';
import type { FitFinderCopy } from './messages.ts';
import { bandOfSize, FOOT_LENGTH_INPUT, SIZE_CHART, type SizeRow } from '#src/config/size-chart.ts';

export type FitResult =
  | { kind: 'size'; row: SizeRow; band: AgeBand }
  | { kind: 'empty' }
  | { kind: 'not-a-number' }
  | { kind: 'out-of-range' }
  | { kind: 'larger-than-chart'; largest: SizeRow };

/** Arabic-Indic and Persian digits, and the Arabic decimal separator, as the Western ones. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}

export function parseFootLength(text: string): number | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*(?:cm|سم)?$/i.exec(westernDigits(text.trim()));
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

/**
 * What the fit finder's script reads from its form (FitFinder.astro), in the page's language: the
 * copy of its answers, and for each age band its name in a sentence, its ages and its listing.
 */
export interface FitFinderData {
  t: FitFinderCopy;
  bands: Record<AgeGroup, { name: string; ages: string; href: string }>;
}
