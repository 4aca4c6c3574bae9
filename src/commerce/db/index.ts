/**
 * Opens the database that the configuration names and brings its schema up to date:
 *   DATABASE_URL unset          PGlite in DATA_DIR (default data/), guarded by a lock file
 *   DATABASE_URL=memory://      PGlite in memory (tests)
 *   DATABASE_URL=postgres://…   a PostgreSQL server
 */
import { migrate } from './migrate.ts';
import { DatabaseSetupError, type Db } from './types.ts';
import { envVar } from '#src/config/env.ts';

export type { Db, Queryable, QueryResult } from './types.ts';
export { DatabaseSetupError } from './types.ts';
export { pgliteExists } from './pglite-dir.ts';
export { migrate } from './migrate.ts';

/**
 * The embedded database's module (and the PostgreSQL driver below), loaded when a database is opened: the
 * server's main thread imports this module but opens its database in the engine's thread, and holds neither.
 */
const pglite = () => import('./pglite.ts');

/** A database in memory, made ready by `prepare`, dumped as a data directory (pglite.ts). */
export async function memorySnapshot(prepare: (db: Db) => Promise<unknown>): Promise<Blob> {
  return (await pglite()).memorySnapshot(prepare);
}

export interface DatabaseConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** With memory://, start from this data directory dump instead of an empty database (tests). */
  snapshot?: Blob | undefined;
}

export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return { databaseUrl: envVar('DATABASE_URL', env), dataDir: envVar('DATA_DIR', env) };
}

/** Where the data lives, in words, for start-up logs and CLI output (never the password). */
export function describeDatabase(config: DatabaseConfig): string {
  const url = config.databaseUrl;
  if (!url) return `PGlite in ${config.dataDir ?? 'data'}/`;
  if (url === 'memory://') return 'PGlite in memory';
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

export async function openDatabase(config: DatabaseConfig = databaseConfigFromEnv()): Promise<Db> {
  const url = config.databaseUrl;
  let db: Db;
  if (!url) db = await (await pglite()).openPglite(config.dataDir ?? 'data');
  else if (url === 'memory://') db = await (await pglite()).openMemoryPglite(config.snapshot);
  else if (/^postgres(ql)?:\/\//.test(url)) db = await (await import('./postgres.ts')).openPostgres(url);
  else throw new DatabaseSetupError('DATABASE_URL must be memory:// or postgres://user:password@host:port/database');
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}
