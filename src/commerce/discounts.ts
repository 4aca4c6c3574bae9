/**
 * Discount codes (data in the database) and automatic offers (data in
 * src/config/money.ts). A cart keeps the codes the shopper entered; each is
 * judged whenever the cart is read, so a code that expires or runs out simply
 * stops applying. Nothing combines: of the applicable codes the best one
 * applies, and at checkout the better of that code and the best active offer.
 */
import { activeOffers, cartLimits } from '../config/money.ts';
import type { Queryable } from './db/index.ts';

export type DiscountKind = 'percentage' | 'fixed';

export interface DiscountCode {
  code: string;
  kind: DiscountKind;
  /** Percent (1 to 100) or fils. */
  value: number;
  minSubtotalFils: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  disabledAt: Date | null;
}

export interface JudgedCode {
  code: string;
  applicable: boolean;
}

export interface CodeDiscount {
  codes: JudgedCode[];
  /** The code that applies, if any, and what it takes off the merchandise. */
  applied: { code: string; discountFils: number } | null;
}

/** Codes are case-insensitive: stored and compared upper-case, without surrounding spaces. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The list a cart keeps: normalised, empty ones dropped, duplicates once, at most cartLimits.maxCodes. */
export function normalizeCodeList(codes: readonly string[]): string[] {
  return [...new Set(codes.map(normalizeCode).filter((c) => c.length > 0))].slice(0, cartLimits.maxCodes);
}

function isLive(code: DiscountCode, now: Date): boolean {
  if (code.disabledAt) return false;
  if (code.startsAt && now < code.startsAt) return false;
  if (code.endsAt && now > code.endsAt) return false;
  return code.usageLimit === null || code.usedCount < code.usageLimit;
}

/** What a code takes off `merchandiseFils`, or 0 when it does not apply to it now. */
export function codeDiscountFils(code: DiscountCode, merchandiseFils: number, now: Date): number {
  if (!isLive(code, now) || merchandiseFils <= 0 || merchandiseFils < code.minSubtotalFils) return 0;
  const off = code.kind === 'percentage' ? Math.round((merchandiseFils * code.value) / 100) : code.value;
  return Math.min(off, merchandiseFils);
}

export function judgeCodes(
  entered: readonly string[],
  known: ReadonlyMap<string, DiscountCode>,
  merchandiseFils: number,
  now: Date,
): CodeDiscount {
  let applied: CodeDiscount['applied'] = null;
  for (const code of entered) {
    const found = known.get(code);
    const off = found ? codeDiscountFils(found, merchandiseFils, now) : 0;
    if (off > 0 && (!applied || off > applied.discountFils)) applied = { code, discountFils: off };
  }
  return { codes: entered.map((code) => ({ code, applicable: applied?.code === code })), applied };
}

const SELECT = `SELECT code, kind, value, min_subtotal_fils AS "minSubtotalFils", starts_at AS "startsAt",
  ends_at AS "endsAt", usage_limit AS "usageLimit", used_count AS "usedCount", disabled_at AS "disabledAt"
  FROM discount_codes`;

export async function listCodes(db: Queryable): Promise<DiscountCode[]> {
  return (await db.query<DiscountCode>(`${SELECT} ORDER BY created_at, code`)).rows;
}

/**
 * Counts one use of a code for an order, only while it is still live: the
 * conditional update is what enforces the usage limit when shoppers race.
 */
export async function consumeCode(tx: Queryable, code: string, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE discount_codes SET used_count = used_count + 1
     WHERE code = $1 AND disabled_at IS NULL
       AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at >= $2)
       AND (usage_limit IS NULL OR used_count < usage_limit)`,
    [code, now],
  );
  return rowCount === 1;
}

export interface NewDiscountCode {
  code: string;
  kind: DiscountKind;
  value: number;
  minSubtotalFils?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
}

export class DiscountCodeError extends Error {
  override name = 'DiscountCodeError';
}

export async function addCode(db: Queryable, input: NewDiscountCode): Promise<DiscountCode> {
  const code = normalizeCode(input.code);
  if (!/^[A-Z0-9_-]{2,40}$/.test(code)) throw new DiscountCodeError('a code is 2 to 40 letters, digits, - or _');
  if (!Number.isInteger(input.value) || input.value <= 0)
    throw new DiscountCodeError('the value must be a whole number above 0');
  if (input.kind === 'percentage' && input.value > 100) throw new DiscountCodeError('a percentage is at most 100');
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt)
    throw new DiscountCodeError('the end must come after the start');
  const { rows } = await db.query<DiscountCode>(
    `INSERT INTO discount_codes (code, kind, value, min_subtotal_fils, starts_at, ends_at, usage_limit)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING
     RETURNING code, kind, value, min_subtotal_fils AS "minSubtotalFils", starts_at AS "startsAt", ends_at AS "endsAt",
       usage_limit AS "usageLimit", used_count AS "usedCount", disabled_at AS "disabledAt"`,
    [
      code,
      input.kind,
      input.value,
      input.minSubtotalFils ?? 0,
      input.startsAt ?? null,
      input.endsAt ?? null,
      input.usageLimit ?? null,
    ],
  );
  if (!rows[0]) throw new DiscountCodeError(`the code ${code} already exists`);
  return rows[0];
}

export async function disableCode(db: Queryable, rawCode: string): Promise<DiscountCode> {
  const code = normalizeCode(rawCode);
  const { rows } = await db.query<DiscountCode>(
    `UPDATE discount_codes SET disabled_at = COALESCE(disabled_at, now()) WHERE code = $1
     RETURNING code, kind, value, min_subtotal_fils AS "minSubtotalFils", starts_at AS "startsAt", ends_at AS "endsAt",
       usage_limit AS "usageLimit", used_count AS "usedCount", disabled_at AS "disabledAt"`,
    [code],
  );
  if (!rows[0]) throw new DiscountCodeError(`no code ${code}`);
  return rows[0];
}

export interface OfferDiscount {
  offerId: string;
  discountFils: number;
}

/** The best automatic offer active at `now` for this merchandise total, if any. */
export function bestOffer(merchandiseFils: number, now: Date): OfferDiscount | null {
  let best: OfferDiscount | null = null;
  for (const offer of activeOffers(now)) {
    if (merchandiseFils < offer.minSubtotalFils) continue;
    const off = Math.min(offer.discountFils, merchandiseFils);
    if (!best || off > best.discountFils) best = { offerId: offer.id, discountFils: off };
  }
  return best;
}
