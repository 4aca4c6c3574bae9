/**
 * The databases a test runs against: PGlite in memory always, and the
 * PostgreSQL server named by POSTGRES_TEST_URL too (vitest.config.ts sets it
 * from DATABASE_URL when that is a postgres:// URL).
 */
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
