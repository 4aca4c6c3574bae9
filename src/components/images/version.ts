/** Hash of the drawing code; scripts/images/render.ts rewrites it when the drawings change. */
export const IMAGE_VERSION = '46f55933';
