/**
 * What a drawn picture renders, worked out once for Picture.astro and
 * Picture.tsx: an AVIF and a WebP source at every rendered width, and the
 * <img> attributes (but alt), width and height included so the page never
 * shifts while it loads. The attribute names are the same in HTML and React.
 */
import { imageSet } from './images.ts';

export interface PictureProps {
  /** Image key, e.g. shoe/boots/a/brown/side or art/hero-desktop. */
  image: string;
  alt: string;
  /** How wide the picture shows, for the browser to pick a width, e.g. "(min-width: 960px) 25vw, 50vw". */
  sizes: string;
  widths?: number[];
  loading?: 'lazy' | 'eager';
  fetchpriority?: 'high' | 'low' | 'auto';
}

export function pictureParts({ image, widths, loading = 'lazy' }: PictureProps) {
  const set = imageSet(image, { widths });
  return {
    sources: [
      { type: 'image/avif', srcset: set.srcsetAvif },
      { type: 'image/webp', srcset: set.srcsetWebp },
    ],
    img: { src: set.src, width: set.width, height: set.height, loading, decoding: 'async' as const },
  };
}
