/**
 * Sports shoes: a running shoe on a thick, flared midsole with a rocker toe,
 * a mesh upper and speed stripes. Design a laces up; design b has elastic
 * laces with a toggle and a contrasting heel.
 */
import { clover, mix, outlined, stitch, type Palette } from './kit.ts';
import { backShell, outsole, rows, topShell, type Design, type ShoeArt } from './shoe.ts';

const UPPER =
  'M186 612 C160 560 168 452 196 404 C208 384 236 380 254 392 C292 416 322 442 358 440 ' +
  'C384 438 398 386 414 354 C424 334 460 332 478 350 C566 428 690 470 790 500 C856 520 888 566 874 612 Z';

const MIDSOLE = 'M176 596 C138 604 128 684 172 702 L812 702 C860 700 898 668 902 628 C904 606 890 594 870 594 Z';

function mesh(p: Palette): string {
  return `<defs><pattern id="mesh" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
      <circle cx="9" cy="9" r="3.2" fill="${p.dark}" opacity="0.45"/></pattern>
      <clipPath id="meshArea"><path d="${UPPER}"/></clipPath></defs>
    <path d="M520 380 C600 440 700 480 800 500 C860 520 890 570 874 612 L520 612 Z" fill="url(#mesh)"
      clip-path="url(#meshArea)"/>`;
}

function side(p: Palette, design: Design): string {
  const accent = design === 'a' ? p.trim : p.dark;
  const heel = design === 'b' ? p.trim : p.dark;
  const closure =
    design === 'a'
      ? [470, 514, 558, 602, 646]
          .map((x, i) => {
            const y = 372 + i * 28 - i * i * 1.5;
            return `<circle cx="${x + 10}" cy="${y + 16}" r="7" fill="${p.midsole}" stroke="${p.line}"
              stroke-width="3"/>
              <path d="M${x - 20} ${y - 18} L${x + 12} ${y + 16}" stroke="${p.trim}" stroke-width="13"
                stroke-linecap="round"/>`;
          })
          .join('')
      : `<path d="M446 348 C500 400 580 440 660 470" fill="none" stroke="${p.trim}" stroke-width="10"
        stroke-linecap="round"/>
         <path d="M452 372 C506 420 586 456 664 484" fill="none" stroke="${p.trim}" stroke-width="10"
           stroke-linecap="round"/>
         <rect x="420" y="322" width="34" height="46" rx="12" fill="${p.line}" transform="rotate(-30 437 345)"/>
         <circle cx="437" cy="345" r="6" fill="${p.light}"/>`;
  return `${outlined(p.midsoleLine, `<path d="${MIDSOLE}" fill="${p.midsole}"/>`)}
    <path d="M150 660 C300 640 420 690 560 668 C680 650 800 680 900 640 L896 660 C880 690 850 702 812 702 L172 702
      C154 694 146 680 150 660 Z" fill="${p.light}" opacity="0.85"/>
    <path d="M140 690 C150 700 160 702 172 702 L812 702 C852 702 884 686 896 664" fill="none" stroke="${p.outsole}"
      stroke-width="14" stroke-linecap="round"/>
    ${outlined(p.midsoleLine, `<path d="${MIDSOLE}" fill="none"/>`)}
    ${outlined(p.line, `<path d="${UPPER}" fill="url(#upper)"/>`)}
    ${mesh(p)}
    <path d="M204 392 C256 376 336 390 414 356 L406 378 C366 420 322 432 292 422 C264 410 244 396 204 392 Z"
      fill="#3a302a" opacity="0.75"/>
    ${outlined(p.line, `<path d="M186 612 C172 560 176 500 196 466 C250 470 290 530 300 612 Z" fill="${heel}"/>`)}
    <path d="M206 386 C200 350 214 330 236 336 L246 392" fill="${heel}" stroke="${p.line}" stroke-width="5"
      stroke-linejoin="round"/>
    ${outlined(
      design === 'a' ? p.trimLine : p.line,
      `<path d="M300 590 C380 540 470 500 560 470 C520 510 470 540 420 590 Z" fill="${accent}"/>
      <path d="M430 590 C500 540 580 506 660 486 C620 520 580 550 540 590 Z" fill="${accent}"/>`,
    )}
    ${closure}
    <path d="M478 350 C440 336 420 340 414 354" fill="none" stroke="${p.line}" stroke-width="4" stroke-linecap="round"/>
    ${stitch('M740 500 C820 520 866 560 870 600', p.light, 0.5)}
    <path d="M320 470 C400 452 480 448 560 470" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
      opacity="0.18"/>
    ${clover(236, 540, 17, mix(heel, '#ffffff', 0.6))}`;
}

function top(p: Palette, design: Design): string {
  const closure =
    design === 'a'
      ? rows(
          320,
          520,
          40,
          (y) => `<path d="M446 ${y} L554 ${y + 14}" stroke="${p.trim}" stroke-width="13" stroke-linecap="round"/>`,
        )
      : `<path d="M440 320 L560 360 L440 400 L560 440 L440 480 L560 520" fill="none" stroke="${p.trim}"
        stroke-width="10" stroke-linejoin="round"/>
         <rect x="486" y="536" width="30" height="44" rx="10" fill="${p.line}"/>`;
  const tongue = `<path d="M420 290 C430 262 570 262 580 290 L592 600 L408 600 Z" fill="${p.base}" stroke="${p.line}"
    stroke-width="4"/>`;
  const stripes = `<path d="M372 420 C400 470 404 540 396 600" fill="none" stroke="${p.trim}" stroke-width="14"
    stroke-linecap="round" opacity="0.9"/>`;
  return topShell(p, { openingFrom: 600, closure: stripes + tongue + closure });
}

function sole(p: Palette): string {
  const pods = rows(110, 900, 46, (y, i) =>
    rows(
      300 + (i % 2) * 23,
      720,
      46,
      (x) => `<path d="M${x} ${y - 18} l20 11 v22 l-20 11 l-20 -11 v-22 Z" fill="${p.outsoleLine}" opacity="0.35"/>`,
    ),
  );
  return outsole(
    p,
    pods,
    1,
    `<path d="M430 470 C470 440 530 440 560 470 L560 640 C530 660 470 660 430 640 Z" fill="${p.light}"
      stroke="${p.outsoleLine}" stroke-width="4"/>${clover(495, 555, 35, p.outsoleLine)}`,
  );
}

function back(p: Palette, design: Design): string {
  const heel = design === 'b' ? p.trim : p.dark;
  return backShell(p, {
    collarY: 400,
    topHalf: 94,
    bottomHalf: 134,
    soleHeight: 104,
    overlay: `${outlined(
      p.line,
      `<path d="M390 598 C384 540 404 500 440 496 C470 494 530 494 560 496 C596 500 616 540 610 598 Z"
        fill="${heel}"/>`,
    )}
      <path d="M478 372 C478 340 522 340 522 372 L522 440 L478 440 Z" fill="${heel}" stroke="${p.line}"
        stroke-width="5"/>
      <path d="M368 660 C440 640 560 640 632 660" fill="none" stroke="${p.light}" stroke-width="14" opacity="0.85"/>`,
  });
}

export const sportsShoes: ShoeArt = {
  side,
  top,
  sole,
  back,
  sideTop: 330,
  detailAt: { x: 500, y: 470 },
  heelAt: { x: 250, y: 520 },
  shadow: { cx: 520, rx: 390 },
  scene: 'track',
};
