/**
 * Turns the catalogue's photographs into the same responsive AVIF/WebP sets as the drawings, under
 * pictures/<version>/photo/. Each photograph is padded to a square on the page background
 * (`fit: 'contain'`): shoes are photographed wide, and a centred crop would cut off a toe or a heel.
 *
 * Encoded sets are kept in the picture cache (cache.ts) under the photograph's bytes, so a rebuild, or a
 * new picture version after a drawing change, encodes only photographs it has never seen. A URL's set
 * is skipped when present: Contentful gives a changed asset a new URL.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoLocation, photosDir } from '#src/catalogue/photos.server.ts';
import type { Feed } from '#src/catalogue/schema.ts';
import { IMAGE_FORMATS, imageFile } from '#src/components/images/images.ts';
import { cataloguePhotos } from '#src/config/catalogue.ts';
import { cacheEntry, copyFromCache, DEFAULT_CACHE_DIR, writeAtomically } from './cache.ts';
import { ENCODE } from './encoding.ts';

export interface PhotoJob {
  key: string;
  src: string;
}

export interface PhotoOptions {
  photos: readonly PhotoJob[];
  outDir: string;
  version: string;
  /** The folder a relative `src` is read from (default: CATALOGUE_IMAGES_DIR or the config's). */
  imagesDir?: string;
  cacheDir?: string;
}

export interface PhotoSummary {
  /** Photographs encoded in this run. */
  encoded: number;
  /** Photographs whose set came from the cache or was already in place. */
  reused: number;
}

export class PhotoError extends Error {
  override name = 'PhotoError';
}

/** Every photograph a feed shows, once per key. */
export function photosForFeed(feed: Feed): PhotoJob[] {
  const jobs = new Map<string, PhotoJob>();
  for (const product of feed.products)
    for (const image of product.images) if ('src' in image) jobs.set(image.key, { key: image.key, src: image.src });
  return [...jobs.values()];
}

const RECIPE = { photo: cataloguePhotos, fit: 'contain' };

const renditions = () => cataloguePhotos.widths.flatMap((width) => IMAGE_FORMATS.map((format) => ({ width, format })));

async function readSource(src: string, imagesDir: string): Promise<Buffer> {
  const where = photoLocation(src, imagesDir);
  if ('file' in where) {
    try {
      return await readFile(where.file);
    } catch {
      throw new PhotoError(`photograph "${src}": no file ${where.file}`);
    }
  }
  const response = await fetch(where.url).catch((error: Error) => {
    throw new PhotoError(`photograph ${src}: cannot be downloaded (${error.message})`);
  });
  if (!response.ok) throw new PhotoError(`photograph ${src}: download answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Encodes one photograph into the cache, largest rendition first; every rendition from one decoded raster. */
async function encode(bytes: Buffer, entry: string, src: string): Promise<void> {
  const { background, widths } = cataloguePhotos;
  const largest = Math.max(...widths);
  let raster;
  try {
    raster = await sharp(bytes)
      .rotate()
      .resize(largest, largest, { fit: 'contain', background, withoutEnlargement: false })
      .flatten({ background })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PhotoError(`photograph ${src}: not a picture sharp can read (${(error as Error).message})`);
  }
  const input = { raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels } };
  for (const { width, format } of renditions()) {
    let image = sharp(raster.data, input);
    if (width !== largest) image = image.resize(width, width, { kernel: 'lanczos3' });
    await writeAtomically(join(entry, `${width}.${format}`), (temporary) => ENCODE[format](image).toFile(temporary));
  }
}

async function renderPhoto(job: PhotoJob, options: Required<PhotoOptions>): Promise<'encoded' | 'reused'> {
  const targets = renditions().map(({ width, format }) => ({
    cached: `${width}.${format}`,
    path: join(options.outDir, imageFile(job.key, width, format, options.version)),
  }));
  if (!('file' in photoLocation(job.src, options.imagesDir)) && targets.every((t) => existsSync(t.path)))
    return 'reused';
  const bytes = await readSource(job.src, options.imagesDir);
  const entry = cacheEntry(options.cacheDir, bytes, RECIPE);
  const hit = targets.every((t) => existsSync(join(entry, t.cached)));
  if (!hit) await encode(bytes, entry, job.src);
  for (const target of targets) await copyFromCache(entry, target.cached, target.path);
  return hit ? 'reused' : 'encoded';
}

export async function renderPhotos(options: PhotoOptions): Promise<PhotoSummary> {
  const resolved: Required<PhotoOptions> = {
    ...options,
    imagesDir: options.imagesDir ?? photosDir(),
    cacheDir: options.cacheDir ?? DEFAULT_CACHE_DIR,
  };
  const summary: PhotoSummary = { encoded: 0, reused: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
      while (next < options.photos.length) summary[await renderPhoto(options.photos[next++]!, resolved)]++;
    }),
  );
  return summary;
}
