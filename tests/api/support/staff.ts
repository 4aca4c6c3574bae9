/**
 * Staff for the back office's tests: invited, password set, authenticator enrolled and signed in, through the
 * same engine operations the sign-in screens use. The session token goes in the staff cookie of a request.
 */
import type { StaffRole } from '#src/config/back-office.ts';
import type { Db } from '#src/commerce/db/index.ts';
import { currentTotp } from '#src/commerce/staff/second-factor.ts';
import {
  acceptInvitation,
  confirmEnrolment,
  inviteStaff,
  staffEnrolment,
  type StaffMember,
} from '#src/commerce/staff/staff.ts';
import { staffCookies } from '#src/config/back-office.ts';
import { freshEmail } from './accounts.ts';

export interface SignedInStaff {
  staff: StaffMember;
  /** The session token, signed in. */
  session: string;
  /** The authenticator's secret, for codes at later sign-ins. */
  secret: string;
  password: string;
  recoveryCodes: string[];
  /** The Cookie header that carries the session over plain HTTP. */
  cookie: string;
}

export async function signedInStaff(db: Db, role: StaffRole = 'staff', email = freshEmail()): Promise<SignedInStaff> {
  const password = 'a long staff passphrase 42';
  const { staff, inviteUrl } = await inviteStaff(db, email, role, null);
  const token = new URL(inviteUrl).pathname.split('/').pop()!;
  const { session } = await acceptInvitation(db, token, password);
  const { secret } = await staffEnrolment(db, session);
  const { recoveryCodes } = await confirmEnrolment(db, session, currentTotp(secret, staff.email));
  return { staff, session, secret, password, recoveryCodes, cookie: `${staffCookies.session}=${session}` };
}
