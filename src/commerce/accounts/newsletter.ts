/** The newsletter list: one row per address, however often it is submitted. */
import type { Queryable } from '../db/index.ts';
import { normaliseEmail } from '#src/commerce/accounts/rules.ts';

/** Resolves true for a new subscriber, false for an address already on the list. */
export async function subscribeToNewsletter(db: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING',
    [normaliseEmail(email)],
  );
  return rowCount > 0;
}
