/** How the drawings are encoded: part of the picture version, like the drawings themselves. */
import type { Sharp } from 'sharp';
import type { ImageFormat } from '#src/components/images/images.ts';

/**
 * Encoder settings, measured on the drawings: AVIF effort is most of the
 * build's CPU time, and at effort 0 (a quarter of effort 2's time) a 640 px
 * product view is still about 7 KB, smaller than the WebP twin (about 9 KB).
 */
export const ENCODE: { [F in ImageFormat]: (image: Sharp) => Sharp } = {
  avif: (image) => image.avif({ quality: 48, effort: 0, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 80, effort: 2 }),
};
