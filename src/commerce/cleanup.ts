/**
 * Removes what the shop no longer needs, on a schedule (server/housekeeping.ts): sessions and reset links past their
 * expiry, throttle rows whose window has ended, carts nobody has touched for `housekeeping.abandonedCartDays`
 * that were never checked out (their lines go with them), and newsletter addresses left unconfirmed once their
 * confirmation link has expired (`newsletterConsent.confirmDays`). One transaction per run; with several server
 * processes on one PostgreSQL, an advisory lock lets one of them do it and the others skip that round.
 */
import type { Db } from './db/index.ts';
import { accountSecurity, housekeeping, newsletterConsent, requestLimits } from '#src/config/accounts.ts';
import { envVar } from '#src/config/env.ts';
import { throttleWindowSeconds } from './throttle.ts';

const CLEANUP_LOCK = 7_042_003;

export interface CleanUpResult {
  /** False when another process held the lock and did this round. */
  ran: boolean;
  sessions: number;
  passwordResets: number;
  throttleRows: number;
  carts: number;
  unconfirmedSubscribers: number;
}

/** Every throttle row is dead once the longest window any throttle uses has passed since it started. */
function longestThrottleWindowSeconds(): number {
  return Math.max(
    throttleWindowSeconds(),
    accountSecurity.throttleWindowSeconds,
    ...Object.values(requestLimits).map((limit) => limit.windowSeconds),
    ...Object.values(envVar('REQUEST_LIMITS') ?? {}).map((limit) => limit.windowSeconds),
  );
}

/** `now` is the clock the rules read, so that a test can move it; the server passes the real time. */
export async function cleanUp(db: Db, now: Date = new Date()): Promise<CleanUpResult> {
  const abandonedCartDays = envVar('ABANDONED_CART_DAYS') ?? housekeeping.abandonedCartDays;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      CLEANUP_LOCK,
    ]);
    if (!rows[0]?.locked)
      return { ran: false, sessions: 0, passwordResets: 0, throttleRows: 0, carts: 0, unconfirmedSubscribers: 0 };
    const count = async (sql: string, params: unknown[]) => (await tx.query(sql, params)).rowCount;
    return {
      ran: true,
      sessions: await count('DELETE FROM sessions WHERE expires_at <= $1', [now]),
      passwordResets: await count('DELETE FROM password_resets WHERE expires_at <= $1', [now]),
      throttleRows: await count(
        'DELETE FROM sign_in_throttle WHERE window_started_at <= $1::timestamptz - make_interval(secs => $2)',
        [now, longestThrottleWindowSeconds()],
      ),
      carts: await count(
        `DELETE FROM carts WHERE completed_at IS NULL
           AND updated_at <= $1::timestamptz - make_interval(days => $2)
           AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.cart_id = carts.id)`,
        [now, abandonedCartDays],
      ),
      unconfirmedSubscribers: await count(
        `DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL
           AND subscribed_at <= $1::timestamptz - make_interval(days => $2)`,
        [now, newsletterConsent.confirmDays],
      ),
    };
  });
}
