/**
 * The discount codes on the server (issue 34, item 5; owners only): the codes with their uses, a new code
 * from the form (amounts in AED, dates as calendar days in shop time), and ending a code. Each is a plain
 * form posted here; the engine checks and audits (admin-codes.ts), and its refusals are worded per field.
 */
import { getCommerce } from '#src/commerce/runtime.ts';
import type { DiscountCode } from '#src/commerce/discounts.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import type { CodeDraft, CodeField, CodeProblem } from '#src/commerce/staff/admin-codes.ts';
import { parseFormBody } from '#src/http/guard.ts';
import { staffForPage, type AdminContext } from '#src/http/staff-session.ts';
import { decimalToFils } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';

export type CodeState = 'live' | 'scheduled' | 'expired' | 'usedUp' | 'ended';

export interface ShownCode extends DiscountCode {
  state: CodeState;
}

export type CodeNotice = { kind: 'created' | 'ended'; code: string } | null;

/** The form as typed, shown again with its problems when refused. */
export type CodeForm = Record<'code' | 'kind' | 'value' | 'minimum' | 'startsOn' | 'endsOn' | 'limit', string>;

export interface CodesShown {
  staff: StaffMember;
  codes: ShownCode[];
  notice: CodeNotice;
  form: CodeForm;
  problems: Partial<Record<CodeField, CodeProblem['code']>>;
}

const EMPTY_FORM: CodeForm = {
  code: '',
  kind: 'percentage',
  value: '',
  minimum: '',
  startsOn: '',
  endsOn: '',
  limit: '',
};

export function stateOf(code: DiscountCode, now = new Date()): CodeState {
  if (code.disabledAt) return 'ended';
  if (code.endsAt && new Date(code.endsAt) < now) return 'expired';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'usedUp';
  if (code.startsAt && new Date(code.startsAt) > now) return 'scheduled';
  return 'live';
}

const fils = (text: string): number => {
  try {
    return decimalToFils(text);
  } catch {
    return -1;
  }
};

/** A calendar day of the form in shop time (Asia/Dubai, UTC+4): its first moment, or its last. */
const dayIn = (day: string, end: boolean): string | null =>
  day === '' ? null : /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T${end ? '23:59:59' : '00:00:00'}+04:00` : 'invalid';

/** The form's fields as the engine takes a draft. */
export function draftOf(form: CodeForm): CodeDraft {
  const value = form.value.trim();
  const limit = form.limit.trim();
  return {
    code: form.code,
    kind: form.kind,
    value: form.kind === 'percentage' ? (/^\d{1,3}$/.test(value) ? Number(value) : -1) : fils(value),
    minSubtotalFils: form.minimum.trim() === '' ? 0 : fils(form.minimum),
    startsAt: dayIn(form.startsOn.trim(), false),
    endsAt: dayIn(form.endsOn.trim(), true),
    usageLimit: limit === '' ? null : /^\d{1,7}$/.test(limit) ? Number(limit) : -1,
  };
}

export async function codesRequest(context: AdminContext, locale: Locale): Promise<CodesShown | Response> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'owner');
  if (staff instanceof Response) return staff;
  context.response.headers.set('Cache-Control', 'no-store');
  const here = localizedPath(locale, '/admin/codes');
  const actor = { id: staff.id, email: staff.email };
  const shown: Omit<CodesShown, 'codes'> = { staff, notice: null, form: { ...EMPTY_FORM }, problems: {} };
  if (context.request.method === 'POST') {
    const posted = await parseFormBody(context.request);
    if (posted.action === 'end') {
      const ended = await engine.endCode(actor, posted.code ?? '');
      if (ended.outcome === 'ended')
        return context.redirect(`${here}?ended=${encodeURIComponent(ended.code.code)}`, 303);
      shown.problems = { code: ended.code };
    } else {
      const form = Object.fromEntries(
        Object.keys(EMPTY_FORM).map((name) => [name, (posted[name] ?? '').slice(0, 100)]),
      ) as CodeForm;
      const created = await engine.createCode(actor, draftOf(form));
      if (created.outcome === 'created')
        return context.redirect(`${here}?created=${encodeURIComponent(created.code.code)}`, 303);
      shown.form = form;
      shown.problems = Object.fromEntries(created.problems.map((problem) => [problem.field, problem.code]));
    }
    context.response.status = 422;
  } else {
    for (const kind of ['created', 'ended'] as const) {
      const code = context.url.searchParams.get(kind);
      if (code) shown.notice = { kind, code: code.slice(0, 40) };
    }
  }
  const now = new Date();
  const codes = (await engine.codesWithUses()).map((code) => ({ ...code, state: stateOf(code, now) })).reverse();
  return { ...shown, codes };
}
