/** A PostgreSQL server through `pg`, for production and for several server processes. */
import pg from 'pg';
import {
  DatabaseSetupError,
  TransactionClosed,
  TransactionRolledBack,
  type Db,
  type Queryable,
  type QueryResult,
} from './types.ts';
import { envVar } from '#src/config/env.ts';
import { log } from '#src/config/log.server.ts';

// bigint (count(*), sums) as a JS number, as PGlite gives it: our amounts and counts stay far below 2^53.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Statements on a pool or on one client; `open` tells whether a transaction's client is still ours. */
function wrap(client: pg.Pool | pg.PoolClient, open: () => boolean = () => true): Queryable {
  const usable = () => {
    if (!open()) throw new TransactionClosed();
  };
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      usable();
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql) {
      usable();
      await client.query(sql);
    },
  };
}

export async function openPostgres(url: string, poolSize = envVar('DATABASE_POOL_SIZE')): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => log().error(`[db] idle connection lost: ${error.message}`));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const where = new URL(url);
    throw new DatabaseSetupError(
      `cannot connect to PostgreSQL at ${where.hostname}:${where.port || 5432}: ${(error as Error).message}`,
    );
  }
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let open = true;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, () => open));
        if ((await client.query('COMMIT')).command === 'ROLLBACK') throw new TransactionRolledBack();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        open = false;
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
