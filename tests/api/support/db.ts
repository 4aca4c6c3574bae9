/**
 * The database under the process's commerce engine, for arranging test data.
 * API tests open the engine in their own thread (see setup.ts), so it is at hand.
 */
import type { Db } from '#src/commerce/db/index.ts';
import { getCommerce } from '#src/commerce/runtime.ts';

export async function shopDb(): Promise<Db> {
  const { db } = await getCommerce();
  if (!db) throw new Error('the commerce engine runs in another thread: its database cannot be reached from here');
  return db;
}
