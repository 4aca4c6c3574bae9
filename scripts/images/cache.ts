/**
 * The picture cache: encoded renditions kept under a hash of what decides their pixels (the drawing's
 * SVG or the photograph's bytes, the shape, the encoder settings), in node_modules/.cache/pictures/ (or under
 * BUILD_CACHE_DIR, scripts/lib/build-cache.ts).
 * A new picture version (any change to the drawing code) then encodes only the pictures that changed,
 * and a rebuild encodes nothing. Not part of the picture version, so tooling here redraws nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, link, mkdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PICTURE_CACHE_DIR } from '#scripts/lib/build-cache.ts';

export const DEFAULT_CACHE_DIR = PICTURE_CACHE_DIR;

const ENCODING = readFileSync(join(import.meta.dirname, 'encoding.ts'));

/** The cache folder of one picture: a hash of its source and how it is shaped and encoded. */
export function cacheEntry(cacheDir: string, source: string | Buffer, recipe: unknown): string {
  const hash = createHash('sha256').update(ENCODING).update(JSON.stringify(recipe)).update(source);
  return join(cacheDir, hash.digest('hex').slice(0, 32));
}

/** Writes under a temporary name and renames, so an interrupted run never leaves half a file. */
export async function writeAtomically(path: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await write(temporary);
  await rename(temporary, path);
}

/** A hard link where the cache and the output share a disk (renditions are never changed in place), else a copy. */
export function copyFromCache(entry: string, name: string, path: string): Promise<void> {
  const source = join(entry, name);
  return writeAtomically(path, (temporary) => link(source, temporary).catch(() => copyFile(source, temporary)));
}
