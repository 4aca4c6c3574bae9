/**
 * Sneakers: a low-top canvas sneaker with a rubber toe cap.
 * Design a laces up and wears a side stripe; design b closes with two hook-and-loop straps.
 */
import { clover, outlined, stitch, type Palette } from './kit.ts';
import { backShell, outsole, rows, topShell, type Design, type ShoeArt } from './shoe.ts';

const UPPER =
  'M174 640 C150 580 150 444 182 394 C194 374 222 370 242 380 C282 404 314 440 352 440 ' +
  'C378 440 392 384 404 352 C412 330 452 326 470 344 C540 420 640 460 740 488 C830 512 876 568 868 640 Z';

function sideSole(p: Palette): string {
  const midsole =
    'M166 624 C140 640 140 694 182 702 L780 702 C830 702 870 684 880 650 C884 630 872 620 856 620 L190 620 Z';
  return `${outlined(p.midsoleLine, `<path d="${midsole}" fill="${p.midsole}"/>`)}
    <path d="M150 680 C156 696 168 702 182 702 L780 702 C826 702 862 690 876 668" fill="none" stroke="${p.outsole}"
      stroke-width="16" stroke-linecap="round"/>
    <path d="M176 652 H866" stroke="${p.midsoleLine}" stroke-width="3" opacity="0.7"/>
    ${outlined(p.midsoleLine, `<path d="${midsole}" fill="none"/>`)}`;
}

/** Eyelets along the instep, with the lace crossing over each one. */
function laces(p: Palette): string {
  const holes = [
    [466, 372],
    [512, 404],
    [558, 430],
    [604, 452],
    [650, 470],
  ] as const;
  let out = `<path d="M424 356 C500 420 600 470 700 496 L690 456 C600 436 520 396 456 338 Z" fill="${p.dark}"
    opacity="0.9"/>`;
  for (const [x, y] of holes) {
    out += `<circle cx="${x + 8}" cy="${y + 14}" r="8" fill="${p.midsole}" stroke="${p.line}" stroke-width="3"/>`;
    out += `<path d="M${x - 22} ${y - 20} L${x + 10} ${y + 14}" stroke="${p.trim}" stroke-width="14"
      stroke-linecap="round"/>`;
    out += `<path d="M${x - 22} ${y - 20} L${x + 10} ${y + 14}" stroke="${p.trimLine}" stroke-width="2.5"
      stroke-linecap="round" opacity="0.55"/>`;
  }
  return out;
}

function straps(p: Palette): string {
  const strap = (d: string) =>
    `<path d="${d}" fill="${p.dark}" stroke="${p.line}" stroke-width="5" stroke-linejoin="round"/>`;
  return `${strap('M440 350 C480 384 530 418 582 442 L552 546 C500 524 452 500 404 474 Z')}
    ${stitch('M444 368 C484 400 526 428 566 448 L542 528 C500 510 460 490 420 468 Z', p.light, 0.8)}
    ${strap('M576 446 C620 466 670 484 716 496 L690 588 C640 576 592 560 546 544 Z')}
    ${stitch('M582 460 C622 478 664 492 700 502 L680 572 C640 562 600 550 562 536 Z', p.light, 0.8)}`;
}

function side(p: Palette, design: Design): string {
  const stripe =
    design === 'a'
      ? `<path d="M244 590 C330 540 440 514 560 530 C500 546 420 566 340 612 Z" fill="${p.trim}" stroke="${p.trimLine}"
        stroke-width="4" stroke-linejoin="round"/>`
      : '';
  return `${sideSole(p)}
    ${outlined(p.line, `<path d="${UPPER}" fill="url(#upper)"/>`)}
    <path d="M198 382 C250 368 330 384 404 354 L398 376 C360 418 318 428 290 418 C262 406 240 390 198 382 Z"
      fill="#3a302a" opacity="0.75"/>
    <path d="M190 396 C210 380 230 380 246 390 C284 414 316 446 354 446" fill="none" stroke="${p.dark}"
      stroke-width="16" stroke-linecap="round" opacity="0.5"/>
    ${outlined(p.line, `<path d="M174 640 C164 590 166 540 180 506 C222 516 252 560 256 626 Z" fill="${p.dark}"/>`)}
    ${stitch('M190 518 C226 534 240 572 242 622', p.light)}
    ${stripe}
    ${outlined(
      p.trimLine,
      `<path d="M712 498 C800 512 872 560 868 624 L728 624 C700 590 696 540 712 498 Z"
        fill="${p.trim}"/>`,
    )}
    <path d="M740 530 C800 542 844 570 854 606" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"
      opacity="0.7"/>
    ${design === 'a' ? laces(p) : straps(p)}
    <path d="M470 344 C430 332 410 338 404 352" fill="none" stroke="${p.line}" stroke-width="4" stroke-linecap="round"/>
    <path d="M300 470 C380 452 480 440 560 460" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
      opacity="0.18"/>`;
}

function top(p: Palette, design: Design): string {
  const closure =
    design === 'a'
      ? rows(
          330,
          530,
          40,
          (y) => `<circle cx="438" cy="${y}" r="7" fill="${p.dark}"/>
            <circle cx="562" cy="${y + 14}" r="7" fill="${p.dark}"/>
          <path d="M446 ${y} L554 ${y + 14}" stroke="${p.trim}" stroke-width="13" stroke-linecap="round"/>
          <path d="M446 ${y} L554 ${y + 14}" stroke="${p.trimLine}" stroke-width="2" opacity="0.5"/>`,
        )
      : `${[340, 450]
          .map(
            (y) => `<rect x="388" y="${y}" width="228" height="80" rx="18" fill="${p.dark}"
              stroke="${p.line}" stroke-width="5"/>${stitch(`M402 ${y + 12} H602 V${y + 68} H402 Z`, p.light, 0.8)}`,
          )
          .join('')}`;
  const tongue = `<path d="M420 300 C430 270 570 270 580 300 L592 600 L408 600 Z" fill="${p.base}" stroke="${p.line}"
    stroke-width="4"/>`;
  return topShell(p, { openingFrom: 600, toeCap: p.trim, closure: tongue + closure });
}

function sole(p: Palette): string {
  const tread = rows(
    100,
    900,
    34,
    (y) =>
      `<path d="M300 ${y} l40 16 l40 -16 l40 16 l40 -16 l40 16 l40 -16 l40 16 l40 -16 l40 16" fill="none"
        stroke="${p.outsoleLine}" stroke-width="7" stroke-linejoin="round" opacity="0.55"/>`,
  );
  return outsole(
    p,
    tread,
    1,
    `<ellipse cx="490" cy="560" rx="60" ry="90" fill="${p.outsole}" stroke="${p.outsoleLine}"
      stroke-width="4"/>${clover(490, 560, 30, p.outsoleLine)}`,
  );
}

function back(p: Palette, design: Design): string {
  return backShell(p, {
    collarY: 404,
    topHalf: 96,
    bottomHalf: 128,
    soleHeight: 80,
    overlay: `${outlined(
      p.line,
      `<path d="M386 630 C380 580 394 540 420 530 C460 520 540 520 580 530 C606 540 620 580 614 630 Z"
        fill="${p.dark}"/>`,
    )}
      <rect x="478" y="392" width="44" height="${design === 'a' ? 90 : 110}" rx="14" fill="${p.trim}"
        stroke="${p.trimLine}" stroke-width="4"/>`,
  });
}

export const sneakers: ShoeArt = {
  side,
  top,
  sole,
  back,
  sideTop: 330,
  detailAt: { x: 560, y: 450 },
  heelAt: { x: 250, y: 540 },
  shadow: { cx: 510, rx: 380 },
  scene: 'street',
};
