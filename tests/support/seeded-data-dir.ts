/**
 * Data directories for test shops, copied from one whose embedded database is already created, migrated
 * and stocked. Creating a PGlite database in a new directory costs about fifteen seconds of CPU, several
 * times over on a busy two-core machine; copying one costs a fraction of a second. Tests of a first start
 * on an empty directory (tests/api/startup.test.ts) and the benchmarks that measure it keep making their own.
 *
 * The template lives in node_modules/.cache, named by a hash of what shapes it (the migrations, the
 * catalogue feed, the PGlite version, the files' modes), so that a changed migration or feed makes a new one.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_FEED_PATH } from '#src/catalogue/load.server.ts';
import { openCommerce } from '#src/commerce/runtime.ts';
import { LOCK_FILE } from '#src/commerce/db/lock.ts';
const ROOT = resolve(import.meta.dirname, '..', '..');
const CACHE = join(ROOT, 'node_modules/.cache/lucky-shoes');
const MIGRATIONS = join(ROOT, 'src/commerce/db/migrations');

function templateKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).sort()) hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  hash.update(readFileSync(DEFAULT_FEED_PATH));
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  // and the modes its files are made with: a copy of a template made readable would be repaired, and say so.
  hash.update(readFileSync(join(ROOT, 'src/commerce/db/private-files.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** The template's folder, made on first use. Two processes racing make one each; the first rename wins. */
export async function seededTemplate(): Promise<string> {
  const template = join(CACHE, `seeded-data-${templateKey()}`);
  if (existsSync(template)) return template;
  mkdirSync(CACHE, { recursive: true });
  const draft = mkdtempSync(join(CACHE, 'seeding-'));
  const commerce = await openCommerce({ dataDir: draft, databaseUrl: undefined });
  await commerce.close();
  rmSync(join(draft, LOCK_FILE), { force: true });
  try {
    renameSync(draft, template);
  } catch {
    rmSync(draft, { recursive: true, force: true });
  }
  return template;
}

/** A new data directory of its own, its database ready: the caller removes it. */
export async function seededDataDir(prefix = 'lucky-shop-'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(await seededTemplate(), dir, { recursive: true });
  return dir;
}
