/**
 * Opens the database that the configuration names and brings its schema up to date:
 *   DATABASE_URL unset          PGlite in DATA_DIR (default data/), guarded by a lock file
 *   DATABASE_URL=memory://      PGlite in memory (tests)
 *   DATABASE_URL=postgres://…   a PostgreSQL server
 */
import { migrate } from './migrate.ts';
import { openMemoryPglite, openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { DatabaseSetupError, type Db } from './types.ts';
import { envVar } from '#src/config/env.ts';

export type { Db, Queryable, QueryResult } from './types.ts';
export { DatabaseSetupError } from './types.ts';
export { memorySnapshot, pgliteExists } from './pglite.ts';
export { migrate } from './migrate.ts';

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
  if (!url) db = await openPglite(config.dataDir ?? 'data');
  else if (url === 'memory://') db = await openMemoryPglite(config.snapshot);
  else if (/^postgres(ql)?:\/\//.test(url)) db = await openPostgres(url);
  else throw new DatabaseSetupError('DATABASE_URL must be memory:// or postgres://user:password@host:port/database');
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}
