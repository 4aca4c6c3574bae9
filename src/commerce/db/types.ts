/**
 * The one database interface the commerce engine (and accounts) talk to. Two
 * implementations: embedded PGlite and a PostgreSQL server through `pg`. Both
 * speak PostgreSQL's dialect, so SQL is written once.
 */
import { crossesThreads } from '#src/config/wire-errors.ts';

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or rows changed by INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

export interface Queryable {
  /** One statement with $1… parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one READ COMMITTED transaction: committed when it resolves,
   * rolled back when it throws. Inside, use only `tx`; calling the Db itself
   * from inside a transaction waits for the transaction on PGlite.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** PGlite only: its data directory as a gzipped tarball, taken between transactions (a consistent copy). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * COMMIT answered ROLLBACK: a statement of the transaction failed and the
 * caller carried on regardless. Nothing of the transaction was kept.
 */
export class TransactionRolledBack extends Error {
  override name = 'TransactionRolledBack';
  constructor() {
    super('The transaction was rolled back: a statement in it failed');
  }
}
crossesThreads('TransactionRolledBack', () => new TransactionRolledBack());

/** A transaction's handle used after the transaction ended. */
export class TransactionClosed extends Error {
  override name = 'TransactionClosed';
  constructor() {
    super('Transaction is closed');
  }
}
crossesThreads('TransactionClosed', () => new TransactionClosed());

/** A problem a person can fix (locked data directory, bad DATABASE_URL): one clear line, no stack. */
export class DatabaseSetupError extends Error {
  override name = 'DatabaseSetupError';
}
crossesThreads('DatabaseSetupError', ({ message }) => new DatabaseSetupError(message));
