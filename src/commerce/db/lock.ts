/**
 * PGlite is single-process: two processes writing one data directory corrupt it.
 * The server therefore holds a lock file with its process id and start time; a second
 * process fails with one clear line, and a lock left by a process that no longer runs
 * (a crash, kill -9) is taken over.
 *
 * A process id alone does not prove the holder lives: a server restarted after kill -9
 * or an out-of-memory kill in a container often gets the same id again, and any other
 * process may get it later. So a lock naming this very process is stale unless this
 * process took it, and one naming a process that started at another time is stale too.
 */
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSetupError } from './types.ts';

export const LOCK_FILE = 'lucky-shoes.lock';

export interface DataDirLock {
  path: string;
  release(): void;
}

/** Lock files this process holds: opening one data directory twice in one process is refused too. */
const held = new Set<string>();

interface Holder {
  pid: number;
  /** The kernel's start time of the process (Linux), absent in locks written without one. */
  started: string | null;
}

/** Field 22 of /proc/PID/stat, in clock ticks since boot; null where there is no /proc. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning({ pid, started }: Holder, path: string): boolean {
  if (pid === process.pid) return held.has(path);
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = started === null ? null : startTime(pid);
  return now === null || now === started;
}

function readHolder(path: string): Holder | null {
  try {
    const [pidText, started] = readFileSync(path, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, started: started ?? null } : null;
  } catch {
    return null;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, `${[process.pid, startTime(process.pid)].filter((part) => part !== null).join(' ')}\n`);
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
    const holder = readHolder(path);
    if (holder !== null && isRunning(holder, path)) throw inUse(dataDir, holder.pid);
    // Stale: move it aside atomically, so that of two processes taking it over
    // at once only one removes it, then check we did not move a fresh one.
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch {
      // another process took it over first
    }
    const moved = readHolder(aside);
    if (moved !== null && moved.pid !== holder?.pid && isRunning(moved, path)) {
      renameSync(aside, path);
      throw inUse(dataDir, moved.pid);
    }
    try {
      unlinkSync(aside);
    } catch {
      // nothing was moved
    }
    if (!tryCreate(path)) throw inUse(dataDir, readHolder(path)?.pid ?? holder?.pid ?? 0);
  }
  held.add(path);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(path);
    process.off('exit', release);
    if (readHolder(path)?.pid === process.pid) {
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
