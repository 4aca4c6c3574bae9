import { describe, expect, it } from 'vitest';
import { currentTotp } from '#src/commerce/staff/second-factor.ts';
import {
  completeStaffSignIn,
  inviteStaff,
  removeStaff,
  signInStaff,
  stageOfSession,
  staffOfSession,
  signOutEverywhere,
} from '#src/commerce/staff/staff.ts';
import { freshEmail } from './support/accounts.ts';
import { shopDb } from './support/db.ts';
import { signedInStaff } from './support/staff.ts';

const ADDRESS = '203.0.113.9';
// A code from the next time step: the one enrolment used is spent.
const nextCode = (secret: string, email: string) => currentTotp(secret, email, Date.now() + 30_000);

describe('staff sign-in (docs/admin.md "Signing in")', () => {
  it('takes the password, then a code from the authenticator app, and a code only once', async () => {
    const db = await shopDb();
    const { staff, secret, password } = await signedInStaff(db);
    const { session, stage } = await signInStaff(db, staff.email, password, ADDRESS);
    expect(stage).toBe('password');
    expect(await staffOfSession(db, session), 'the password alone opens nothing').toBeNull();
    const code = nextCode(secret, staff.email);
    await completeStaffSignIn(db, session, code, ADDRESS);
    expect((await staffOfSession(db, session))?.email).toBe(staff.email);
    const again = await signInStaff(db, staff.email, password, ADDRESS);
    await expect(completeStaffSignIn(db, again.session, code, ADDRESS)).rejects.toMatchObject({ code: 'code_invalid' });
  });

  it('refuses a wrong password as it refuses an unknown address', async () => {
    const db = await shopDb();
    const { staff } = await signedInStaff(db);
    await expect(signInStaff(db, staff.email, 'not the password', ADDRESS)).rejects.toMatchObject({
      code: 'sign_in_failed',
    });
    await expect(signInStaff(db, freshEmail(), 'whatever password', ADDRESS)).rejects.toMatchObject({
      code: 'sign_in_failed',
    });
  });

  it('takes each recovery code once', async () => {
    const db = await shopDb();
    const { staff, password, recoveryCodes } = await signedInStaff(db);
    expect(recoveryCodes).toHaveLength(10);
    const first = await signInStaff(db, staff.email, password, ADDRESS);
    await completeStaffSignIn(db, first.session, recoveryCodes[0]!, ADDRESS);
    expect(await stageOfSession(db, first.session)).toBe('signed-in');
    const second = await signInStaff(db, staff.email, password, ADDRESS);
    await expect(completeStaffSignIn(db, second.session, recoveryCodes[0]!, ADDRESS)).rejects.toMatchObject({
      code: 'code_invalid',
    });
  });

  it('ends every session when the member signs out everywhere, and at once when an owner removes them', async () => {
    const db = await shopDb();
    const owner = await signedInStaff(db, 'owner');
    const member = await signedInStaff(db);
    await signOutEverywhere(db, owner.staff.id);
    expect(await staffOfSession(db, owner.session)).toBeNull();
    expect(await staffOfSession(db, member.session)).not.toBeNull();
    await removeStaff(db, owner.staff, member.staff.id);
    expect(await staffOfSession(db, member.session), 'removed: signed out at once').toBeNull();
  });

  it('keeps one staff account per address', async () => {
    const db = await shopDb();
    const { staff } = await signedInStaff(db);
    await expect(inviteStaff(db, staff.email, 'staff', null)).rejects.toMatchObject({ code: 'staff_exists' });
  });
});
