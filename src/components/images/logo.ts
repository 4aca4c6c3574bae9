/**
 * The Lucky Shoes logo as SVG: a clover in a sunny badge and the wordmark,
 * drawn as rounded strokes (no font, so it looks the same everywhere). Used
 * inline by Logo.astro and rasterised as art/logo.
 */

const INK = '#1d1d1f';
const GREEN = '#2f8a50';
const SUN = '#ffb400';

/** Letter strokes on a baseline at y = 0 (x-height 100, capitals 150), with the advance to the next letter. */
const GLYPHS: Record<string, { d: string; advance: number }> = {
  L: { d: 'M0 -150 V0 H70', advance: 96 },
  u: { d: 'M0 -100 V-42 C0 -14 18 0 40 0 C62 0 80 -14 80 -42 M80 -100 V0', advance: 112 },
  c: { d: 'M82 -82 C72 -95 58 -100 44 -100 C18 -100 0 -78 0 -50 C0 -22 18 0 44 0 C58 0 72 -5 82 -18', advance: 106 },
  k: { d: 'M0 -150 V0 M76 -100 L12 -42 M34 -62 L82 0', advance: 104 },
  y: {
    d: 'M0 -100 V-44 C0 -16 18 0 40 0 C62 0 80 -16 80 -44 M80 -100 V18 C80 48 62 64 36 64 C22 64 10 60 0 50',
    advance: 112,
  },
  ' ': { d: '', advance: 44 },
  S: {
    d: 'M96 -128 C86 -144 68 -152 50 -152 C24 -152 6 -137 6 -114 C6 -88 32 -81 52 -76 C78 -70 100 -58 100 -35 C100 -12 80 2 50 2 C28 2 10 -7 0 -22',
    advance: 128,
  },
  h: { d: 'M0 -150 V0 M0 -56 C0 -86 20 -100 42 -100 C66 -100 82 -86 82 -60 V0', advance: 114 },
  o: {
    d: 'M44 -100 C70 -100 88 -78 88 -50 C88 -22 70 0 44 0 C18 0 0 -22 0 -50 C0 -78 18 -100 44 -100 Z',
    advance: 116,
  },
  e: { d: 'M4 -48 H86 C86 -78 68 -100 44 -100 C18 -100 0 -78 0 -50 C0 -22 18 0 46 0 C62 0 74 -6 84 -18', advance: 112 },
  s: {
    d: 'M74 -86 C66 -96 54 -100 40 -100 C20 -100 8 -90 8 -74 C8 -56 28 -52 44 -48 C62 -44 78 -38 78 -22 C78 -6 62 2 42 2 C26 2 10 -4 2 -16',
    advance: 100,
  },
};

function word(text: string, x: number, color: string): { svg: string; end: number } {
  let svg = '';
  let at = x;
  for (const ch of text) {
    const glyph = GLYPHS[ch]!;
    if (glyph.d) svg += `<path d="${glyph.d}" transform="translate(${at} 0)"/>`;
    at += glyph.advance;
  }
  return { svg: `<g stroke="${color}">${svg}</g>`, end: at };
}

/** A four-leaf clover of heart-shaped leaves, centred on the origin, about 2 × r across. */
export function cloverMark(r: number, fill: string): string {
  const leaf =
    'M0 0 C-0.5 -0.3 -0.62 -0.92 -0.27 -1 C-0.12 -1.03 -0.02 -0.94 0 -0.82 C0.02 -0.94 0.12 -1.03 0.27 -1 C0.62 -0.92 0.5 -0.3 0 0Z';
  const leaves = [45, 135, 225, 315].map((a) => `<path d="${leaf}" transform="rotate(${a}) scale(${r})"/>`).join('');
  return `<g fill="${fill}"><path d="M0 0 C${r * 0.1} ${r * 0.45} ${r * 0.3} ${r * 0.75} ${r * 0.62} ${r * 0.92}" fill="none" stroke="${fill}" stroke-width="${r * 0.13}" stroke-linecap="round"/>${leaves}</g>`;
}

/** The logo's drawing on a 1000 × 250 canvas (4:1). */
export function logoBody(): string {
  const lucky = word('Lucky', 0, GREEN);
  const shoes = word('Shoes', lucky.end + GLYPHS[' ']!.advance, INK);
  const scale = 700 / shoes.end;
  return `<circle cx="125" cy="125" r="104" fill="${SUN}"/>
    <g transform="translate(125 128)">${cloverMark(78, '#ffffff')}</g>
    <g transform="translate(262 174) scale(${scale.toFixed(4)})" fill="none" stroke-width="26" stroke-linecap="round" stroke-linejoin="round">${lucky.svg}${shoes.svg}</g>`;
}

/**
 * The logo as an inline SVG element (Logo.astro), labelled for screen readers;
 * width and height give its intrinsic size, CSS may scale it.
 */
export function logoSvg(label = 'Lucky Shoes', width = 160): string {
  const height = width / 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 250" width="${width}" height="${height}" role="img" aria-label="${label}">${logoBody()}</svg>`;
}
