import { copyFileSync, linkSync } from 'node:fs';

/**
 * Hard-links a file of one build into another: builds share the bytes of every file a publish did not change.
 * A copy of the same bytes where links are impossible (the builds on another disk, as under the read-only unit).
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
