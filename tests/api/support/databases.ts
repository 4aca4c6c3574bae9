/**
 * The databases a test runs against: PGlite in memory always, and the
 * PostgreSQL server named by POSTGRES_TEST_URL too (vitest.config.ts sets it
 * from DATABASE_URL when that is a postgres:// URL).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface DatabaseUnderTest {
  name: string;
  url: string;
}

export function databasesUnderTest(): DatabaseUnderTest[] {
  const list = [{ name: 'PGlite', url: 'memory://' }];
  const postgres = process.env.POSTGRES_TEST_URL;
  if (postgres) list.push({ name: 'PostgreSQL', url: postgres });
  return list;
}

/**
 * A PostgreSQL URL whose tables live in a schema of their own, for a test
 * that loads a feed of its own (which would take the other tests' variants
 * off sale). `drop()` removes the schema. PGlite in memory is private anyway.
 */
export async function privateDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!url.startsWith('postgres')) return { url, drop: async () => {} };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const isolated = new URL(url);
  isolated.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: isolated.href,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}
