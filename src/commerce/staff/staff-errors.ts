/** Why a staff action or sign-in was refused: codes, never copy; the back office words them (docs/admin.md). */
import { crossesThreads } from '#src/config/wire-errors.ts';

export const STAFF_REFUSALS = [
  'staff_exists',
  'staff_not_found',
  'invitation_invalid',
  'password_invalid',
  'sign_in_failed',
  'sign_in_throttled',
  'code_invalid',
  'not_enrolled',
  'last_owner',
  'not_allowed',
  'stale_figure',
] as const;
export type StaffRefusalCode = (typeof STAFF_REFUSALS)[number];

/** Recognised by name across the engine's thread, like the engine's other refusals. */
export class StaffRefusal extends Error {
  override name = 'StaffRefusal';
  readonly code: StaffRefusalCode;
  constructor(code: StaffRefusalCode, message: string = code) {
    super(message);
    this.code = code;
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'StaffRefusal';
  }
}
crossesThreads('StaffRefusal', ({ code, message }) =>
  (STAFF_REFUSALS as readonly unknown[]).includes(code)
    ? new StaffRefusal(code as StaffRefusalCode, message)
    : undefined,
);
