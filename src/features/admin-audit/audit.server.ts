/** The back office's audit log on the server (docs/admin.md): owner only, a page of actions newest first. */
import type { AuditEntry } from '#src/commerce/staff/audit.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import { staffForPage, type AdminContext } from '#src/http/staff-session.ts';
import type { Locale } from '#src/i18n/locales.ts';

export const AUDIT_PER_PAGE = 50;

export interface AuditShown {
  staff: StaffMember;
  entries: AuditEntry[];
  older: number | null;
  paged: boolean;
}

export async function auditRequest(context: AdminContext, locale: Locale): Promise<Response | AuditShown> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'owner');
  if (staff instanceof Response) return staff;
  const beforeText = context.url.searchParams.get('before') ?? '';
  const before = /^\d{1,15}$/.test(beforeText) ? Number(beforeText) : undefined;
  const entries = await engine.readAuditLog({ limit: AUDIT_PER_PAGE + 1, before });
  const shown = entries.slice(0, AUDIT_PER_PAGE);
  return {
    staff,
    entries: shown,
    older: entries.length > AUDIT_PER_PAGE ? shown.at(-1)!.id : null,
    paged: before !== undefined,
  };
}

/** A value before or after, as the log keeps it (JSON), for reading: none, a word, or its JSON. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 1);
}
