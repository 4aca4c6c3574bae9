/**
 * Where the catalogue's photographs come from (docs/product.md §10 "The catalogue model"). A feed
 * photograph names its picture by `src`; its image key, photo/{hash of src}, is what pages, carts and
 * the image pipeline use, so a photograph and a drawing travel the same way once the feed is parsed.
 */
import { createHash } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { cataloguePhotos } from '#src/config/catalogue.ts';
import { envVar } from '#src/config/env.ts';

/** The image key of a photograph; src/catalogue/image-keys.ts knows its shape from the prefix. */
export function photoKey(src: string): string {
  return `photo/${createHash('sha256').update(src).digest('hex').slice(0, 16)}`;
}

export const isPhotoUrl = (src: string): boolean => /^https?:\/\//.test(src);

/** A path that stays inside the images folder: relative, no "..", no backslashes. */
export function isPhotoPath(src: string): boolean {
  return (
    !isAbsolute(src) &&
    !src.includes('\\') &&
    src.split('/').every((part) => part !== '' && part !== '..' && part !== '.') &&
    cataloguePhotos.extensions.some((ext) => src.toLowerCase().endsWith(ext))
  );
}

/** The photographs folder: CATALOGUE_IMAGES_DIR or the config's default, from the project root. */
export function photosDir(): string {
  return resolve(envVar('SHOP_ROOT') ?? process.cwd(), envVar('CATALOGUE_IMAGES_DIR') ?? cataloguePhotos.dir);
}

/** Where the build reads a photograph: a file in the images folder or a URL it downloads. */
export function photoLocation(src: string, dir = photosDir()): { file: string } | { url: string } {
  return isPhotoUrl(src) ? { url: src } : { file: resolve(dir, src) };
}
