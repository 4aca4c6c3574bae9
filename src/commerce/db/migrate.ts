/**
 * Versioned schema: `migrations/NNN_name.sql`, applied in order at start, all
 * pending ones in one transaction, each recorded in schema_migrations. An
 * advisory lock makes two processes starting at once against one PostgreSQL
 * apply them once. See docs/decisions/003-commerce-database.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSetupError, type Db } from './types.ts';
import { projectPath } from '../paths.ts';

const FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;
// Any fixed number; it names the lock other processes wait on.
const MIGRATION_LOCK = 7_042_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The file a migration was read from: 001_commerce.sql. */
function migrationFile(migration: Migration): string {
  return `${String(migration.version).padStart(3, '0')}_${migration.name}.sql`;
}

export function migrationsDir(): string {
  const beside = new URL('./migrations/', import.meta.url);
  if (beside.protocol === 'file:' && existsSync(beside)) return beside.pathname;
  return projectPath('src/commerce/db/migrations');
}

export function readMigrations(dir = migrationsDir()): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = FILE.exec(file);
    if (!match) throw new DatabaseSetupError(`migration file ${file} must be named NNN_lowercase_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version))
      throw new DatabaseSetupError(`two migrations are numbered ${match[1]}; renumber the newer one`);
    migrations.push({ version, name: match[2]!, sql: readFileSync(join(dir, file), 'utf8') });
  }
  return migrations;
}

/** Applies the pending migrations; returns the versions applied now. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...applied].find((v) => !known.has(v));
    if (unknown !== undefined) {
      throw new DatabaseSetupError(
        `the database has migration ${unknown}, which this code does not know (is the code older than the database?)`,
      );
    }
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new DatabaseSetupError(`migration ${migrationFile(migration)} failed: ${(error as Error).message}`);
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
