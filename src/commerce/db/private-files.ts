/**
 * The shop's files are its own user's alone (folders 0700, files 0600): the embedded database, whose
 * outbox keeps reset links in plain text, the webhook secret, the operator's socket, backups. Another
 * user of the machine can neither read nor change them.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { log } from '#src/config/log.server.ts';

/** The permission bits of the group and of other users. */
const OTHERS = 0o077;

/**
 * What this process creates from now on is private, whatever umask it was started with: the lock file,
 * the operator's socket, the review ratings, the files PostgreSQL adds as it runs. A worker thread shares
 * its process's umask and may not set it; its process's entry point does.
 */
export function keepNewFilesPrivate(): void {
  if (isMainThread) process.umask(OTHERS);
}

/** Creates `dir`, and any missing folder above it, 0700. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Takes the group's and other users' permissions off `dir` and everything in it; answers how many paths
 * it changed. A symbolic link is neither changed nor followed: chmod would change what it points to,
 * which may lie outside.
 */
export function repairPrivateModes(dir: string): number {
  let repaired = 0;
  const visit = (path: string, stats: Stats) => {
    if ((stats.mode & OTHERS) !== 0) {
      chmodSync(path, stats.mode & 0o700);
      repaired++;
    }
    if (!stats.isDirectory()) return;
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      const childStats = lstatSync(child, { throwIfNoEntry: false });
      if (childStats && !childStats.isSymbolicLink()) visit(child, childStats);
    }
  };
  visit(dir, statSync(dir));
  return repaired;
}

/**
 * The data directory, which this process holds, made private before the database opens and again after:
 * PGlite gives the files of a new database, and a few it rewrites at each start, modes of its own (0666,
 * 0644) whatever the umask. Those were out of other users' reach, in a folder they cannot enter, and are
 * put right without a word; a folder they could enter is repaired with one line saying so.
 */
export function repairDataDir(dataDir: string): void {
  const wasOpen = (statSync(dataDir).mode & OTHERS) !== 0;
  const repaired = repairPrivateModes(dataDir);
  if (wasOpen)
    log().warn(
      `[data] DATA_DIR ${dataDir} was readable by other users: modes repaired to 0700/0600 (${repaired} files)`,
    );
}
