/**
 * Props and backdrops the site art is built from: skies, hills, podiums,
 * confetti, kids' legs, toys and tools. Flat shapes in the shop's sunny
 * palette; every function returns SVG markup at the position it is given.
 */
import { clover, mix } from '../kit.ts';

export const ART_COLORS = {
  ink: '#1d1d1f',
  sun: '#ffb400',
  sunLight: '#ffd873',
  cream: '#fff8ec',
  peach: '#ffe3d3',
  pink: '#ffd9e4',
  mint: '#d7f0e3',
  sky: '#d9ecfb',
  lilac: '#e7defa',
  lemon: '#fff1bf',
  green: '#3f9a5c',
  grass: '#8fc27a',
  coral: '#ff7a5c',
  blue: '#3f80dd',
  red: '#e2463d',
  skin: ['#f6d2b8', '#d9a27c', '#a86d4a', '#7a4a2e'],
} as const;

/** Deterministic pseudo-random numbers (same picture on every run). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export function gradientBackground(id: string, width: number, height: number, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/>
    <stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/** A soft organic blob, for colour behind a subject. */
export function blob(cx: number, cy: number, r: number, fill: string, seed = 1, opacity = 1): string {
  const rnd = seeded(seed);
  const n = 8;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * i) / n;
    const rr = r * (0.86 + rnd() * 0.28);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.92] as const;
  });
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[(i + 1) % n]!;
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    d += i === 0 ? `M${mx.toFixed(1)} ${my.toFixed(1)}` : '';
    const [x2, y2] = pts[(i + 2) % n]!;
    d += ` Q${x1.toFixed(1)} ${y1.toFixed(1)} ${((x1 + x2) / 2).toFixed(1)} ${((y1 + y2) / 2).toFixed(1)}`;
  }
  return `<path d="${d} Z" fill="${fill}" opacity="${opacity}"/>`;
}

export function confetti(
  seed: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  count = 30,
  colours: readonly string[] = ['#ff8fab', '#ffb400', '#3f80dd', '#4daf70', '#9472d2', '#ff7a5c'],
): string {
  const rnd = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (x1 + rnd() * (x2 - x1)).toFixed(0);
    const y = (y1 + rnd() * (y2 - y1)).toFixed(0);
    const c = colours[i % colours.length];
    const r = (rnd() * 180).toFixed(0);
    const kind = i % 3;
    out +=
      kind === 0
        ? `<rect x="${x}" y="${y}" width="12" height="6" rx="2" fill="${c}" transform="rotate(${r} ${x} ${y})"/>`
        : kind === 1
          ? `<circle cx="${x}" cy="${y}" r="5" fill="${c}"/>`
          : `<path d="M${x} ${y} q6 -8 12 0 t12 0" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"
            transform="rotate(${r} ${x} ${y})"/>`;
  }
  return out;
}

export function sparkle(x: number, y: number, r: number, fill: string): string {
  return `<path d="M${x} ${y - r}
    C${x + r * 0.15} ${y - r * 0.15} ${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}
    C${x + r * 0.15} ${y + r * 0.15} ${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}
    C${x - r * 0.15} ${y + r * 0.15} ${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}
    C${x - r * 0.15} ${y - r * 0.15} ${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r} Z" fill="${fill}"/>`;
}

export function star(x: number, y: number, r: number, fill: string, rotate = 0): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2 + (rotate * Math.PI) / 180;
    const rr = i % 2 ? r * 0.48 : r;
    return `${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="${r * 0.18}"
    stroke-linejoin="round"/>`;
}

/** A smiling sun: the shop's motto in a picture. */
export function smilingSun(x: number, y: number, r: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 12;
    return `<path d="M${(x + Math.cos(a) * r * 1.2).toFixed(1)} ${(y + Math.sin(a) * r * 1.2).toFixed(1)}
      L${(x + Math.cos(a) * r * 1.45).toFixed(1)} ${(y + Math.sin(a) * r * 1.45).toFixed(1)}"/>`;
  }).join('');
  return `<g stroke="${ART_COLORS.sun}" stroke-width="${r * 0.12}" stroke-linecap="round">${rays}</g>
    <circle cx="${x}" cy="${y}" r="${r}" fill="${ART_COLORS.sun}"/>
    <circle cx="${x}" cy="${y}" r="${r * 0.82}" fill="${ART_COLORS.sunLight}" opacity="0.6"/>
    <circle cx="${x - r * 0.3}" cy="${y - r * 0.12}" r="${r * 0.08}" fill="${ART_COLORS.ink}"/>
    <circle cx="${x + r * 0.3}" cy="${y - r * 0.12}" r="${r * 0.08}" fill="${ART_COLORS.ink}"/>
    <path d="M${x - r * 0.36} ${y + r * 0.16} Q${x} ${y + r * 0.56} ${x + r * 0.36} ${y + r * 0.16}" fill="none"
      stroke="${ART_COLORS.ink}" stroke-width="${r * 0.08}" stroke-linecap="round"/>
    <circle cx="${x - r * 0.55}" cy="${y + r * 0.2}" r="${r * 0.12}" fill="#ff8fab" opacity="0.6"/>
    <circle cx="${x + r * 0.55}" cy="${y + r * 0.2}" r="${r * 0.12}" fill="#ff8fab" opacity="0.6"/>`;
}

export function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.9): string {
  return `<g fill="${fill}" opacity="${opacity}" transform="translate(${x} ${y}) scale(${s})">
    <circle cx="-40" cy="0" r="30"/><circle cx="0" cy="-16" r="40"/><circle cx="42" cy="0" r="30"/>
    <rect x="-70" y="0" width="142" height="30" rx="15"/></g>`;
}

/** Rolling hills along the bottom of a picture. */
export function hills(width: number, y: number, colors: readonly [string, string]): string {
  return `<path d="M0 ${y} C${width * 0.2} ${y - 50} ${width * 0.4} ${y - 10} ${width * 0.6} ${y - 40}
      C${width * 0.8} ${y - 70} ${width * 0.9} ${y - 20} ${width} ${y - 30} V${y + 400} H0 Z" fill="${colors[0]}"/>
    <path d="M0 ${y + 30} C${width * 0.25} ${y} ${width * 0.5} ${y + 40} ${width * 0.75} ${y + 14}
      C${width * 0.9} ${y} ${width} ${y + 20} ${width} ${y + 20} V${y + 400} H0 Z" fill="${colors[1]}"/>`;
}

/** A round podium a product stands on. */
export function podium(x: number, y: number, rx: number, h: number, top: string, side: string): string {
  const ry = rx * 0.22;
  return `<path d="M${x - rx} ${y} V${y + h} A${rx} ${ry} 0 0 0 ${x + rx} ${y + h} V${y} Z" fill="${side}"/>
    <ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${top}"/>`;
}

/** Footprints walking along a line: the little steps of the motto. */
export function footsteps(
  points: readonly (readonly [number, number, number])[],
  size: number,
  fill: string,
  opacity = 0.5,
): string {
  const print = `M0 ${-size} C${size * 0.45} ${-size} ${size * 0.5} ${-size * 0.3} ${size * 0.35} ${size * 0.1}
    C${size * 0.28} ${size * 0.4} ${size * 0.32} ${size * 0.8} 0 ${size * 0.85}
    C${-size * 0.32} ${size * 0.8} ${-size * 0.3} ${size * 0.4} ${-size * 0.36} ${size * 0.1}
    C${-size * 0.5} ${-size * 0.3} ${-size * 0.45} ${-size} 0 ${-size} Z`;
  const prints = points.map(([x, y, r]) => `<path d="${print}" transform="translate(${x} ${y}) rotate(${r})"/>`);
  return `<g fill="${fill}" opacity="${opacity}">${prints.join('')}</g>`;
}

export function ball(x: number, y: number, r: number, fill: string, seams: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${fill}"/>
    <path d="M${-r} 0 H${r} M0 ${-r} V${r}
        M${-r * 0.7} ${-r * 0.7} C${-r * 0.2} ${-r * 0.3} ${-r * 0.2} ${r * 0.3} ${-r * 0.7} ${r * 0.7}
        M${r * 0.7} ${-r * 0.7} C${r * 0.2} ${-r * 0.3} ${r * 0.2} ${r * 0.3} ${r * 0.7} ${r * 0.7}"
      fill="none" stroke="${seams}" stroke-width="${r * 0.06}"/>
    <ellipse cx="${-r * 0.35}" cy="${-r * 0.4}" rx="${r * 0.3}" ry="${r * 0.18}" fill="#fff" opacity="0.25"
      transform="rotate(-35 ${-r * 0.35} ${-r * 0.4})"/></g>`;
}

export function beachBall(x: number, y: number, r: number): string {
  const segs = ['#e2463d', '#ffffff', '#3f80dd', '#ffffff', '#ffb400', '#ffffff'];
  return `<g transform="translate(${x} ${y})">${segs
    .map((c, i) => {
      const a0 = (Math.PI * 2 * i) / 6;
      const a1 = (Math.PI * 2 * (i + 1)) / 6;
      return `<path d="M0 0 L${(Math.cos(a0) * r).toFixed(1)} ${(Math.sin(a0) * r).toFixed(1)}
        A${r} ${r} 0 0 1 ${(Math.cos(a1) * r).toFixed(1)} ${(Math.sin(a1) * r).toFixed(1)} Z" fill="${c}"/>`;
    })
    .join(
      '',
    )}<circle r="${r * 0.16}" fill="#fff"/><circle r="${r}" fill="none" stroke="#00000022" stroke-width="2"/></g>`;
}

/** A ruler along x from (x, y), `length` long, with centimetre ticks every `cm` units. */
export function ruler(x: number, y: number, length: number, cm: number, fill = '#ffd873', rotate = 0): string {
  let ticks = '';
  for (let i = 0; i * cm <= length - 10; i++) {
    const tx = x + 10 + i * cm;
    ticks += `<path d="M${tx} ${y} v${i % 5 === 0 ? 26 : 16}" stroke="${ART_COLORS.ink}" stroke-width="2.5"
      opacity="0.7"/>`;
    if (i % 2 === 0)
      ticks += `<path d="M${tx + cm / 2} ${y} v9" stroke="${ART_COLORS.ink}" stroke-width="2" opacity="0.5"/>`;
  }
  return `<g transform="rotate(${rotate} ${x} ${y})">
    <rect x="${x}" y="${y}" width="${length}" height="56" rx="6" fill="${fill}" stroke="${mix(fill, '#000000', 0.25)}"
      stroke-width="3"/>${ticks}</g>`;
}

/** A child's foot seen from above, toes up, centred on (x, y), `length` long. */
export function footFromAbove(x: number, y: number, length: number, skin: string): string {
  const s = length / 100;
  const toes = [
    [-14, -46, 9],
    [0, -49, 6.4],
    [10, -46.5, 5.6],
    [18.5, -42, 5],
    [25, -36, 4.4],
  ]
    .map(
      ([tx, ty, r]) =>
        `<ellipse cx="${tx}" cy="${ty}" rx="${r}" ry="${r! * 1.15}" fill="${skin}"
          stroke="${mix(skin, '#000000', 0.18)}" stroke-width="1.2"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-22 -38 C-6 -46 22 -42 30 -30 C36 -18 30 4 24 18 C20 30 22 44 12 50 C0 56 -14 52 -18 42
        C-22 30 -16 16 -20 2 C-24 -12 -32 -30 -22 -38 Z" fill="${skin}" stroke="${mix(skin, '#000000', 0.18)}"
      stroke-width="1.5"/>
    ${toes}</g>`;
}

export function backpack(x: number, y: number, s: number, fill: string): string {
  const dark = mix(fill, '#000000', 0.2);
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-50 -150 C-50 -190 50 -190 50 -150" fill="none" stroke="${dark}" stroke-width="14"/>
    <rect x="-80" y="-160" width="160" height="170" rx="40" fill="${fill}"/>
    <rect x="-56" y="-60" width="112" height="64" rx="18" fill="${dark}"/>
    <path d="M-40 -100 H40" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>
    <rect x="-14" y="-70" width="28" height="14" rx="5" fill="${ART_COLORS.sun}"/></g>`;
}

export function suitcase(x: number, y: number, s: number, fill: string): string {
  const dark = mix(fill, '#000000', 0.22);
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-40" y="-260" width="80" height="50" rx="16" fill="none" stroke="${dark}" stroke-width="14"/>
    <rect x="-150" y="-220" width="300" height="220" rx="28" fill="${fill}"/>
    <path d="M-90 -220 V0 M90 -220 V0" stroke="${dark}" stroke-width="14"/>
    <circle cx="-110" cy="8" r="14" fill="${ART_COLORS.ink}"/><circle cx="110" cy="8" r="14" fill="${ART_COLORS.ink}"/>
    <circle cx="0" cy="-120" r="30" fill="#ffffff" opacity="0.85"/>${clover(0, -122, 20, ART_COLORS.green)}</g>`;
}

export function plant(x: number, y: number, s: number): string {
  const leaf = (r: number, len: number, c: string) =>
    `<path d="M0 0 C${len * 0.3} ${-len * 0.16} ${len * 0.7} ${-len * 0.12} ${len} 0
      C${len * 0.7} ${len * 0.12} ${len * 0.3} ${len * 0.16} 0 0Z" fill="${c}" transform="rotate(${r})"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <g transform="translate(0 -120)">${leaf(-150, 130, '#5c9e6e')}${leaf(-110, 150, '#4d8c5f')}
      ${leaf(-70, 150, '#69ad7a')}${leaf(-30, 130, '#4d8c5f')}${leaf(-90, 170, '#5c9e6e')}</g>
    <path d="M-62 -130 L62 -130 L48 0 L-48 0 Z" fill="#e9a27f"/>
    <rect x="-70" y="-150" width="140" height="28" rx="6" fill="#d98e6a"/></g>`;
}

export function palm(x: number, y: number, s: number): string {
  const frond = (r: number) =>
    `<path d="M0 0 C40 -30 100 -30 140 10 C100 -10 50 -6 0 0 Z" fill="#4d9e63" transform="rotate(${r})"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-8 0 C-10 -120 10 -220 30 -300 L44 -296 C26 -220 12 -120 14 0 Z" fill="#b98057"/>
    <g transform="translate(36 -298)">${[-200, -160, -120, -60, -20, 20].map(frond).join('')}</g></g>`;
}

/** Water drops, for rain and wet floors. */
export function drops(
  seed: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  count: number,
  fill: string,
): string {
  const rnd = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x1 + rnd() * (x2 - x1);
    const y = y1 + rnd() * (y2 - y1);
    const r = 6 + rnd() * 6;
    const [left, right, top, shoulder, bottom] = [x - r, x + r, y - r * 1.8, y - r * 0.4, y + r].map((v) =>
      v.toFixed(0),
    );
    const middle = x.toFixed(0);
    out += `<path d="M${middle} ${top} C${right} ${shoulder} ${right} ${bottom} ${middle} ${bottom}
      C${left} ${bottom} ${left} ${shoulder} ${middle} ${top} Z" fill="${fill}"/>`;
  }
  return out;
}
