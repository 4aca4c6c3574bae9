/**
 * What a build has to draw, worked out without sharp, so `npm run build` can tell in a moment whether the
 * picture steps have anything to do (a publish that changed a post has nothing).
 */
import { existsSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ART_KEYS, imageKeysForFeed, imageShape } from '#src/catalogue/image-keys.ts';
import { IMAGE_FORMATS, imageFile } from '#src/components/images/images.ts';
import { DEFAULT_FEED_PATH, loadFeed } from '#src/catalogue/load.server.ts';
import type { Feed } from '#src/catalogue/schema.ts';
import { PICTURE_STORE_DIR } from '#scripts/lib/build-cache.ts';
import { updateVersionFile } from './version.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/**
 * The pictures of the current version (`pictures/`, or under BUILD_CACHE_DIR), hard-linked into each build's
 * client/generated/ by the build. Not in public/: Astro copies public/ into every build, and copying these
 * 7,000 files was most of its client build, a publish's included (decision 007).
 */
export const DEFAULT_OUT_DIR = PICTURE_STORE_DIR;
/** Where the pictures were kept until 2026-11-27; a checkout from before still has them there. */
const FORMER_OUT_DIR = join(ROOT, 'public', 'generated');

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
  if (existsSync(FORMER_OUT_DIR)) {
    if (existsSync(DEFAULT_OUT_DIR)) await rm(FORMER_OUT_DIR, { recursive: true, force: true });
    else await rename(FORMER_OUT_DIR, DEFAULT_OUT_DIR);
  }
  const version = updateVersionFile();
  await pruneVersions(DEFAULT_OUT_DIR, version);
  const feed = feedToRender(feedPath);
  const missing = missingFiles(keysToRender(feed), DEFAULT_OUT_DIR, version);
  return {
    missing: missing.reduce((n, job) => n + job.missing.length, 0),
    photographs: feed?.products.some((product) => product.images.some((image) => 'src' in image)) ?? false,
  };
}
