/**
 * What every shoe type draws, and the shared shapes several types reuse:
 * the footprint seen from above (top and sole views) and the common soles.
 */
import { floorShadow, GROUND_Y, outlined, scopeIds, shaded, shoeDefs, type Palette } from './kit.ts';

export type Design = 'a' | 'b';

/** Props set around a shoe in its lifestyle picture. */
export type SceneName = 'park' | 'beach' | 'cosy' | 'school' | 'court' | 'track' | 'street' | 'party';

export interface ShoeArt {
  /** Lateral view, toe to the right, standing on GROUND_Y, roughly x 130..870. */
  side(p: Palette, design: Design): string;
  /** Highest point of the side view (the frame centres the shoe's height). */
  sideTop: number;
  /** From above, toe up, centred on x = 500, within y 110..890. */
  top(p: Palette, design: Design): string;
  /** The outsole, toe up, same footprint as the top view. */
  sole(p: Palette, design: Design): string;
  /** From behind, centred on x = 500, standing on GROUND_Y. */
  back(p: Palette, design: Design): string;
  /** Close-up centres on the side view: the design feature and the heel. */
  detailAt: { x: number; y: number };
  heelAt: { x: number; y: number };
  /** Half width of the side view's floor shadow, and its centre. */
  shadow: { cx: number; rx: number };
  scene: SceneName;
}

/**
 * A right foot's outline from above, toe up: big-toe bulge on the left (medial),
 * a waist at the arch, a rounded heel. `w` widens it (1 = sneaker).
 */
export function footprint(w = 1, toeY = 120, heelY = 880): string {
  const x = (dx: number) => (500 + dx * w * 1.12).toFixed(1);
  const len = heelY - toeY;
  const y = (f: number) => (toeY + f * len).toFixed(1);
  return [
    `M${x(-22)} ${y(0)}`,
    `C${x(70)} ${y(-0.012)} ${x(158)} ${y(0.09)} ${x(166)} ${y(0.23)}`,
    `C${x(174)} ${y(0.34)} ${x(150)} ${y(0.45)} ${x(134)} ${y(0.56)}`,
    `C${x(118)} ${y(0.68)} ${x(138)} ${y(0.84)} ${x(104)} ${y(0.94)}`,
    `C${x(70)} ${y(1.015)} ${x(-76)} ${y(1.015)} ${x(-104)} ${y(0.93)}`,
    `C${x(-128)} ${y(0.84)} ${x(-104)} ${y(0.68)} ${x(-118)} ${y(0.56)}`,
    `C${x(-132)} ${y(0.44)} ${x(-172)} ${y(0.36)} ${x(-164)} ${y(0.22)}`,
    `C${x(-156)} ${y(0.08)} ${x(-100)} ${y(0.004)} ${x(-22)} ${y(0)}Z`,
  ].join(' ');
}

/** Scales a drawing about the canvas centre (insets a footprint into a rim). */
export function inset(scale: number, body: string, cx = 500, cy = 500): string {
  return `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})">${body}</g>`;
}

/** The rubber rim of a top view: the footprint in the midsole colour. */
export function topRim(p: Palette, w = 1): string {
  return `<path d="${footprint(w * 1.04, 104, 896)}" fill="${p.midsole}" stroke="${p.midsoleLine}" stroke-width="5"/>`;
}

/** Fill for the outsole view, with the tread clipped to the footprint. */
export function outsole(p: Palette, tread: string, w = 1, extra = ''): string {
  const d = footprint(w);
  return `<defs><clipPath id="soleClip"><path d="${d}"/></clipPath></defs>
    <path d="${d}" fill="${p.outsole}"/>
    <g clip-path="url(#soleClip)">${tread}</g>
    ${extra}
    <path d="${d}" fill="none" stroke="${p.outsoleLine}" stroke-width="6"/>`;
}

/** Horizontal rows of a repeated mark across the sole, used by several treads. */
export function rows(from: number, to: number, step: number, mark: (y: number, i: number) => string): string {
  let out = '';
  for (let y = from, i = 0; y <= to; y += step, i++) out += mark(y, i);
  return out;
}

/**
 * A pair standing side by side: the far shoe up and to the right, a shade
 * darker, as in a catalogue pair shot. Drawn on the side view's canvas.
 */
export function standingPair(art: ShoeArt, p: Palette, design: Design): string {
  const far = shaded(p, 0.14);
  return `${floorShadow(art.shadow.cx + 60, GROUND_Y - 30, art.shadow.rx * 1.08, 34)}
    <g transform="translate(120 -62)">${scopeIds(`<defs>${shoeDefs(far)}</defs>${art.side(far, design)}`, 'far')}</g>
    ${art.side(p, design)}`;
}

const LINING = '#3a302a';
const INSOLE = '#efe4d3';

export interface TopShell {
  /** Width factor of the footprint (boots and clogs are broader). */
  w?: number;
  /** Where the foot opening starts (y); the opening runs to the heel. */
  openingFrom: number;
  /** Half width of the opening. */
  openingHalf?: number;
  /** Colour of a toe cap, or none. */
  toeCap?: string;
  /** Drawn over the upper: laces, straps, bows. */
  closure?: string;
  /** Drawn on the insole, inside the opening (a label, the clover). */
  inside?: string;
}

/** The view from above most closed shoes share: rim, upper, toe cap, foot opening, closure. */
export function topShell(p: Palette, s: TopShell): string {
  const w = s.w ?? 1;
  const half = s.openingHalf ?? 92;
  const o = s.openingFrom;
  const opening = `M${500 - half} ${o + 40} C${500 - half} ${o - 10} ${500 + half} ${o - 10} ${500 + half} ${o + 40}
    C${500 + half + 8} ${o + 140} ${500 + half - 14} ${820} 500 ${828}
    C${500 - half + 14} ${820} ${500 - half - 8} ${o + 140} ${500 - half} ${o + 40} Z`;
  const cap = s.toeCap
    ? `<path d="M${500 - 220 * w} 80 H${500 + 220 * w} V290
      C${500 + 90 * w} 330 ${500 - 90 * w} 330 ${500 - 220 * w} 290 Z"
      fill="${s.toeCap}" stroke="${p.line}" stroke-width="4" clip-path="url(#topClip)"/>`
    : '';
  return `<defs><clipPath id="topClip"><path d="${footprint(0.97 * w, 118, 882)}"/></clipPath></defs>
    ${topRim(p, w)}
    ${outlined(p.line, `<path d="${footprint(0.97 * w, 118, 882)}" fill="url(#upperTop)"/>`)}
    ${cap}
    <path d="${opening}" fill="${p.dark}" stroke="${p.line}" stroke-width="5"/>
    ${inset(0.84, `<path d="${opening}" fill="${INSOLE}"/>${s.inside ?? ''}`, 500, o + 200)}
    <path d="M${500 - half + 10} ${o + 60}
      C${500 - half + 20} ${o + 10} ${500 + half - 20} ${o + 10} ${500 + half - 10} ${o + 60}" fill="none"
      stroke="${LINING}" stroke-width="10" opacity="0.35"/>
    ${s.closure ?? ''}`;
}

export interface BackShell {
  /** Top of the collar at the heel. */
  collarY: number;
  /** Half widths of the upper at the collar and at the sole. */
  topHalf: number;
  bottomHalf: number;
  /** Height of the sole unit. */
  soleHeight: number;
  /** Drawn over the upper: heel counter, tabs, straps. */
  overlay?: string;
  /** Sole fill (defaults to the midsole colour). */
  sole?: string;
}

/** The view from behind: sole, heel, the collar opening seen from slightly above. */
export function backShell(p: Palette, s: BackShell): string {
  const solTop = GROUND_Y - s.soleHeight;
  const b = s.bottomHalf;
  const t = s.topHalf;
  const upper = `M${500 - b * 0.92} ${solTop + 10}
    C${500 - b - 22} ${solTop - 90} ${500 - t - 20} ${s.collarY + 70} ${500 - t} ${s.collarY + 16}
    C${500 - t / 2} ${s.collarY - 4} ${500 + t / 2} ${s.collarY - 4} ${500 + t} ${s.collarY + 16}
    C${500 + t + 20} ${s.collarY + 70} ${500 + b + 22} ${solTop - 90} ${500 + b * 0.92} ${solTop + 10} Z`;
  const c = s.collarY;
  const far = `M${500 - t * 0.86} ${c + 24} C${500 - t * 0.8} ${c - 40} ${500 - t * 0.4} ${c - 62} 500 ${c - 62}
    C${500 + t * 0.4} ${c - 62} ${500 + t * 0.8} ${c - 40} ${500 + t * 0.86} ${c + 24} Z`;
  return `${outlined(p.line, `<path d="${far}" fill="${p.dark}"/>`)}
    <path d="M${500 - t * 0.5} ${c - 30}
      C${500 - t * 0.3} ${c - 52} ${500 + t * 0.3} ${c - 52} ${500 + t * 0.5} ${c - 30}"
      fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round" opacity="0.5"/>
    ${outlined(
      s.sole ? p.outsoleLine : p.midsoleLine,
      `<rect x="${500 - b - 16}" y="${solTop}" width="${2 * b + 32}"
        height="${s.soleHeight + 2}" rx="${Math.min(30, s.soleHeight / 2)}" fill="${s.sole ?? p.midsole}"/>`,
    )}
    <path d="M${500 - b - 10} ${GROUND_Y - 12} Q500 ${GROUND_Y + 8} ${500 + b + 10} ${GROUND_Y - 12}" fill="none"
      stroke="${p.outsole}" stroke-width="12" stroke-linecap="round"/>
    ${outlined(p.line, `<path d="${upper}" fill="url(#upper)"/>`)}
    <ellipse cx="500" cy="${s.collarY + 14}" rx="${t - 10}" ry="18" fill="${LINING}" opacity="0.85"/>
    <ellipse cx="500" cy="${s.collarY + 19}" rx="${t - 26}" ry="10" fill="${INSOLE}" opacity="0.9"/>
    ${s.overlay ?? ''}`;
}
