/**
 * Sandals: open, strappy, on a contoured footbed. Design a is a sport sandal
 * with three hook-and-loop straps; design b is a closed-toe fisherman sandal
 * with cut-outs and a buckled ankle strap.
 */
import { mix, outlined, stitch, type Palette } from './kit.ts';
import { backShell, footprint, inset, outsole, topRim, type Design, type ShoeArt } from './shoe.ts';

const FOOTBED = '#e9d3b0';
const FOOTBED_LINE = '#b89a6e';
const INTERIOR = '#3a302a';

function footbed(p: Palette): string {
  const sole = 'M168 632 C146 644 148 694 180 702 L804 702 C850 700 876 680 880 652 C882 638 870 630 854 630 Z';
  return `${outlined(p.outsoleLine, `<path d="${sole}" fill="${p.outsole}"/>`)}
    <path d="M164 640 C170 626 190 620 210 622 L850 624 C866 624 878 632 880 646 L170 650 Z" fill="${FOOTBED}"
      stroke="${FOOTBED_LINE}" stroke-width="4" stroke-linejoin="round"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      .map(
        (i) => `<path d="M${200 + i * 60} 672 l20 20" stroke="${p.outsoleLine}"
          stroke-width="4" opacity="0.5"/>`,
      )
      .join('')}`;
}

function strap(p: Palette, d: string, fill = 'url(#upper)'): string {
  return outlined(p.line, `<path d="${d}" fill="${fill}"/>`);
}

const SPORT_STITCHING =
  'M214 610 C210 560 212 500 222 456 M218 438 C280 442 340 462 408 482 ' +
  'M452 620 C460 540 510 470 566 440 M650 620 C668 546 760 526 820 598';

function sport(p: Palette): string {
  const shaded = mix(p.dark, INTERIOR, 0.45);
  const far = `<g transform="translate(44 -16)">
      ${strap(p, 'M640 628 C660 540 760 520 820 600 L790 616 C750 566 690 570 676 628 Z', shaded)}
      ${strap(p, 'M420 628 C430 520 480 450 530 430 L560 470 C510 500 470 560 470 628 Z', shaded)}</g>`;
  return `${far}${footbed(p)}
    ${strap(p, 'M192 626 C186 560 190 490 204 444 L254 446 C244 500 240 560 244 626 Z')}
    ${strap(p, 'M204 420 C270 424 340 446 420 470 L404 520 C330 500 262 486 200 476 Z')}
    <rect x="360" y="452" width="76" height="58" rx="14" fill="${p.dark}" stroke="${p.line}" stroke-width="5"
      transform="rotate(16 398 481)"/>
    ${strap(p, 'M430 628 C440 530 500 446 560 420 C580 440 590 460 594 480 C544 506 500 560 494 628 Z')}
    ${strap(p, 'M630 628 C650 530 770 500 840 598 L806 620 C760 562 700 566 682 628 Z')}
    ${stitch(SPORT_STITCHING, p.light, 0.7)}
    <path d="M188 430 C196 420 206 418 214 420" fill="none" stroke="${p.line}" stroke-width="4"/>`;
}

function fisherman(p: Palette): string {
  const upper =
    'M176 628 C164 560 168 480 190 440 C230 450 270 470 320 470 C380 470 420 470 460 460 ' +
    'C560 480 680 520 780 548 C840 566 872 600 866 628 Z';
  const buckleTab = 'M430 420 C450 450 470 470 480 468 C492 480 500 470 510 480 L480 500 C460 480 440 462 420 440 Z';
  const slot = (x: number, y: number, r: number) =>
    `<rect x="${x - 13}" y="${y - 34}" width="26" height="68" rx="13" transform="rotate(${r} ${x} ${y})"/>`;
  const holes = `<g fill="${mix(p.dark, INTERIOR, 0.55)}" stroke="${p.line}" stroke-width="3">
    ${slot(520, 530, -30)}${slot(580, 548, -34)}${slot(640, 566, -38)}${slot(700, 584, -44)}
    ${slot(300, 540, 0)}${slot(360, 540, 0)}${slot(420, 540, -10)}</g>`;
  return `${footbed(p)}
    ${strap(p, upper)}
    ${holes}
    ${strap(p, 'M198 430 C270 420 350 404 440 390 L452 436 C360 452 280 464 196 478 Z', p.dark)}
    <rect x="412" y="388" width="56" height="56" rx="8" fill="none" stroke="#d9b45a" stroke-width="8"
      transform="rotate(-8 440 416)"/>
    ${strap(p, buckleTab, p.dark)}
    ${stitch('M196 620 C188 560 190 500 204 464 M480 476 C580 500 690 534 780 560', p.light, 0.7)}
    <path d="M210 560 C214 520 220 500 230 490" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
      opacity="0.25"/>`;
}

function side(p: Palette, design: Design): string {
  return design === 'a' ? sport(p) : fisherman(p);
}

function top(p: Palette, design: Design): string {
  const bed = `${topRim(p)}${inset(
    0.97,
    `<path d="${footprint(1)}" fill="${FOOTBED}" stroke="${FOOTBED_LINE}"
      stroke-width="5"/>`,
  )}
    <path d="${footprint(0.72, 190, 840)}" fill="none" stroke="${FOOTBED_LINE}" stroke-width="4" opacity="0.5"/>`;
  const band = (y: number, h: number, curve: number) =>
    `<path d="M300 ${y} C400 ${y - curve} 600 ${y - curve} 700 ${y} L700 ${y + h}
      C600 ${y + h - curve} 400 ${y + h - curve} 300 ${y + h} Z" fill="url(#upperTop)" stroke="${p.line}"
      stroke-width="5" clip-path="url(#bedClip)"/>`;
  const clip = `<defs><clipPath id="bedClip"><path d="${footprint(1.02)}"/></clipPath></defs>`;
  if (design === 'a') {
    return `${clip}${bed}${band(250, 90, 30)}${band(440, 100, 24)}${band(690, 70, -20)}
      <rect x="560" y="440" width="80" height="94" rx="14" fill="${p.dark}" stroke="${p.line}" stroke-width="4"/>`;
  }
  return `${clip}${bed}
    <path d="${footprint(1.02, 110, 560)}" fill="url(#upperTop)" stroke="${p.line}" stroke-width="5"
      clip-path="url(#bedClip)"/>
    ${[380, 440, 500, 560, 620]
      .map(
        (x) => `<rect x="${x - 14}" y="${250 + Math.abs(x - 500) * 0.3}" width="28"
          height="${200 - Math.abs(x - 500) * 0.6}" rx="14" fill="${FOOTBED}" stroke="${p.line}" stroke-width="3"/>`,
      )
      .join('')}
    ${band(700, 60, -16)}`;
}

function sole(p: Palette): string {
  let tread = '';
  for (let y = 110; y < 900; y += 40)
    tread += `<path d="M280 ${y} C360 ${y - 20} 440 ${y + 20} 520 ${y} C600 ${y - 20} 680 ${y + 20} 760 ${y}"
      fill="none" stroke="${p.outsoleLine}" stroke-width="7" opacity="0.5"/>`;
  return outsole(p, tread);
}

function back(p: Palette, design: Design): string {
  if (design === 'a') {
    return `${outlined(p.outsoleLine, `<rect x="370" y="628" width="260" height="74" rx="24" fill="${p.outsole}"/>`)}
      <rect x="380" y="618" width="240" height="22" rx="10" fill="${FOOTBED}" stroke="${FOOTBED_LINE}"
        stroke-width="4"/>
      <path d="M384 470 C390 440 610 440 616 470" fill="none" stroke="${p.line}" stroke-width="46"
        stroke-linecap="round"/>
      <path d="M384 470 C390 440 610 440 616 470" fill="none" stroke="${p.dark}" stroke-width="36"
        stroke-linecap="round"/>
      <path d="M384 470 C396 500 604 500 616 470" fill="none" stroke="${p.line}" stroke-width="46"
        stroke-linecap="round"/>
      <path d="M384 470 C396 500 604 500 616 470" fill="none" stroke="${p.base}" stroke-width="36"
        stroke-linecap="round"/>
      ${strap(p, 'M462 622 C458 560 462 500 466 430 L534 430 C538 500 542 560 538 622 Z')}`;
  }
  return backShell(p, {
    collarY: 430,
    topHalf: 100,
    bottomHalf: 124,
    soleHeight: 78,
    sole: p.outsole,
    overlay: `${strap(p, 'M380 440 C440 420 560 420 620 440 L616 480 C560 462 440 462 384 480 Z', p.dark)}`,
  });
}

export const sandals: ShoeArt = {
  side,
  top,
  sole,
  back,
  sideTop: 380,
  detailAt: { x: 520, y: 560 },
  heelAt: { x: 260, y: 520 },
  shadow: { cx: 520, rx: 380 },
  scene: 'beach',
};
