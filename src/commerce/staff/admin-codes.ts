/**
 * Discount codes in the back office (issue 34, item 5; owner only): the codes with their uses, a new code
 * checked field by field, and ending a code. Each change is audited in its own transaction. Refusals are
 * codes, one per field where a field is at fault; the back office words them.
 */
import type { Db, Queryable } from '../db/index.ts';
import { addCode, disableCode, listCodes, normalizeCode, type DiscountCode, type DiscountKind } from '../discounts.ts';
import { audit, type Actor } from './audit.ts';

export const CODE_REFUSALS = [
  'code_format',
  'code_exists',
  'code_not_found',
  'kind_invalid',
  'value_invalid',
  'percentage_too_high',
  'minimum_invalid',
  'limit_invalid',
  'date_invalid',
  'dates_order',
] as const;
export type CodeRefusal = (typeof CODE_REFUSALS)[number];

/** A new code as the form gives it: amounts in fils, dates as ISO strings (they cross the engine's thread). */
export interface CodeDraft {
  code: string;
  kind: string;
  value: number;
  minSubtotalFils: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
}

export type CodeField = keyof CodeDraft;

export interface CodeProblem {
  field: CodeField;
  code: CodeRefusal;
}

const CODE_PATTERN = /^[A-Z0-9_-]{2,40}$/;
const MOST_FILS = 100_000_00;
const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
const dateOf = (iso: string | null) => (iso === null ? null : new Date(iso));

/** Every problem of a draft, field by field; none when it can be added (but for a code already taken). */
export function codeProblems(draft: CodeDraft): CodeProblem[] {
  const problems: CodeProblem[] = [];
  if (!CODE_PATTERN.test(normalizeCode(draft.code))) problems.push({ field: 'code', code: 'code_format' });
  const kind = draft.kind;
  if (kind !== 'percentage' && kind !== 'fixed') problems.push({ field: 'kind', code: 'kind_invalid' });
  if (!wholeIn(draft.value, 1, MOST_FILS)) problems.push({ field: 'value', code: 'value_invalid' });
  else if (kind === 'percentage' && draft.value > 100) problems.push({ field: 'value', code: 'percentage_too_high' });
  if (!wholeIn(draft.minSubtotalFils, 0, MOST_FILS))
    problems.push({ field: 'minSubtotalFils', code: 'minimum_invalid' });
  if (draft.usageLimit !== null && !wholeIn(draft.usageLimit, 1, 1_000_000))
    problems.push({ field: 'usageLimit', code: 'limit_invalid' });
  const starts = dateOf(draft.startsAt);
  const ends = dateOf(draft.endsAt);
  if (starts && Number.isNaN(starts.getTime())) problems.push({ field: 'startsAt', code: 'date_invalid' });
  if (ends && Number.isNaN(ends.getTime())) problems.push({ field: 'endsAt', code: 'date_invalid' });
  else if (starts && ends && ends <= starts) problems.push({ field: 'endsAt', code: 'dates_order' });
  return problems;
}

export function codesWithUses(db: Queryable): Promise<DiscountCode[]> {
  return listCodes(db);
}

export type CodeCreated = { outcome: 'created'; code: DiscountCode } | { outcome: 'refused'; problems: CodeProblem[] };

export async function createCode(db: Db, actor: Actor, draft: CodeDraft): Promise<CodeCreated> {
  const problems = codeProblems(draft);
  if (problems.length > 0) return { outcome: 'refused', problems };
  return db.transaction(async (tx): Promise<CodeCreated> => {
    const code = normalizeCode(draft.code);
    const taken = await tx.query('SELECT 1 FROM discount_codes WHERE code = $1', [code]);
    if (taken.rows.length > 0) return { outcome: 'refused', problems: [{ field: 'code', code: 'code_exists' }] };
    const created = await addCode(tx, {
      code,
      kind: draft.kind as DiscountKind,
      value: draft.value,
      minSubtotalFils: draft.minSubtotalFils,
      startsAt: dateOf(draft.startsAt),
      endsAt: dateOf(draft.endsAt),
      usageLimit: draft.usageLimit,
    });
    await audit(tx, actor, 'code.create', code, null, created);
    return { outcome: 'created', code: created };
  });
}

export type CodeEnded = { outcome: 'ended'; code: DiscountCode } | { outcome: 'refused'; code: 'code_not_found' };

/** Ends a code at once: carts that hold it stop getting its discount. Ending an ended code changes nothing. */
export async function endCode(db: Db, actor: Actor, rawCode: string): Promise<CodeEnded> {
  const code = normalizeCode(rawCode);
  return db.transaction(async (tx): Promise<CodeEnded> => {
    const { rows } = await tx.query<{ disabledAt: Date | null }>(
      'SELECT disabled_at AS "disabledAt" FROM discount_codes WHERE code = $1 FOR UPDATE',
      [code],
    );
    if (!rows[0]) return { outcome: 'refused', code: 'code_not_found' };
    const ended = await disableCode(tx, code);
    if (!rows[0].disabledAt) await audit(tx, actor, 'code.end', code, rows[0], { disabledAt: ended.disabledAt });
    return { outcome: 'ended', code: ended };
  });
}
