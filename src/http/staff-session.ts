/**
 * The back office's session on the HTTP side (docs/admin.md): its own cookie (`__Host-staff` over HTTPS),
 * HttpOnly and SameSite=Strict, never the shopper's; and the check every /admin page and /api/admin route
 * makes on the server before anything else: a signed-in staff member, of the role the screen needs. A
 * shopper's session opens nothing here.
 */
import type { AstroGlobal } from 'astro';
import { staffCookies, type StaffRole } from '#src/config/back-office.ts';
import type { Engine } from '#src/commerce/engine.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import { looksLikeToken } from '#src/commerce/accounts/tokens.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { hasCookie, readCookie } from './cookie-header.ts';
import { isSecureRequest } from './session-cookie.ts';

const NAMES = [staffCookies.secureSession, staffCookies.session];

export function readStaffToken(request: Request): string | null {
  const header = request.headers.get('cookie');
  const name = NAMES.find((candidate) => hasCookie(header, candidate));
  const token = name ? readCookie(header, name) : null;
  return token && looksLikeToken(token) ? token : null;
}

function cookie(name: string, value: string, maxAge: number | null, secure: boolean): string {
  return [
    `${name}=${value}`,
    'Path=/',
    maxAge === null ? '' : `Max-Age=${maxAge}`,
    'SameSite=Strict',
    'HttpOnly',
    secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** A browser-session cookie: the server's idle timeout, not the cookie, decides how long it is good for. */
export function setStaffCookie(headers: Headers, token: string, request: Request, url: URL): void {
  const secure = isSecureRequest(request, url);
  headers.append('Set-Cookie', cookie(secure ? staffCookies.secureSession : staffCookies.session, token, null, secure));
}

export function expireStaffCookie(headers: Headers, request: Request, url: URL): void {
  const secure = isSecureRequest(request, url);
  for (const name of secure ? NAMES : [staffCookies.session]) headers.append('Set-Cookie', cookie(name, '', 0, secure));
}

/** Whether `member` may do what needs `role`: an owner may do everything. */
export const mayAct = (member: StaffMember, role: StaffRole): boolean => role === 'staff' || member.role === 'owner';

export type AdminContext = Pick<AstroGlobal, 'request' | 'url' | 'redirect' | 'response'>;

/**
 * An /admin page's check: the signed-in staff member, or the answer instead (the sign-in page for nobody, a
 * shopper or an ended session; 403 for a role that may not see the screen).
 */
export async function staffForPage(
  context: AdminContext,
  engine: Pick<Engine, 'staffOfSession'>,
  locale: Locale,
  role: StaffRole = 'staff',
): Promise<StaffMember | Response> {
  const token = readStaffToken(context.request);
  const member = token ? await engine.staffOfSession(token) : null;
  if (!member) {
    const back = encodeURIComponent(context.url.pathname + context.url.search);
    return context.redirect(`${localizedPath(locale, '/admin/sign-in')}?next=${back}`, 303);
  }
  if (!mayAct(member, role))
    return new Response('Forbidden', { status: 403, headers: { 'Cache-Control': 'no-store' } });
  return member;
}

/** An /api/admin route's check: the staff member, or a JSON 401/403. */
export async function staffForCall(
  request: Request,
  engine: Pick<Engine, 'staffOfSession'>,
  role: StaffRole = 'staff',
): Promise<StaffMember | Response> {
  const token = readStaffToken(request);
  const member = token ? await engine.staffOfSession(token) : null;
  const refuse = (status: number, code: string) =>
    new Response(JSON.stringify({ error: code, code }), {
      status,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  if (!member) return refuse(401, 'staff_sign_in_needed');
  if (!mayAct(member, role)) return refuse(403, 'not_allowed');
  return member;
}

/** A path of the back office is only ever the shop's own: a `next` from elsewhere leads to the orders. */
export function adminNext(next: string | null | undefined, locale: Locale): string {
  return next && /^\/(?:ar\/)?admin(?:\/[\w\-/?=&%.]*)?$/.test(next) ? next : localizedPath(locale, '/admin/orders');
}
