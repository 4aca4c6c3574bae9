/**
 * Where the drawn pictures live, worked out from the image key alone (src/catalogue/image-keys.ts): pages,
 * islands and the renderer agree without a manifest, so an island ships a few lines of code instead of a
 * list of every file.
 *
 * Files: /generated/{IMAGE_VERSION}/{key}-{width}.{avif|webp}. The version is a
 * hash of the drawing code, so a file never changes under its URL.
 */
import { imageHeight, imageShape, UnknownImageError } from '#src/catalogue/image-keys.ts';
import { IMAGE_VERSION } from './version.ts';

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export interface ImageSet {
  src: string;
  srcsetAvif: string;
  srcsetWebp: string;
  /** Intrinsic size of the largest rendition in the set (the aspect ratio is what matters). */
  width: number;
  height: number;
}

/** Path of one rendition under the generated folder (no leading slash). */
export function imageFile(key: string, width: number, format: ImageFormat, version = IMAGE_VERSION): string {
  return `${version}/${key}-${width}.${format}`;
}

export function imageUrl(key: string, width: number, format: ImageFormat = 'webp'): string {
  const { widths } = imageShape(key);
  if (!widths.includes(width))
    throw new UnknownImageError(`image "${key}" has no ${width} px rendition (it has ${widths.join(', ')})`);
  return `/generated/${imageFile(key, width, format)}`;
}

/**
 * Everything a <picture> needs. `widths` picks a subset of the rendered widths
 * (for a small thumbnail, say); asking for a width that is not rendered throws.
 */
export function imageSet(key: string, opts: { widths?: readonly number[] } = {}): ImageSet {
  const shape = imageShape(key);
  const widths = opts.widths ? [...opts.widths].sort((a, b) => a - b) : [...shape.widths];
  if (widths.length === 0) throw new UnknownImageError(`image "${key}": widths must not be empty`);
  const srcset = (format: ImageFormat) => widths.map((w) => `${imageUrl(key, w, format)} ${w}w`).join(', ');
  const largest = widths[widths.length - 1]!;
  return {
    src: imageUrl(key, largest, 'webp'),
    srcsetAvif: srcset('avif'),
    srcsetWebp: srcset('webp'),
    width: largest,
    height: imageHeight(shape, largest),
  };
}
