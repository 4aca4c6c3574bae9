/** Hash of the drawing code; scripts/images/render.ts rewrites it when the drawings change. */
export const IMAGE_VERSION = 'a2f5d91f';
