/**
 * The back office's staff screen on the server (docs/admin.md "Roles"): owner only. Lists the staff, invites
 * one (the invitation is e-mailed; its link is also shown to the owner this once) and removes one (their
 * sessions end at once; the last owner stays). Each screen is a plain form posted back to itself.
 */
import { STAFF_ROLES, type StaffRole } from '#src/config/back-office.ts';
import { normaliseEmail, validateEmail } from '#src/commerce/accounts/rules.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { StaffRefusal } from '#src/commerce/staff/staff-errors.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import { ApiError, parseFormBody } from '#src/http/guard.ts';
import { readStaffToken, staffForPage, type AdminContext } from '#src/http/staff-session.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { adminStaffMessages } from './messages.ts';

type Problem = keyof (typeof adminStaffMessages)['en']['problems'];

export interface StaffShown {
  staff: StaffMember;
  members: StaffMember[];
  problem: Problem | null;
  /** After an invitation: who, and the link, shown once. */
  invited: { email: string; link: string } | null;
  removed: string | null;
  /** The invitation form as it was sent, when it was refused. */
  form: { email: string; role: StaffRole };
}

async function act(
  staff: StaffMember,
  form: Record<string, string>,
  locale: Locale,
  shown: StaffShown,
): Promise<Problem | null> {
  const { engine } = await getCommerce();
  if (form.action === 'invite') {
    const email = normaliseEmail(form.email ?? '');
    const role = STAFF_ROLES.find((r) => r === form.role) ?? 'staff';
    shown.form = { email, role };
    if (validateEmail(email)) return 'email_invalid';
    const { inviteUrl } = await engine.inviteStaff(email, role, { id: staff.id, email: staff.email }, locale);
    shown.invited = { email, link: inviteUrl };
    shown.form = { email: '', role: 'staff' };
  } else if (form.action === 'remove') {
    const member = shown.members.find((m) => m.id === form.id);
    await engine.removeStaff({ id: staff.id, email: staff.email }, form.id ?? '');
    shown.removed = member?.email ?? '';
  }
  return null;
}

export async function staffAdminRequest(context: AdminContext, locale: Locale): Promise<Response | StaffShown> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'owner');
  if (staff instanceof Response) return staff;
  const shown: StaffShown = {
    staff,
    members: await engine.listStaff(),
    problem: null,
    invited: null,
    removed: null,
    form: { email: '', role: 'staff' },
  };
  if (context.request.method !== 'POST') return shown;
  try {
    shown.problem = await act(staff, await parseFormBody(context.request), locale, shown);
    if (shown.problem) context.response.status = 422;
    // Whoever removed themselves is signed out: the next screen is the sign-in.
    if (!(await engine.staffOfSession(readStaffToken(context.request) ?? ''))) {
      return context.redirect(context.url.pathname, 303);
    }
  } catch (error) {
    if (error instanceof StaffRefusal) {
      context.response.status = 422;
      shown.problem = Object.hasOwn(adminStaffMessages.en.problems, error.code) ? (error.code as Problem) : 'failed';
    } else if (error instanceof ApiError) {
      context.response.status = error.status;
      shown.problem = 'failed';
    } else throw error;
  }
  shown.members = await engine.listStaff();
  return shown;
}
