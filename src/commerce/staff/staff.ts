/**
 * Staff accounts and their sessions (docs/admin.md), apart from shoppers'. An owner (the first made with
 * `npm run shop -- staff add EMAIL --role owner`) invites others; an invitation link sets the password; the
 * first sign-in enrols an authenticator app and gives the recovery codes; every sign-in then takes the
 * password and a code. A session ends after the idle timeout, at sign-out everywhere, and at once when its
 * staff member is removed. Sign-in is throttled per e-mail and per address, as shoppers' is.
 */
import { envVar } from '#src/config/env.ts';
import { staffSecurity, type StaffRole } from '#src/config/back-office.ts';
import type { Db, Queryable } from '../db/index.ts';
import { newOrderId } from '../ids.ts';
import { refuseCommonPassword } from '../accounts/common-passwords.ts';
import { decoyHash, hashPassword, verifyPassword } from '../accounts/password.ts';
import { normaliseEmail, validateEmail, validatePassword } from '../accounts/rules.ts';
import { hashToken, looksLikeToken, newToken } from '../accounts/tokens.ts';
import { countAttempt, forgiveAttempt, type ThrottleRule } from '../throttle.ts';
import { enqueueMail, mailOrigin } from '../mail/outbox.ts';
import { staffInvitationMail } from '../mail/staff-invitation.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import {
  enrolmentOf,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
} from './second-factor.ts';
import { StaffRefusal } from './staff-errors.ts';
import { audit, type Actor } from './audit.ts';

export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  /** The authenticator is set up. */
  enrolled: boolean;
  /** The invitation was taken up. */
  active: boolean;
  createdAt: Date;
}

export type SessionStage = 'password' | 'enrol' | 'signed-in';

const STAFF_COLUMNS = `id, email, role, totp_confirmed_at IS NOT NULL AS enrolled, password_hash IS NOT NULL AS active,
  created_at AS "createdAt"`;

const idleMinutes = (): number => envVar('ADMIN_IDLE_MINUTES') ?? staffSecurity.idleMinutes;

async function staffById(db: Queryable, id: string): Promise<StaffMember | null> {
  const { rows } = await db.query<StaffMember>(
    `SELECT ${STAFF_COLUMNS} FROM staff WHERE id = $1 AND removed_at IS NULL`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const { rows } = await db.query<StaffMember>(
    `SELECT ${STAFF_COLUMNS} FROM staff WHERE removed_at IS NULL ORDER BY role, email`,
  );
  return rows;
}

/**
 * A new staff member and the link that lets them set a password (also e-mailed to them). `by` is the owner
 * who invited them; null for the command line.
 */
export async function inviteStaff(
  db: Db,
  email: string,
  role: StaffRole,
  by: Actor | null,
  locale: Locale = 'en',
): Promise<{ staff: StaffMember; inviteUrl: string }> {
  const address = normaliseEmail(email);
  if (validateEmail(address)) throw new StaffRefusal('staff_not_found', 'not an e-mail address');
  const token = newToken();
  const id = newOrderId();
  const inviteUrl = new URL(localizedPath(locale, `/admin/invite/${token}`), mailOrigin()).href;
  const staff = await db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT id FROM staff WHERE email = $1 AND removed_at IS NULL', [address]);
    if (rows.length > 0) throw new StaffRefusal('staff_exists');
    // A removed member invited again starts afresh under the same address.
    await tx.query('UPDATE staff SET email = email || $2 WHERE email = $1', [address, `#removed-${id}`]);
    await tx.query(
      `INSERT INTO staff (id, email, role, invite_token_hash, invite_expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [id, address, role, hashToken(token), staffSecurity.inviteHours],
    );
    const added = (await staffById(tx, id))!;
    await audit(tx, by, 'staff.invite', address, null, { role });
    await enqueueMail(tx, staffInvitationMail(address, role, inviteUrl, locale));
    return added;
  });
  return { staff, inviteUrl };
}

async function startStaffSession(db: Queryable, staffId: string, stage: SessionStage): Promise<string> {
  const token = newToken();
  await db.query(
    `DELETE FROM staff_sessions WHERE staff_id = $1 AND last_seen_at <= now() - make_interval(mins => $2)`,
    [staffId, idleMinutes()],
  );
  await db.query('INSERT INTO staff_sessions (token_hash, staff_id, stage) VALUES ($1, $2, $3)', [
    hashToken(token),
    staffId,
    stage,
  ]);
  return token;
}

/** The invitation's password is set: a session that goes on to enrol the authenticator. */
export async function acceptInvitation(
  db: Db,
  inviteToken: string,
  password: string,
): Promise<{ session: string; stage: SessionStage }> {
  if (!looksLikeToken(inviteToken)) throw new StaffRefusal('invitation_invalid');
  if (validatePassword(password) || refuseCommonPassword(password)) throw new StaffRefusal('password_invalid');
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE staff SET password_hash = $2, invite_token_hash = NULL, invite_expires_at = NULL
       WHERE invite_token_hash = $1 AND invite_expires_at > now() AND removed_at IS NULL RETURNING id`,
      [hashToken(inviteToken), hash],
    );
    if (!rows[0]) throw new StaffRefusal('invitation_invalid');
    return { session: await startStaffSession(tx, rows[0].id, 'enrol'), stage: 'enrol' as const };
  });
}

const signInRules = (email: string, address: string): ThrottleRule[] => [
  { key: `staff:${email}`, limit: staffSecurity.signInLimit },
  { key: `staff-address:${address}`, limit: staffSecurity.signInLimit },
];

/** The password's step: a session waiting for the code, or for enrolment when there is no authenticator yet. */
export async function signInStaff(
  db: Db,
  email: string,
  password: string,
  address: string,
): Promise<{ session: string; stage: SessionStage }> {
  const normalised = normaliseEmail(email);
  const rules = signInRules(normalised, address);
  if (!(await countAttempt(db, rules)).allowed) throw new StaffRefusal('sign_in_throttled');
  const { rows } = await db.query<{ id: string; passwordHash: string | null; enrolled: boolean }>(
    `SELECT id, password_hash AS "passwordHash", totp_confirmed_at IS NOT NULL AS enrolled
     FROM staff WHERE email = $1 AND removed_at IS NULL`,
    [normalised],
  );
  const member = rows[0];
  // An unknown address takes as long as a wrong password.
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
  if (!member?.passwordHash || !matches) throw new StaffRefusal('sign_in_failed');
  await forgiveAttempt(db, rules);
  const stage: SessionStage = member.enrolled ? 'password' : 'enrol';
  return { session: await startStaffSession(db, member.id, stage), stage };
}

interface SessionRow {
  staffId: string;
  email: string;
  stage: SessionStage;
  totpSecret: string | null;
  totpLastStep: string;
}

async function sessionRow(db: Queryable, token: string): Promise<SessionRow | null> {
  if (!looksLikeToken(token)) return null;
  const { rows } = await db.query<SessionRow>(
    `SELECT s.staff_id AS "staffId", st.email, s.stage, st.totp_secret AS "totpSecret",
       st.totp_last_step AS "totpLastStep"
     FROM staff_sessions s JOIN staff st ON st.id = s.staff_id
     WHERE s.token_hash = $1 AND st.removed_at IS NULL AND s.last_seen_at > now() - make_interval(mins => $2)`,
    [hashToken(token), idleMinutes()],
  );
  return rows[0] ?? null;
}

/** The signed-in staff member of a session, which this use keeps alive; null for any other session. */
export async function staffOfSession(db: Queryable, token: string): Promise<StaffMember | null> {
  const row = await sessionRow(db, token);
  if (!row || row.stage !== 'signed-in') return null;
  await db.query('UPDATE staff_sessions SET last_seen_at = now() WHERE token_hash = $1', [hashToken(token)]);
  return staffById(db, row.staffId);
}

/** Where a session stands, for the sign-in pages: which step comes next. */
export async function stageOfSession(db: Queryable, token: string): Promise<SessionStage | null> {
  return (await sessionRow(db, token))?.stage ?? null;
}

/** The enrolment page: a secret for the authenticator (made once per enrolment), its QR code. */
export async function staffEnrolment(db: Db, token: string): Promise<{ uri: string; qrSvg: string; secret: string }> {
  const row = await sessionRow(db, token);
  if (!row || row.stage !== 'enrol') throw new StaffRefusal('not_enrolled');
  let secret = row.totpSecret;
  if (!secret) {
    secret = newTotpSecret();
    await db.query('UPDATE staff SET totp_secret = $2 WHERE id = $1 AND totp_confirmed_at IS NULL', [
      row.staffId,
      secret,
    ]);
  }
  return enrolmentOf(secret, row.email);
}

async function takeTotp(tx: Queryable, row: SessionRow, code: string): Promise<boolean> {
  if (!row.totpSecret) return false;
  const step = totpStep(row.totpSecret, row.email, code.replace(/\s/g, ''));
  if (step === null) return false;
  const { rowCount } = await tx.query('UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2', [
    row.staffId,
    step,
  ]);
  return rowCount === 1;
}

/** The first code from the app confirms the enrolment: the session is signed in, the recovery codes shown once. */
export async function confirmEnrolment(db: Db, token: string, code: string): Promise<{ recoveryCodes: string[] }> {
  return db.transaction(async (tx) => {
    const row = await sessionRow(tx, token);
    if (!row || row.stage !== 'enrol') throw new StaffRefusal('not_enrolled');
    if (!(await takeTotp(tx, row, code))) throw new StaffRefusal('code_invalid');
    const recoveryCodes = newRecoveryCodes();
    await tx.query('UPDATE staff SET totp_confirmed_at = now() WHERE id = $1', [row.staffId]);
    await tx.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [row.staffId]);
    for (const recovery of recoveryCodes)
      await tx.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
        row.staffId,
        recoveryCodeHash(recovery),
      ]);
    await tx.query(`UPDATE staff_sessions SET stage = 'signed-in', last_seen_at = now() WHERE token_hash = $1`, [
      hashToken(token),
    ]);
    return { recoveryCodes };
  });
}

/** The second step: a current code from the app, or an unused recovery code (then used up). */
export async function completeStaffSignIn(db: Db, token: string, code: string, address: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await sessionRow(tx, token);
    if (!row || row.stage !== 'password') throw new StaffRefusal('sign_in_failed');
    const rules = signInRules(row.email, address);
    if (!(await countAttempt(tx, rules)).allowed) throw new StaffRefusal('sign_in_throttled');
    const taken = looksLikeRecoveryCode(code)
      ? ((
          await tx.query(
            `UPDATE staff_recovery_codes SET used_at = now()
             WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL`,
            [row.staffId, recoveryCodeHash(code)],
          )
        ).rowCount ?? 0) === 1
      : await takeTotp(tx, row, code);
    if (!taken) throw new StaffRefusal('code_invalid');
    await forgiveAttempt(tx, rules);
    await tx.query(`UPDATE staff_sessions SET stage = 'signed-in', last_seen_at = now() WHERE token_hash = $1`, [
      hashToken(token),
    ]);
  });
}

export async function signOutStaff(db: Queryable, token: string): Promise<void> {
  if (looksLikeToken(token)) await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Every session of the staff member ends: this browser's and any other. */
export async function signOutEverywhere(db: Queryable, staffId: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [staffId]);
}

/** An owner removes a staff member: their sessions end at once. The last owner cannot be removed. */
export async function removeStaff(db: Db, by: Actor | null, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await staffById(tx, staffId);
    if (!member) throw new StaffRefusal('staff_not_found');
    if (member.role === 'owner') {
      const { rows } = await tx.query<{ owners: number }>(
        `SELECT count(*)::int AS owners FROM staff WHERE role = 'owner' AND removed_at IS NULL`,
      );
      if (rows[0]!.owners <= 1) throw new StaffRefusal('last_owner');
    }
    await tx.query('UPDATE staff SET removed_at = now() WHERE id = $1', [staffId]);
    await signOutEverywhere(tx, staffId);
    await audit(tx, by, 'staff.remove', member.email, { role: member.role }, null);
  });
}
