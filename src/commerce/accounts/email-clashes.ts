/**
 * Addresses that migration 011_normalised_emails.sql left in their old spelling because another row of the
 * same table has the new one: merging two accounts (or subscriptions, or alerts) is the operator's call, not
 * the start's. Each start says how many wait, until the operator has settled them and emptied the table.
 */
import type { Queryable } from '../db/index.ts';
import { log } from '#src/config/log.server.ts';

export interface EmailClash {
  table: string;
  email: string;
  normalised: string;
}

export async function emailClashes(db: Queryable): Promise<EmailClash[]> {
  const { rows } = await db.query<EmailClash>(
    'SELECT table_name AS "table", email, normalised FROM email_clashes ORDER BY table_name, normalised, email',
  );
  return rows;
}

/** One log line naming the tables (not the addresses: logs travel further than the database). */
export async function reportEmailClashes(
  db: Queryable,
  report: (line: string) => void = (line) => log().warn(line),
): Promise<void> {
  const clashes = await emailClashes(db);
  if (clashes.length === 0) return;
  const tables = [...new Set(clashes.map((clash) => clash.table))].join(', ');
  report(
    `[accounts] ${clashes.length} e-mail addresses were left unnormalised because another row already has ` +
      `their normal spelling (${tables}); npm run shop -- email-clashes lists them. Merge or rename each, ` +
      'then delete its row from email_clashes',
  );
}
