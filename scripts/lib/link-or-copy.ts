import { constants, copyFileSync, linkSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Hard-links a file of one build into another: builds share the bytes of every file a publish did not change.
 * A copy of the same bytes where links are impossible (the builds on another disk, as under the read-only unit).
 * A file already at `to` is never written over (EEXIST is thrown): it may be a link to the live build's.
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
    copyFileSync(from, to, constants.COPYFILE_EXCL);
  }
}

/** A name beside `file` for its replacement, unique to this thread. */
const replacement = (file: string) => `${file}.${process.pid}-${threadId}.new`;

/**
 * Puts `bytes` at `file` as a file of its own. A file already there may be a hard link to the live build's (a
 * publish links the live build's files while it renders the changed ones): it is replaced, never written into.
 */
export function writeNewFile(file: string, bytes: string | NodeJS.ArrayBufferView): void {
  const next = replacement(file);
  writeFileSync(next, bytes);
  renameSync(next, file);
}

/** linkOrCopy, replacing what is at `to` rather than refusing it. */
export function linkReplacing(from: string, to: string): void {
  // rename() between two links of one file does nothing and would leave the replacement behind.
  if (statSync(to, { throwIfNoEntry: false })?.ino === statSync(from).ino) return;
  const next = replacement(to);
  linkOrCopy(from, next);
  renameSync(next, to);
}
