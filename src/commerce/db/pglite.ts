/** The embedded database: PGlite in a data directory (guarded by a lock file) or in memory. */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './lock.ts';
import { DatabaseSetupError, type Db, type Queryable, type QueryResult } from './types.ts';

async function run<T>(on: PGlite | Transaction, sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
  const result = await on.query<T>(sql, params ? [...params] : undefined);
  return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
}

function wrap(on: PGlite | Transaction): Queryable {
  return {
    query: (sql, params) => run(on, sql, params),
    async exec(sql) {
      await on.exec(sql);
    },
  };
}

function asDb(pg: PGlite, lock: DataDirLock | null): Db {
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openMemoryPglite(): Promise<Db> {
  return asDb(await PGlite.create(), null);
}

/** The data lives in `{dataDir}/pglite`; the lock file sits beside it. */
export async function openPglite(dataDir: string): Promise<Db> {
  const root = resolve(dataDir);
  try {
    mkdirSync(root, { recursive: true });
  } catch (error) {
    throw new DatabaseSetupError(`cannot create the data directory ${root}: ${(error as Error).message}`);
  }
  const lock = lockDataDir(root);
  try {
    return asDb(await PGlite.create(join(root, 'pglite')), lock);
  } catch (error) {
    lock.release();
    throw new DatabaseSetupError(`cannot open the database in ${root}: ${(error as Error).message.split('\n')[0]}`);
  }
}
