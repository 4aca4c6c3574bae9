/**
 * The eight product views, composed from a shoe type's drawings: the same
 * studio, framing and shadow for every product, so a grid of cards looks like
 * one photo shoot.
 */
import type { Color, ImageView } from '../../../src/config/shop.ts';
import { floorShadow, GROUND_Y, PALETTES, shoeDefs, softShadow, studioBackground, svgDocument, type Palette } from './kit.ts';
import { scene } from './scenes.ts';
import { standingPair, type Design, type ShoeArt } from './shoe.ts';

const SIZE = 1000;

/**
 * Frames a side-view drawing: scaled so every type fills the frame alike, its
 * height (shadow included) centred.
 */
function centred(art: ShoeArt, body: string, fill = 1): string {
  const height = GROUND_Y + 40 - art.sideTop;
  const scale = fill * Math.min(1.2, 420 / art.shadow.rx, 660 / height);
  const cy = (art.sideTop + GROUND_Y + 40) / 2;
  return `<g transform="translate(500 500) scale(${scale.toFixed(3)}) translate(${-art.shadow.cx} ${-cy})">${body}</g>`;
}

function sideView(art: ShoeArt, p: Palette, design: Design): string {
  return centred(art, `${floorShadow(art.shadow.cx, GROUND_Y + 4, art.shadow.rx)}${art.side(p, design)}`);
}

function pairView(art: ShoeArt, p: Palette, design: Design): string {
  const pair = standingPair(art, art.side(p, design));
  return centred(art, `<g transform="translate(-60 36)">${pair}</g>`, 0.86);
}

function zoom(art: ShoeArt, p: Palette, design: Design, at: { x: number; y: number }, scale: number): string {
  return `<g transform="translate(500 500) scale(${scale}) translate(${-at.x} ${-at.y})">
    ${floorShadow(art.shadow.cx, GROUND_Y + 4, art.shadow.rx)}${art.side(p, design)}</g>`;
}

function flatView(body: string, shadowRx: number): string {
  return `${softShadow(516, 516, shadowRx * 1.25, 440, 0.3)}${body}`;
}

/** The back view is narrow: shown larger, its height centred like the side view's. */
function backView(art: ShoeArt, p: Palette, design: Design): string {
  const height = GROUND_Y + 30 - art.sideTop;
  const scale = Math.min(1.6, 640 / height);
  const cy = (art.sideTop + GROUND_Y + 30) / 2;
  return `<g transform="translate(500 500) scale(${scale.toFixed(3)}) translate(-500 ${-cy})">
    ${floorShadow(500, GROUND_Y + 4, 170, 20)}${art.back(p, design)}</g>`;
}

export function drawShoeView(art: ShoeArt, color: Color, design: Design, view: ImageView): string {
  const p = PALETTES[color];
  const views: Record<ImageView, () => string> = {
    side: () => sideView(art, p, design),
    top: () => flatView(art.top(p, design), 190),
    sole: () => flatView(art.sole(p, design), 180),
    pair: () => pairView(art, p, design),
    back: () => backView(art, p, design),
    detail: () => zoom(art, p, design, art.detailAt, 2.1),
    heel: () => zoom(art, p, design, art.heelAt, 1.9),
    lifestyle: () => scene(art.scene, p, art.side(p, design), art),
  };
  const backdrop = view === 'lifestyle' ? '' : studioBackground();
  const darken = `<filter id="darken"><feColorMatrix type="matrix" values="0 0 0 0 0.11  0 0 0 0 0.1  0 0 0 0 0.09  0 0 0 1 0"/></filter>`;
  return svgDocument(SIZE, SIZE, `<defs>${shoeDefs(p)}${darken}</defs>${backdrop}${views[view]()}`);
}
