/**
 * Backups of the embedded database: a consistent copy taken while the shop serves (PGlite's data directory
 * as a gzipped tarball, dumped between two transactions), and its restore into a stopped shop. PostgreSQL
 * has its own tools (pg_dump, pg_restore: the README says how).
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { lockDataDir } from './lock.ts';
import { pgliteDir } from './pglite-dir.ts';
import { makePrivateDir } from './private-files.ts';
import { DatabaseSetupError, type Db } from './types.ts';

export async function backupDatabase(db: Db, file: string): Promise<{ file: string; bytes: number }> {
  if (!db.dump) throw new DatabaseSetupError('backup copies the embedded database; for PostgreSQL use pg_dump');
  const bytes = Buffer.from(await (await db.dump()).arrayBuffer());
  const target = resolve(file);
  // A backup holds all the data (the outbox's reset links too): the shop user's alone, 0600, in a folder
  // made 0700. A folder that exists is the operator's choice and is left as it is.
  makePrivateDir(dirname(target));
  // Written beside, then renamed: a reader never finds half a backup under the name. A partial file left
  // by a backup that died is made anew, so that it takes this mode.
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, bytes, { mode: 0o600, flag: 'wx' });
  renameSync(partial, target);
  return { file: target, bytes: bytes.length };
}

/**
 * Replaces the data of a stopped shop by a backup (the lock proves no server holds it). The backup is opened
 * first in a folder of its own: one that cannot be read changes nothing. The data it replaces is kept
 * beside it, as `pglite.before-restore-<time>`.
 */
export async function restoreDatabase(dataDir: string, file: string): Promise<{ kept: string | null }> {
  const root = resolve(dataDir);
  if (!existsSync(file)) throw new DatabaseSetupError(`no backup file ${resolve(file)}`);
  const lock = lockDataDir(root);
  try {
    const staging = mkdtempSync(join(root, 'restore-'));
    try {
      // Loaded here: the engine's operations import this module, and only a restore opens PGlite itself.
      const { PGlite } = await import('@electric-sql/pglite');
      const pg = await PGlite.create(pgliteDir(staging), {
        loadDataDir: new Blob([readFileSync(file)], { type: 'application/x-gzip' }),
      });
      await pg.query('SELECT 1');
      await pg.close();
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new DatabaseSetupError(`${resolve(file)} is not a backup of the shop: ${(error as Error).message}`);
    }
    const current = pgliteDir(root);
    let kept: string | null = null;
    if (existsSync(current)) {
      kept = join(root, `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      renameSync(current, kept);
    }
    renameSync(pgliteDir(staging), current);
    rmSync(staging, { recursive: true, force: true });
    return { kept };
  } finally {
    lock.release();
  }
}
