/**
 * Turns an image key into its drawing (an SVG document). Keys nobody draws are
 * refused by imageShape before any drawing starts.
 */
import type { Color, ImageView, ProductType } from '#src/config/catalogue.ts';
import { imageShape } from '#src/catalogue/image-keys.ts';
import { drawArt } from './art.ts';
import type { Design } from './shoe.ts';
import { SHOES } from './shoes.ts';
import { drawShoeView } from './views.ts';

export function drawImage(key: string): string {
  const shape = imageShape(key);
  const [kind, ...rest] = key.split('/');
  if (kind === 'art') return drawArt(rest[0]!, shape.aspect);
  const [type, design, color, view] = rest as [ProductType, Design, Color, ImageView];
  return drawShoeView(SHOES[type], color, design, view);
}
