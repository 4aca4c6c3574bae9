/** The back office's outbox on the server (docs/admin.md): owner only, mails newest first, of one state or all. */
import { OUTBOX_STATES, type OutboxLine, type OutboxState } from '#src/commerce/back-office/outbox-view.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import { staffForPage, type AdminContext } from '#src/http/staff-session.ts';
import type { Locale } from '#src/i18n/locales.ts';

export const OUTBOX_PER_PAGE = 50;

export interface OutboxShown {
  staff: StaffMember;
  mails: OutboxLine[];
  state: OutboxState | null;
  /** The id the next (older) page starts before; null on the last page. */
  older: number | null;
  /** Whether this is a later page (a link back to the newest is shown). */
  paged: boolean;
}

export async function outboxRequest(context: AdminContext, locale: Locale): Promise<Response | OutboxShown> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'owner');
  if (staff instanceof Response) return staff;
  const params = context.url.searchParams;
  const asked = params.get('state');
  const state = OUTBOX_STATES.find((s) => s === asked) ?? null;
  const beforeText = params.get('before') ?? '';
  const before = /^\d{1,9}$/.test(beforeText) ? Number(beforeText) : null;
  const mails = await engine.outboxForStaff({ before, state, limit: OUTBOX_PER_PAGE + 1 });
  const shown = mails.slice(0, OUTBOX_PER_PAGE);
  return {
    staff,
    mails: shown,
    state,
    older: mails.length > OUTBOX_PER_PAGE ? shown.at(-1)!.id : null,
    paged: before !== null,
  };
}
