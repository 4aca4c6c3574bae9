/**
 * The eight product views, composed from a shoe type's drawings: the same
 * studio, framing and shadow for every product, so a grid of cards looks like
 * one photo shoot.
 */
import type { Color, ImageView, ProductType } from '#src/config/catalogue.ts';
import {
  floorShadow,
  GROUND_Y,
  PALETTES,
  scopeIds,
  shoeDefs,
  softShadow,
  studioBackground,
  svgDocument,
  type Palette,
} from './kit.ts';
import { scene } from './scenes.ts';
import { standingPair, type Design, type ShoeArt } from './shoe.ts';
import { SHOES } from './shoes.ts';

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
  const pair = standingPair(art, p, design);
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
  const top = art.sideTop - 40;
  const scale = Math.min(1.7, 660 / (GROUND_Y + 30 - top));
  const cy = (top + GROUND_Y + 30) / 2;
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
    lifestyle: () => scene(art.scene, p, design, art),
  };
  const backdrop = view === 'lifestyle' ? '' : studioBackground();
  return svgDocument(SIZE, SIZE, `<defs>${shoeDefs(p)}</defs>${backdrop}${views[view]()}`);
}

export interface Placement {
  x: number;
  y: number;
  /** Size relative to the 1000-unit product canvas. */
  scale: number;
  rotate?: number;
  /** Toe to the left instead of the right. */
  flip?: boolean;
}

/**
 * A shoe drawn into a larger picture (site art): its side, top or pair view,
 * placed so (x, y) is the middle of the sole on the floor (the footprint's
 * centre for the top view), with its own defs.
 */
export function shoeFigure(
  type: ProductType,
  design: Design,
  color: Color,
  view: 'side' | 'pair' | 'top',
  at: Placement,
): string {
  const p = PALETTES[color];
  const body = figureBody(SHOES[type], p, design, view);
  const scaleX = at.flip ? -at.scale : at.scale;
  const transform = `translate(${at.x} ${at.y}) rotate(${at.rotate ?? 0}) scale(${scaleX} ${at.scale})`;
  const scoped = scopeIds(`<defs>${shoeDefs(p)}</defs>${body}`, `${type}${design}${color}${view}`);
  return `<g transform="${transform}">${scoped}</g>`;
}

/** A figure's drawing before placement: the top view centred on the origin, the others standing on the floor. */
function figureBody(art: ShoeArt, p: Palette, design: Design, view: 'side' | 'pair' | 'top'): string {
  if (view === 'top') return `<g transform="translate(-500 -500)">${art.top(p, design)}</g>`;
  const standing =
    view === 'pair'
      ? standingPair(art, p, design)
      : floorShadow(art.shadow.cx, GROUND_Y + 4, art.shadow.rx) + art.side(p, design);
  return `<g transform="translate(${-art.shadow.cx} ${-GROUND_Y})">${standing}</g>`;
}
