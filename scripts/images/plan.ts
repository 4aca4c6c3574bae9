/**
 * What a build has to draw, worked out without sharp, so `npm run build` can tell in a moment whether the
 * picture steps have anything to do (a publish that changed a post has nothing).
 */
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ART_KEYS, IMAGE_FORMATS, imageFile, imageKeysForFeed, imageShape } from '#src/components/images/images.ts';
import { DEFAULT_FEED_PATH, loadFeed } from '#src/catalogue/load.ts';
import type { Feed } from '#src/catalogue/schema.ts';
import { updateVersionFile } from './version.ts';

export const DEFAULT_OUT_DIR = resolve(import.meta.dirname, '..', '..', 'public', 'generated');

export function feedToRender(feedPath = process.env.CATALOGUE_PATH || DEFAULT_FEED_PATH): Feed | null {
  if (existsSync(feedPath)) return loadFeed(feedPath);
  console.warn(`[images] no catalogue feed at ${feedPath}: drawing site art only`);
  return null;
}

/** The drawn keys a build needs: the feed's drawn product views and every piece of site art. */
export function keysToRender(feed = feedToRender()): string[] {
  const drawn = feed ? imageKeysForFeed(feed).filter((key) => !key.startsWith('photo/')) : [];
  return [...drawn, ...ART_KEYS];
}

/** The files of `keys` not yet under outDir/version. */
export function missingFiles(keys: readonly string[], outDir: string, version: string) {
  return [...new Set(keys)].map((key) => {
    const missing: { width: number; format: (typeof IMAGE_FORMATS)[number]; path: string }[] = [];
    for (const width of imageShape(key).widths) {
      for (const format of IMAGE_FORMATS) {
        const path = join(outDir, imageFile(key, width, format, version));
        if (!existsSync(path)) missing.push({ width, format, path });
      }
    }
    return { key, missing };
  });
}

export async function pruneVersions(outDir: string, keep: string): Promise<void> {
  if (!existsSync(outDir)) return;
  for (const entry of await readdir(outDir)) {
    if (entry !== keep && (await stat(join(outDir, entry))).isDirectory())
      await rm(join(outDir, entry), { recursive: true, force: true });
  }
}

/**
 * Before Astro starts: the picture version written, other version folders deleted. Answers how many drawn
 * files are missing and whether the feed has photographs (render.ts checks those itself).
 */
export async function preparePictures(feedPath?: string): Promise<{ missing: number; photographs: boolean }> {
  const version = updateVersionFile();
  await pruneVersions(DEFAULT_OUT_DIR, version);
  const feed = feedToRender(feedPath);
  const missing = missingFiles(keysToRender(feed), DEFAULT_OUT_DIR, version);
  return {
    missing: missing.reduce((n, job) => n + job.missing.length, 0),
    photographs: feed?.products.some((product) => product.images.some((image) => 'src' in image)) ?? false,
  };
}
