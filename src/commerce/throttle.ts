/**
 * Throttles kept in the database, so that every server process counts together: failed sign-ins, and the
 * calls that create something or send mail (sign-up, cart-create, newsletter, reset; src/config/accounts.ts
 * requestLimits).
 * Each attempt is counted before the work it guards (one atomic upsert per key), so a burst of parallel
 * calls cannot slip in between a check and a count; a successful sign-in gives its count back.
 *
 * The window is fixed and starts with the first attempt: once it is over, the
 * count starts again. A flood of wrong passwords is held to a few guesses per
 * window, and the real owner gets in as soon as the window ends. (The table keeps the name of its first
 * use, sign_in_throttle.)
 */
import type { Queryable } from './db/index.ts';
import { accountSecurity, requestLimits, type LimitedRequest, type RequestLimit } from '#src/config/accounts.ts';
import { envVar } from '#src/config/env.ts';

export interface ThrottleRule {
  key: string;
  limit: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The window length: SIGN_IN_THROTTLE_WINDOW_SECONDS when set (tests shorten it), else the config's. */
export function throttleWindowSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return envVar('SIGN_IN_THROTTLE_WINDOW_SECONDS', env) ?? accountSecurity.throttleWindowSeconds;
}

/** Counts one attempt against every rule; refused when any rule is over its limit. */
export async function countAttempt(
  db: Queryable,
  rules: ThrottleRule[],
  windowSeconds = throttleWindowSeconds(),
): Promise<ThrottleVerdict> {
  // Sorted keys: two concurrent upserts lock the same rows in the same order.
  const keys = rules.map((r) => r.key).sort();
  const { rows } = await db.query<{ key: string; attempts: number; retry_after: number }>(
    `INSERT INTO sign_in_throttle AS t (key, window_started_at, attempts)
       SELECT k, now(), 1 FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2)
         THEN now() ELSE t.window_started_at END,
       attempts = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE t.attempts + 1 END
     RETURNING key, attempts,
       ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::integer AS retry_after`,
    [keys, windowSeconds],
  );
  const over = rows.filter((row) => row.attempts > rules.find((r) => r.key === row.key)!.limit);
  if (over.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, ...over.map((r) => r.retry_after)) };
}

/** A successful attempt does not count towards the limits. */
export async function forgiveAttempt(db: Queryable, rules: ThrottleRule[]): Promise<void> {
  await db.query('UPDATE sign_in_throttle SET attempts = attempts - 1 WHERE key = ANY($1::text[]) AND attempts > 0', [
    rules.map((r) => r.key),
  ]);
}

export function signInRules(email: string, address: string): ThrottleRule[] {
  return [
    { key: `account:${email}`, limit: accountSecurity.maxFailuresPerAccount },
    { key: `address:${address}`, limit: accountSecurity.maxFailuresPerAddress },
  ];
}

/** The limit of a kind of call: REQUEST_LIMITS's when it names it, else the config's. */
export function requestLimit(kind: LimitedRequest, env: NodeJS.ProcessEnv = process.env): RequestLimit {
  return envVar('REQUEST_LIMITS', env)?.[kind] ?? requestLimits[kind];
}

/** Counts one call of a kind from a client address against its limit. */
export function countRequest(db: Queryable, kind: LimitedRequest, address: string, limit: RequestLimit) {
  return countAttempt(db, [{ key: `${kind}:${address}`, limit: limit.limit }], limit.windowSeconds);
}
