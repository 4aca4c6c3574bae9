/**
 * A drawn picture for React islands: the same markup as Picture.astro (AVIF and
 * WebP sources, an <img> with width and height), computed from the key alone.
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
  className?: string;
}

export default function Picture({
  image,
  alt,
  sizes,
  widths,
  loading = 'lazy',
  fetchpriority,
  className,
}: PictureProps) {
  const set = imageSet(image, { widths });
  return (
    <picture>
      <source type="image/avif" srcSet={set.srcsetAvif} sizes={sizes} />
      <source type="image/webp" srcSet={set.srcsetWebp} sizes={sizes} />
      <img
        src={set.src}
        width={set.width}
        height={set.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchpriority}
        className={className}
      />
    </picture>
  );
}
