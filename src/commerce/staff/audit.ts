/**
 * The audit log: every staff action, with who, what, on what, when, and the values before and after. Written
 * in the action's own transaction, so an action and its record commit together; each also writes one JSON
 * line to the server's log.
 */
import type { Queryable } from '../db/index.ts';
import { log } from '#src/config/log.server.ts';

/** Who acts: a signed-in staff member (the command line acts as nobody in particular: null). */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditEntry {
  id: number;
  staffEmail: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

interface AuditLine {
  staff: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

let writeLine = (line: AuditLine): void => log().info(line, 'staff action');

/**
 * Where each action's JSON line goes: the server's log by default. The command line, which prints its own
 * answer, sends them nowhere: the audit_log row is the record either way.
 */
export function sendAuditLinesTo(write: (line: AuditLine) => void): void {
  writeLine = write;
}

export async function audit(
  tx: Queryable,
  by: Actor | null,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  const staffEmail = by?.email ?? 'command line';
  await tx.query(
    `INSERT INTO audit_log (staff_id, staff_email, action, target, before, after) VALUES ($1, $2, $3, $4, $5, $6)`,
    [by?.id ?? null, staffEmail, action, target, JSON.stringify(before), JSON.stringify(after)],
  );
  writeLine({ staff: staffEmail, action, target, before, after });
}

export async function readAuditLog(db: Queryable, { limit = 100, before }: { limit?: number; before?: number } = {}) {
  const { rows } = await db.query<AuditEntry>(
    `SELECT id::int, staff_email AS "staffEmail", action, target, before, after, at FROM audit_log
     WHERE ($1::bigint IS NULL OR id < $1) ORDER BY id DESC LIMIT $2`,
    [before ?? null, Math.min(limit, 500)],
  );
  return rows;
}
