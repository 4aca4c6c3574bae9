/**
 * Slippers: soft felt on a thin grippy sole, with plush trim. Design a is a
 * closed bootie with a fluffy cuff and a clover patch; design b is an
 * open-back mule with a pom-pom.
 */
import { clover, mix, outlined, stitch, type Palette } from './kit.ts';
import { backShell, footprint, inset, outsole, topRim, topShell, type Design, type ShoeArt } from './shoe.ts';

const PLUSH = '#fbf5ea';
const PLUSH_LINE = '#d8cbb4';
const CLOVER = '#3f9a5c';

/** A fluffy band: overlapping puffs along a row of points. */
function fluff(points: readonly (readonly [number, number])[], r: number, fill = PLUSH, line = PLUSH_LINE): string {
  const puffs = points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('');
  return `<g fill="${line}">${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r + 4}"/>`).join('')}</g>
    <g fill="${fill}">${puffs}</g>`;
}

function along(x1: number, y1: number, x2: number, y2: number, n: number, sag = 0): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    return [Math.round(x1 + (x2 - x1) * t), Math.round(y1 + (y2 - y1) * t + sag * 4 * t * (1 - t))] as [number, number];
  });
}

function softSole(p: Palette, from = 170): string {
  const d = `M${from} 664 C${from - 18} 672 ${from - 16} 700 ${from + 14} 702 L820 702 C856 700 874 684 874 664 Z`;
  return `${outlined(p.outsoleLine, `<path d="${d}" fill="${mix(p.outsole, '#ffffff', 0.15)}"/>`)}
    ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map(
        (i) => `<circle cx="${from + 40 + i * 66}" cy="684" r="6"
          fill="${p.outsoleLine}" opacity="0.45"/>`,
      )
      .join('')}`;
}

function felt(id: string, p: Palette, d: string): string {
  return `<defs><pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse">
    <circle cx="4" cy="4" r="1.6" fill="${p.dark}" opacity="0.35"/>
    <circle cx="11" cy="10" r="1.4" fill="${p.light}" opacity="0.5"/></pattern></defs>
    <path d="${d}" fill="url(#${id})"/>`;
}

function bootie(p: Palette): string {
  const upper = 'M186 666 C164 610 170 500 204 440 L470 440 C560 440 700 466 800 516 C862 546 884 620 862 666 Z';
  return `${softSole(p)}
    ${outlined(p.line, `<path d="${upper}" fill="url(#upper)"/>`)}
    ${felt('feltA', p, upper)}
    ${stitch('M220 650 L850 650', p.dark, 0.6)}
    ${stitch('M476 452 C560 456 690 484 790 530', p.light, 0.6)}
    ${fluff(along(196, 432, 480, 436, 12, -6), 26)}
    <circle cx="660" cy="560" r="46" fill="${PLUSH}" stroke="${PLUSH_LINE}" stroke-width="4"/>
    ${clover(660, 556, 28, CLOVER)}
    <path d="M240 520 C244 490 256 470 270 462" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"
      opacity="0.25"/>`;
}

function mule(p: Palette): string {
  const bed = 'M180 662 C160 640 170 604 204 600 L780 604 C840 606 868 630 866 662 Z';
  const upper = 'M420 664 C416 590 452 500 540 470 C640 450 760 486 826 530 C870 560 882 630 862 664 Z';
  return `${softSole(p)}
    ${outlined(PLUSH_LINE, `<path d="${bed}" fill="${PLUSH}"/>`)}
    ${fluff(along(196, 606, 440, 606, 8), 14)}
    ${outlined(p.line, `<path d="${upper}" fill="url(#upper)"/>`)}
    ${felt('feltB', p, upper)}
    ${fluff(along(432, 600, 530, 470, 6, 0), 22)}
    ${stitch('M452 650 C460 580 500 520 560 496 C650 480 750 510 812 548', p.light, 0.6)}
    ${fluff(
      [
        [590, 452],
        [622, 430],
        [650, 456],
        [616, 476],
        [600, 420],
        [640, 410],
        [660, 430],
      ],
      26,
      mix(p.light, '#ffffff', 0.5),
      p.line,
    )}
    <path d="M700 520 C740 530 780 546 810 566" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"
      opacity="0.25"/>`;
}

function side(p: Palette, design: Design): string {
  return design === 'a' ? bootie(p) : mule(p);
}

function top(p: Palette, design: Design): string {
  if (design === 'a') {
    const ring = Array.from({ length: 18 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 18;
      return [Math.round(500 + Math.cos(a) * 112), Math.round(700 + Math.sin(a) * 150)] as [number, number];
    });
    return `${topShell(p, { w: 1.05, openingFrom: 560, openingHalf: 100 })}${fluff(ring, 30)}
      <ellipse cx="500" cy="700" rx="84" ry="120" fill="#efe4d3"/>
      <circle cx="500" cy="330" r="70" fill="${PLUSH}" stroke="${PLUSH_LINE}"
        stroke-width="5"/>${clover(500, 326, 43, CLOVER)}`;
  }
  return `${topRim(p, 1.05)}
    ${inset(0.97, `<path d="${footprint(1.05)}" fill="${PLUSH}" stroke="${PLUSH_LINE}" stroke-width="5"/>`)}
    <defs><clipPath id="muleClip"><path d="${footprint(1.02)}"/></clipPath></defs>
    <path d="M200 100 H800 V480 C700 520 300 520 200 480 Z" fill="url(#upperTop)" stroke="${p.line}" stroke-width="5"
      clip-path="url(#muleClip)"/>
    ${fluff(along(340, 492, 660, 492, 9, 24), 18)}
    ${fluff(
      [
        [500, 330],
        [530, 300],
        [470, 300],
        [540, 350],
        [460, 350],
        [500, 290],
        [500, 370],
      ],
      34,
      mix(p.light, '#ffffff', 0.5),
      p.line,
    )}`;
}

function sole(p: Palette): string {
  let dots = '';
  for (let y = 130; y < 900; y += 44)
    for (let x = 290 + ((y / 44) % 2) * 22; x < 720; x += 44)
      dots += `<circle cx="${x}" cy="${y}" r="9" fill="${p.outsoleLine}" opacity="0.4"/>`;
  return outsole(p, dots, 1.05, clover(500, 560, 55, mix(p.outsole, '#ffffff', 0.35)));
}

function back(p: Palette, design: Design): string {
  if (design === 'a') {
    return backShell(p, {
      collarY: 440,
      topHalf: 112,
      bottomHalf: 130,
      soleHeight: 40,
      sole: mix(p.outsole, '#ffffff', 0.15),
      overlay: fluff(along(384, 436, 616, 436, 9, -10), 26),
    });
  }
  return `${outlined(
    p.outsoleLine,
    `<rect x="360" y="662" width="280" height="40" rx="18"
      fill="${mix(p.outsole, '#ffffff', 0.15)}"/>`,
  )}
    ${outlined(PLUSH_LINE, `<rect x="370" y="612" width="260" height="56" rx="24" fill="${PLUSH}"/>`)}
    ${outlined(p.line, `<path d="M376 620 C380 540 430 500 500 500 C570 500 620 540 624 620 Z" fill="url(#upper)"/>`)}
    ${fluff(
      [
        [500, 490],
        [530, 470],
        [470, 470],
        [500, 450],
      ],
      30,
      mix(p.light, '#ffffff', 0.5),
      p.line,
    )}`;
}

export const slippers: ShoeArt = {
  side,
  top,
  sole,
  back,
  sideTop: 400,
  detailAt: { x: 560, y: 520 },
  heelAt: { x: 260, y: 540 },
  shadow: { cx: 520, rx: 370 },
  scene: 'cosy',
};
