/**
 * One renderer at a time draws into a store of pictures (decision 007). `npm start`'s first start draws the
 * pictures behind the running shop; a publish in that minute and a half builds, and its build would draw
 * every missing picture again beside it, two renderers encoding the same files. The second waits for the
 * first instead, then finds its files drawn. The lock is a file beside the store (every file in the store is
 * linked into builds) holding the drawing process's id; a lock whose process is gone (killed half-way) is
 * taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** `pictures` → `pictures.drawing`. */
export const lockOf = (store: string) => `${store}.drawing`;
const POLL_MS = 500;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's content, and whether its process is gone (or it names no process). */
function readLock(lock: string): { content: string; pid: number; stale: boolean } | undefined {
  let content: string;
  try {
    content = readFileSync(lock, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(content);
  return { content, pid, stale: !(Number.isInteger(pid) && pid > 0 && alive(pid)) };
}

/** Runs `draw` holding the store's lock; waits while another process holds it (`onWait` told once). */
export async function drawingAlone<T>(
  store: string,
  draw: () => Promise<T>,
  onWait: (pid: number) => void = () => {},
): Promise<T> {
  const lock = lockOf(store);
  mkdirSync(dirname(lock), { recursive: true });
  let told = false;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = readLock(lock);
    if (!held) continue;
    if (held.stale) {
      // Only the stale lock itself: another waiter may have taken the store since it was read.
      if (readLock(lock)?.content === held.content) rmSync(lock, { force: true });
      continue;
    }
    if (!told) onWait(held.pid);
    told = true;
    await sleep(POLL_MS);
  }
  try {
    return await draw();
  } finally {
    rmSync(lock, { force: true });
  }
}
