/**
 * Renders the drawn pictures into pictures/<version>/, which every build links as /generated/<version>/:
 * every image the catalogue feed references plus all site art, at each width
 * of its shape, as AVIF and WebP. Files already there are skipped, and a new
 * version takes unchanged drawings from the picture cache (cache.ts), so only
 * what changed is encoded; each file is written under a temporary name and
 * renamed, so an interrupted run never leaves half an image behind. The feed's
 * photographs are encoded beside them (scripts/images/photos.ts).
 *
 *   node scripts/images/render.ts        (CATALOGUE_PATH picks another feed)
 *
 * `npm run build` prepares the version before Astro starts (plan.ts) and runs this beside Astro's build,
 * which mostly keeps one core busy; Astro never reads pictures/, so it never meets a half-written file.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageHeight, imageShape } from '#src/catalogue/image-keys.ts';
import { IMAGE_FORMATS } from '#src/components/images/images.ts';
import { drawImage } from './drawings/index.ts';
import { drawingAlone } from './drawing-lock.ts';
import { cacheEntry, copyFromCache, DEFAULT_CACHE_DIR, writeAtomically } from './cache.ts';
import { ENCODE } from './encoding.ts';
import { photosForFeed, renderPhotos } from './photos.ts';
import { DEFAULT_OUT_DIR, feedToRender, keysToRender, missingFiles, pruneVersions } from './plan.ts';
import { updateVersionFile } from './version.ts';

export { DEFAULT_OUT_DIR, keysToRender };

export interface RenderOptions {
  keys: readonly string[];
  /** The picture cache (cache.ts); default node_modules/.cache/pictures. */
  cacheDir?: string;
  /** The folder that holds version folders (pictures/). */
  outDir?: string;
  version: string;
  /** Delete other version folders under outDir. */
  pruneOldVersions?: boolean;
}

export interface RenderSummary {
  /** Files written, from the cache or newly encoded. */
  rendered: number;
  /** Files newly encoded (the rest of `rendered` came from the cache). */
  encoded: number;
  skipped: number;
  seconds: number;
}

type Job = ReturnType<typeof missingFiles>[number];

/**
 * Draws one key, and encodes the missing files the picture cache does not hold from one raster at the
 * largest width they need; then copies every missing file from the cache. Returns how many it encoded.
 */
async function renderJob(job: Job, cacheDir: string): Promise<number> {
  const shape = imageShape(job.key);
  const svg = Buffer.from(drawImage(job.key));
  const entry = cacheEntry(cacheDir, svg, shape);
  const name = (m: Job['missing'][number]) => `${m.width}.${m.format}`;
  const uncached = job.missing.filter((m) => !existsSync(join(entry, name(m))));
  if (uncached.length > 0) {
    const largest = Math.max(...uncached.map((m) => m.width));
    const declaredWidth = Number(/width="(\d+)"/.exec(svg.toString('utf8', 0, 300))?.[1] ?? 1000);
    const raster = await sharp(svg, { density: (72 * largest) / declaredWidth })
      .resize(largest, imageHeight(shape, largest), { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = { raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels } };
    for (const missing of uncached) {
      let image = sharp(raster.data, input);
      if (missing.width !== largest)
        image = image.resize(missing.width, imageHeight(shape, missing.width), { fit: 'fill', kernel: 'lanczos3' });
      await writeAtomically(join(entry, name(missing)), (temporary) => ENCODE[missing.format](image).toFile(temporary));
    }
  }
  for (const missing of job.missing) await copyFromCache(entry, name(missing), missing.path);
  return uncached.length;
}

export async function renderImages(options: RenderOptions): Promise<RenderSummary> {
  const started = performance.now();
  const outDir = options.outDir ?? DEFAULT_OUT_DIR;
  const keys = [...new Set(options.keys)];
  for (const key of keys) imageShape(key);
  if (options.pruneOldVersions) await pruneVersions(outDir, options.version);
  const jobs = missingFiles(keys, outDir, options.version);
  const total = jobs.reduce((n, job) => n + IMAGE_FORMATS.length * imageShape(job.key).widths.length, 0);
  const todo = jobs.filter((job) => job.missing.length > 0);
  // sharp works off the main thread: a few keys in flight keep every core busy.
  const workers = Math.max(2, availableParallelism() + 1);
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  let next = 0;
  let encoded = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < todo.length) {
        const count = await renderJob(todo[next++]!, cacheDir);
        encoded += count;
      }
    }),
  );
  const rendered = todo.reduce((n, job) => n + job.missing.length, 0);
  return { rendered, encoded, skipped: total - rendered, seconds: (performance.now() - started) / 1000 };
}

if (import.meta.main) {
  try {
    const { summary, photos, photoSummary, version } = await drawingAlone(
      DEFAULT_OUT_DIR,
      async () => {
        const version = updateVersionFile();
        const feed = feedToRender();
        const keys = keysToRender(feed);
        const summary = await renderImages({ keys, version, pruneOldVersions: true });
        const photos = feed ? photosForFeed(feed) : [];
        const photoSummary = await renderPhotos({ photos, outDir: DEFAULT_OUT_DIR, version });
        return { summary, photos, photoSummary, version };
      },
      (pid) =>
        console.log(`[images] process ${pid} is drawing these pictures; waiting for it, then drawing what is left`),
    );
    console.log(
      `[images] ${summary.rendered} files rendered (${summary.encoded} encoded, the rest from the cache), ` +
        `${summary.skipped} already there, ` +
        `in ${summary.seconds.toFixed(1)} s (version ${version}); ` +
        `${photos.length} photographs: ${photoSummary.encoded} encoded, ${photoSummary.reused} reused`,
    );
  } catch (error) {
    console.error(`[images] ${(error as Error).message}`);
    process.exit(1);
  }
}
