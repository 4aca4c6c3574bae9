/**
 * Turns an image key into its drawing (an SVG document). Keys nobody draws are
 * refused by imageShape before any drawing starts.
 */
import type { Color, ImageView, ProductType } from '../../../src/config/shop.ts';
import { imageShape } from '../../../src/components/images/images.ts';
import { drawArt } from './art.ts';
import { basketballShoes } from './basketballShoes.ts';
import { boots } from './boots.ts';
import { others } from './others.ts';
import { sandals } from './sandals.ts';
import { schoolShoes } from './schoolShoes.ts';
import type { Design, ShoeArt } from './shoe.ts';
import { slippers } from './slippers.ts';
import { sneakers } from './sneakers.ts';
import { sportsShoes } from './sportsShoes.ts';
import { drawShoeView } from './views.ts';

const SHOES: Record<ProductType, ShoeArt> = { boots, sportsShoes, sandals, slippers, sneakers, basketballShoes, schoolShoes, others };

export function drawImage(key: string): string {
  const shape = imageShape(key);
  const [kind, ...rest] = key.split('/');
  if (kind === 'art') return drawArt(rest[0]!, shape.aspect);
  const [type, design, color, view] = rest as [ProductType, Design, Color, ImageView];
  return drawShoeView(SHOES[type], color, design, view);
}
