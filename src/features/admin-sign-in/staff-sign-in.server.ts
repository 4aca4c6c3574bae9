/**
 * The back office's sign-in screens on the server (docs/admin.md "Signing in"): the password, then a code
 * from the authenticator app (or a recovery code); at the first sign-in the app is enrolled by QR code and
 * the recovery codes are shown once; an invitation link sets the password. Each screen is a plain form
 * posted back to itself. Refusals are codes, worded here in the page's language.
 */
import type { AstroGlobal } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { StaffRefusal } from '#src/commerce/staff/staff-errors.ts';
import { ApiError, clientAddressOf, parseFormBody } from '#src/http/guard.ts';
import { adminNext, expireStaffCookie, readStaffToken, setStaffCookie } from '#src/http/staff-session.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { staffSignInMessages } from './messages.ts';

export type SignInScreen = 'sign-in' | 'second-step' | 'enrol' | 'invite';

export interface SignInShown {
  screen: SignInScreen | 'recovery';
  problem: string | null;
  email: string;
  /** Where to go once signed in (a back-office path). */
  next: string;
  enrolment: { qrSvg: string; secret: string } | null;
  recoveryCodes: string[];
}

export type SignInContext = Pick<AstroGlobal, 'request' | 'url' | 'params' | 'response' | 'redirect' | 'clientAddress'>;

export async function staffSignInRequest(
  context: SignInContext,
  locale: Locale,
  screen: SignInScreen,
): Promise<Response | SignInShown> {
  const { request, url, response } = context;
  const { engine } = await getCommerce();
  const t = staffSignInMessages[locale];
  const token = readStaffToken(request);
  const next = adminNext(url.searchParams.get('next'), locale);
  const withNext = (path: string) => `${localizedPath(locale, path)}?next=${encodeURIComponent(next)}`;
  const shown: SignInShown = { screen, problem: null, email: '', next, enrolment: null, recoveryCodes: [] };
  const stage = token ? await engine.stageOfSession(token) : null;

  if (screen === 'sign-in' && stage === 'signed-in') return context.redirect(next, 303);
  if (screen === 'second-step' && stage !== 'password') return context.redirect(withNext('/admin/sign-in'), 303);
  if (screen === 'enrol' && stage !== 'enrol') return context.redirect(withNext('/admin/sign-in'), 303);

  if (request.method === 'POST') {
    try {
      const form = await parseFormBody(request);
      const address = clientAddressOf(context);
      switch (screen) {
        case 'sign-in': {
          shown.email = form.email ?? '';
          const started = await engine.signInStaff(shown.email, form.password ?? '', address);
          const answer = context.redirect(
            withNext(started.stage === 'enrol' ? '/admin/enrol' : '/admin/second-step'),
            303,
          );
          setStaffCookie(answer.headers, started.session, request, url);
          return answer;
        }
        case 'second-step':
          await engine.completeStaffSignIn(token!, form.code ?? '', address);
          return context.redirect(next, 303);
        case 'enrol':
          shown.recoveryCodes = (await engine.confirmEnrolment(token!, form.code ?? '')).recoveryCodes;
          return { ...shown, screen: 'recovery' };
        case 'invite': {
          const accepted = await engine.acceptInvitation(context.params.token ?? '', form.password ?? '');
          const answer = context.redirect(localizedPath(locale, '/admin/enrol'), 303);
          setStaffCookie(answer.headers, accepted.session, request, url);
          return answer;
        }
      }
    } catch (error) {
      if (error instanceof StaffRefusal) {
        response.status = error.code === 'sign_in_throttled' ? 429 : 422;
        shown.problem = (t.problems as Record<string, string>)[error.code] ?? t.problems.failed;
      } else if (error instanceof ApiError) {
        response.status = error.status;
        shown.problem = t.problems.failed;
      } else throw error;
    }
  }
  if (screen === 'enrol') shown.enrolment = await engine.staffEnrolment(token!);
  return shown;
}

/** Signing out: this browser's session, or with `everywhere` every session of the staff member. */
export async function staffSignOut(context: SignInContext, locale: Locale): Promise<Response> {
  const { request, url } = context;
  const { engine } = await getCommerce();
  const token = readStaffToken(request);
  if (request.method === 'POST' && token) {
    const form = await parseFormBody(request).catch(() => ({}) as Record<string, string>);
    const member = form.everywhere === '1' ? await engine.staffOfSession(token) : null;
    if (member) await engine.signOutEverywhere(member.id);
    else await engine.signOutStaff(token);
  }
  const answer = context.redirect(localizedPath(locale, '/admin/sign-in'), 303);
  expireStaffCookie(answer.headers, request, url);
  return answer;
}
