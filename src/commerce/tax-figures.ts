/**
 * The figures of a tax invoice or credit note as pure functions (docs/decisions/027-tax-invoices.md): each
 * line's amount including VAT split into its amount before VAT and its VAT, so that every line adds up
 * (net + VAT = total) and the lines add up to the document's totals. Prices include VAT: the VAT of a line is
 * the VAT its amount contains, rounded to the fils; the few fils that rounding line by line leaves against the
 * VAT of the whole (the figure the order keeps) go on the largest line. A discount is a line of its own, below
 * the items and before VAT, with the VAT it takes off.
 */
import { vat } from '../config/money.ts';
import { vatContained } from './pricing.ts';

export const TAX_LINE_KINDS = ['item', 'discount', 'shipping', 'cod_fee', 'restocking_fee'] as const;
export type TaxLineKind = (typeof TAX_LINE_KINDS)[number];
export type TaxDocumentKind = 'invoice' | 'credit_note';

/** A line as priced: its amount including VAT (negative for a discount or a fee kept). */
export interface GrossLine {
  kind: TaxLineKind;
  /** An item's title in each language; the discount's code or offer id; else empty. */
  description: { en: string; ar: string };
  size: number | null;
  quantity: number;
  totalFils: number;
}

export interface TaxLine extends GrossLine {
  /** The unit price before VAT, to the fils. */
  unitNetFils: number;
  vatPercent: number;
  netFils: number;
  vatFils: number;
}

export interface TaxTotals {
  netFils: number;
  vatFils: number;
  totalFils: number;
}

/** The VAT an amount including VAT contains, for negative amounts too. */
const vatOf = (fils: number): number => Math.sign(fils) * vatContained(Math.abs(fils));
const netOf = (fils: number): number => fils - vatOf(fils);

/**
 * Splits each line into net and VAT. `vatTotalFils`, the VAT of the whole, defaults to the VAT the total
 * contains; the lines' VAT always adds up to it.
 */
export function taxLines(lines: readonly GrossLine[], vatTotalFils?: number): { lines: TaxLine[]; totals: TaxTotals } {
  const split = lines.map((line): TaxLine => ({
    ...line,
    unitNetFils: line.quantity > 0 ? netOf(Math.round(line.totalFils / line.quantity)) : 0,
    vatPercent: vat.percent,
    vatFils: vatOf(line.totalFils),
    netFils: netOf(line.totalFils),
  }));
  const totalFils = lines.reduce((sum, l) => sum + l.totalFils, 0);
  const vatFils = vatTotalFils ?? vatOf(totalFils);
  const left = vatFils - split.reduce((sum, l) => sum + l.vatFils, 0);
  if (left !== 0 && split.length > 0) {
    const largest = split.reduce((a, b) => (b.totalFils > a.totalFils ? b : a));
    largest.vatFils += left;
    largest.netFils -= left;
  }
  return { lines: split, totals: { netFils: totalFils - vatFils, vatFils, totalFils } };
}

/** 'INV-000001', 'CN-000001'. */
export function documentNumber(kind: TaxDocumentKind, number: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;
}
