/**
 * The drawing kit every picture shares: the product colours as shaded palettes,
 * the studio background, the soft floor shadow and the SVG document wrapper.
 * All drawings use a 1000-unit square canvas (scaled for other aspects), so one
 * stroke width reads the same in every picture.
 */
import type { Color } from '#src/config/catalogue.ts';

export interface Palette {
  /** Main colour of the upper. */
  base: string;
  /** Lit side of the upper. */
  light: string;
  /** Shaded side, overlays. */
  dark: string;
  /** Outline, darker than everything it surrounds. */
  line: string;
  /** Metallic leathers get a sheen instead of a flat gradient. */
  metallic: boolean;
  /** Trim that contrasts with the upper (laces, stripes, toe caps). */
  trim: string;
  trimLine: string;
  /** The rubber: midsole colour and outsole colour. */
  midsole: string;
  midsoleLine: string;
  outsole: string;
  outsoleLine: string;
}

const OFF_WHITE = '#fbfaf6';
const OFF_WHITE_LINE = '#c9c3b7';

function palette(base: string, light: string, dark: string, line: string, extra: Partial<Palette> = {}): Palette {
  return {
    base,
    light,
    dark,
    line,
    metallic: false,
    trim: OFF_WHITE,
    trimLine: OFF_WHITE_LINE,
    midsole: OFF_WHITE,
    midsoleLine: OFF_WHITE_LINE,
    outsole: dark,
    outsoleLine: line,
    ...extra,
  };
}

/** Shades chosen by eye on the studio background; white must still stand out. */
export const PALETTES: Record<Color, Palette> = {
  black: palette('#35363b', '#55575e', '#222326', '#131416', { outsole: '#222326', trim: '#f4f2ec' }),
  pink: palette('#f39bbb', '#fbc4d7', '#dc7799', '#b65b7a', { outsole: '#e7a9bd' }),
  red: palette('#e2463d', '#f27a70', '#b9312a', '#8d231e'),
  brown: palette('#9c643e', '#bd8459', '#7a4826', '#58331a', {
    outsole: '#6b4124',
    midsole: '#f1e6d3',
    midsoleLine: '#c2ad8c',
  }),
  grey: palette('#a5aab1', '#c7cbd0', '#81878f', '#60666e', { outsole: '#6f757d' }),
  yellow: palette('#f8cc42', '#fde384', '#dca623', '#ad8114', { outsole: '#8a8f98', outsoleLine: '#5f646c' }),
  blue: palette('#3f80dd', '#74a7ee', '#2b60b2', '#1d4686'),
  green: palette('#4daf70', '#80cc99', '#358b54', '#256a3e'),
  gold: palette('#d6a945', '#f5dc8d', '#a97d25', '#84611a', { metallic: true, outsole: '#b08a3e' }),
  beige: palette('#e8d5b5', '#f5ead6', '#cfb78f', '#a68c64', { outsole: '#b89a6e', trim: '#ffffff' }),
  purple: palette('#9472d2', '#b79ee5', '#7151ae', '#563b8c'),
  silver: palette('#c3c8cf', '#eef0f3', '#979ea8', '#737a85', { metallic: true, outsole: '#8e959f' }),
  white: palette('#fdfdfb', '#ffffff', '#e6e5e0', '#aeaba3', {
    trim: '#dfe3e8',
    trimLine: '#9ea6b0',
    midsole: '#f1efea',
    outsole: '#c9ccd1',
    outsoleLine: '#9aa0a8',
  }),
};

/** Warm neutral studio, light enough for a catalogue, dark enough for white shoes. */
export const STUDIO = { top: '#f6f4f0', bottom: '#ebe7e0', shadow: '#5d5244' } as const;

export const GROUND_Y = 700;

/** Gradients that shoe drawings reference by id: #upper, #upperTop, #sheen, #shadowFade. */
export function shoeDefs(p: Palette): string {
  const upper = p.metallic
    ? `<linearGradient id="upper" x1="0" y1="0" x2="0.35" y2="1">
        <stop offset="0" stop-color="${p.light}"/><stop offset="0.35" stop-color="${p.base}"/>
        <stop offset="0.55" stop-color="${p.light}"/><stop offset="0.8" stop-color="${p.base}"/>
        <stop offset="1" stop-color="${p.dark}"/></linearGradient>`
    : `<linearGradient id="upper" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.base}"/>
        <stop offset="1" stop-color="${p.base}"/></linearGradient>`;
  return `${upper}
    <radialGradient id="upperTop" cx="0.45" cy="0.35" r="0.7">
      <stop offset="0" stop-color="${p.light}"/><stop offset="0.6" stop-color="${p.base}"/>
      <stop offset="1" stop-color="${p.dark}"/></radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
      </linearGradient>
    ${SHADOW_GRADIENT}`;
}

export function studioBackground(width = 1000, height = 1000): string {
  return `<defs><radialGradient id="studio" cx="0.5" cy="0.42" r="0.75">
      <stop offset="0" stop-color="${STUDIO.top}"/><stop offset="1" stop-color="${STUDIO.bottom}"/></radialGradient>
      </defs>
    <rect width="${width}" height="${height}" fill="url(#studio)"/>`;
}

/**
 * Shadows fade out through a radial gradient rather than a blur filter: the
 * same look at a fraction of the rasterising time.
 */
const SHADOW_GRADIENT = `<radialGradient id="shadowFade">
  <stop offset="0" stop-color="${STUDIO.shadow}" stop-opacity="1"/>
    <stop offset="0.55" stop-color="${STUDIO.shadow}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${STUDIO.shadow}" stop-opacity="0"/></radialGradient>`;

/** A soft shadow, an ellipse fading out from its centre. Needs shoeDefs() or shadowDefs(). */
export function softShadow(cx: number, cy: number, rx: number, ry: number, opacity: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadowFade)" opacity="${opacity}"/>`;
}

export function shadowDefs(): string {
  return SHADOW_GRADIENT;
}

/** A contact shadow under something standing on the floor: a wide soft one and a tight dark core. */
export function floorShadow(cx: number, cy: number, rx: number, ry = 26, opacity = 0.28): string {
  return softShadow(cx, cy, rx * 1.08, ry * 1.6, opacity) + softShadow(cx, cy - 2, rx * 0.9, ry * 0.5, opacity * 1.4);
}

export function svgDocument(width: number, height: number, body: string): string {
  const size = `viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`;
}

/** Outline style every shoe part inherits; `w` is the stroke width on the 1000-unit canvas. */
export function outlined(line: string, body: string, w = 5): string {
  return `<g stroke="${line}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round">${body}</g>`;
}

/** Dashed stitching that follows a path. */
export function stitch(d: string, color: string, opacity = 0.55): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="3" stroke-dasharray="9 8" stroke-linecap="round"
    opacity="${opacity}"/>`;
}

/** The palette in shade: every colour a little darker (the far shoe of a pair). */
export function shaded(p: Palette, t: number): Palette {
  const dark = '#1c1a17';
  const colour = (c: string) => mix(c, dark, t);
  return {
    ...p,
    base: colour(p.base),
    light: colour(p.light),
    dark: colour(p.dark),
    line: colour(p.line),
    trim: colour(p.trim),
    trimLine: colour(p.trimLine),
    midsole: colour(p.midsole),
    midsoleLine: colour(p.midsoleLine),
    outsole: colour(p.outsole),
    outsoleLine: colour(p.outsoleLine),
  };
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const parse = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const [ar, ag, ab] = parse(a) as [number, number, number];
  const [br, bg, bb] = parse(b) as [number, number, number];
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

/** A four-leaf clover of heart-shaped leaves on a stem, centred on the origin, about 2 × r across. */
function cloverMark(r: number, fill: string): string {
  const leaf =
    'M0 0 C-0.5 -0.3 -0.62 -0.92 -0.27 -1 C-0.12 -1.03 -0.02 -0.94 0 -0.82 ' +
    'C0.02 -0.94 0.12 -1.03 0.27 -1 C0.62 -0.92 0.5 -0.3 0 0Z';
  const leaves = [45, 135, 225, 315].map((a) => `<path d="${leaf}" transform="rotate(${a}) scale(${r})"/>`).join('');
  const stem = `<path d="M0 0 C${r * 0.1} ${r * 0.45} ${r * 0.3} ${r * 0.75} ${r * 0.62} ${r * 0.92}" fill="none"
    stroke="${fill}" stroke-width="${r * 0.13}" stroke-linecap="round"/>`;
  return `<g fill="${fill}">${stem}${leaves}</g>`;
}

/** The brand's four-leaf clover, centred on (x, y), about 2 × r across. */
export function clover(x: number, y: number, r: number, fill: string, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">${cloverMark(r, fill)}</g>`;
}

/**
 * Gives every id in a drawing a suffix, so several drawings with their own
 * defs (shoes in different colours) can share one picture.
 */
export function scopeIds(svg: string, suffix: string): string {
  return svg.replace(/id="([^"]+)"/g, `id="$1-${suffix}"`).replace(/url\(#([^)]+)\)/g, `url(#$1-${suffix})`);
}
