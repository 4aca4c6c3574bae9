/**
 * PGlite is single-process: two processes writing one data directory corrupt it.
 * The server therefore holds a lock file with its process id; a second process
 * fails with one clear line, and a lock left by a process that no longer runs
 * (a crash, kill -9) is taken over.
 */
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSetupError } from './types.ts';

export const LOCK_FILE = 'lucky-shoes.lock';

export interface DataDirLock {
  path: string;
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new DatabaseSetupError(`cannot write the lock file ${path}: ${(error as Error).message}`);
  }
}

function inUse(dataDir: string, pid: number): DatabaseSetupError {
  return new DatabaseSetupError(
    `the data directory ${dataDir} is in use by process ${pid} ` +
      '(stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server)',
  );
}

export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  if (!tryCreate(path)) {
    const holder = readPid(path);
    if (holder !== null && isRunning(holder)) throw inUse(dataDir, holder);
    // Stale: move it aside atomically, so that of two processes taking it over
    // at once only one removes it, then check we did not move a fresh one.
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch {
      // another process took it over first
    }
    const moved = readPid(aside);
    if (moved !== null && moved !== holder && isRunning(moved)) {
      renameSync(aside, path);
      throw inUse(dataDir, moved);
    }
    try {
      unlinkSync(aside);
    } catch {
      // nothing was moved
    }
    if (!tryCreate(path)) throw inUse(dataDir, readPid(path) ?? holder ?? 0);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readPid(path) === process.pid) {
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return { path, release };
}
