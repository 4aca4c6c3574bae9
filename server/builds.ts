/**
 * Build folders. `npm run build` writes dist/; every publish builds into a new
 * folder under dist-builds/ (inside the project, so the build's server code
 * still finds node_modules). The server serves the newest complete build, so a
 * restart after a publish keeps the published posts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { envVar } from '#src/config/env.ts';

/** Written last by the build: a folder without it is half-written. */
export const BUILD_STAMP = '.build-stamp';

/**
 * Beside an overlay's client/ folder: the live build it was laid over, the files that are not the live build's
 * (`fresh`: what it rendered, and pictures the live build lacks) and the live build's files it does not have
 * (`gone`), by address (`/blog/a/index.html`), twins left out. Every other file of the overlay is the live
 * build's own, so the CDN manifest and the server's index take their entries from the live build's instead of
 * reading 20,000 files again.
 */
export const OVERLAY_RECORD = 'overlay.json';

const overlayRecord = z.object({ live: z.string(), fresh: z.array(z.string()), gone: z.array(z.string()) });
export type OverlayRecord = z.infer<typeof overlayRecord>;

/** The build's overlay record; undefined for a whole build (or a record that does not read as one). */
export function readOverlay(buildDir: string): OverlayRecord | undefined {
  const file = join(buildDir, OVERLAY_RECORD);
  if (!existsSync(file)) return undefined;
  try {
    return overlayRecord.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Publish builds are made here and then renamed to a folder of their own.
 * One fixed path, because Astro's incremental build keys each page on its
 * modules' code, and that code names the output folder: a new path every time
 * would re-render every page.
 */
export const STAGING_NAME = '.building';

export function buildsDirFor(distDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(envVar('SHOP_BUILDS', env) || `${resolve(distDir)}-builds`);
}

function stampTime(dir: string): number {
  const stamp = join(dir, BUILD_STAMP);
  return existsSync(stamp) ? statSync(stamp).mtimeMs : -1;
}

function buildFolders(buildsDir: string): string[] {
  if (!existsSync(buildsDir)) return [];
  return readdirSync(buildsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => join(buildsDir, entry.name));
}

/** The newest complete build among distDir and the publish builds; distDir when there is none. */
export function latestBuild(distDir: string, buildsDir: string): string {
  let best = resolve(distDir);
  let bestTime = stampTime(best);
  for (const dir of buildFolders(buildsDir)) {
    const time = stampTime(dir);
    if (time > bestTime) [best, bestTime] = [dir, time];
  }
  return best;
}

/** A new, sortable folder name: 20261122-220305-123-a1b2. */
export function freshBuildDir(buildsDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-').replace('Z', '');
  return join(buildsDir, `${stamp}-${Math.random().toString(16).slice(2, 6)}`);
}

/** Removes every publish build except those in keep (the live one and the one before it). */
export async function pruneBuilds(buildsDir: string, keep: readonly string[]): Promise<number> {
  const kept = new Set(keep.map((dir) => resolve(dir)));
  const doomed = buildFolders(buildsDir).filter((dir) => !kept.has(dir));
  await Promise.all(doomed.map((dir) => rm(dir, { recursive: true, force: true })));
  return doomed.length;
}
