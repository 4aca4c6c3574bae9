/** Every shoe type's drawings, by the catalogue's product type. */
import type { ProductType } from '#src/config/catalogue.ts';
import { basketballShoes } from './basketballShoes.ts';
import { boots } from './boots.ts';
import { others } from './others.ts';
import { sandals } from './sandals.ts';
import { schoolShoes } from './schoolShoes.ts';
import type { ShoeArt } from './shoe.ts';
import { slippers } from './slippers.ts';
import { sneakers } from './sneakers.ts';
import { sportsShoes } from './sportsShoes.ts';

export const SHOES: Record<ProductType, ShoeArt> = {
  boots,
  sportsShoes,
  sandals,
  slippers,
  sneakers,
  basketballShoes,
  schoolShoes,
  others,
};
