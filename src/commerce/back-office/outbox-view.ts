/**
 * The outbox as the back office shows it (docs/admin.md; issue 34 item 5): what was sent, what waits and what
 * failed, newest first. The bodies are never read: a password-reset mail holds its link in plain text, and a
 * link that an owner could copy would open the shopper's account.
 */
import type { Queryable } from '../db/index.ts';
import { MAX_ATTEMPTS } from '../mail/smtp.ts';

/** sent; waiting (not tried yet); retrying (tried, failed, tried again later); failed (given up). */
export type OutboxState = 'sent' | 'waiting' | 'retrying' | 'failed';
export const OUTBOX_STATES: readonly OutboxState[] = ['sent', 'waiting', 'retrying', 'failed'];

export interface OutboxLine {
  id: number;
  kind: string;
  to: string;
  subject: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  state: OutboxState;
}

const STATE = `CASE WHEN sent_at IS NOT NULL THEN 'sent'
  WHEN attempts >= ${MAX_ATTEMPTS} THEN 'failed'
  WHEN last_error IS NOT NULL THEN 'retrying' ELSE 'waiting' END`;

/** A page of the outbox, newest first, before the mail `before` (the first page without it), of one state or all. */
export async function outboxForStaff(
  db: Queryable,
  { before = null, state = null, limit = 50 }: { before?: number | null; state?: OutboxState | null; limit?: number },
): Promise<OutboxLine[]> {
  const { rows } = await db.query<OutboxLine>(
    `SELECT * FROM (
       SELECT id, kind, recipient AS "to", subject, created_at AS "createdAt", sent_at AS "sentAt", attempts,
         left(last_error, 300) AS "lastError", ${STATE} AS state
       FROM outbox WHERE ($1::integer IS NULL OR id < $1)) mails
     WHERE $2::text IS NULL OR state = $2 ORDER BY id DESC LIMIT $3`,
    [before, state, Math.max(1, Math.min(limit, 200))],
  );
  return rows;
}
