/**
 * School shoes: polished leather with a stitched welt and a low heel block.
 * Design a closes with a buckled hook-and-loop strap; design b is a lace-up
 * derby with a punched toe cap.
 */
import { mix, outlined, stitch, type Palette } from './kit.ts';
import { backShell, outsole, topShell, type Design, type ShoeArt } from './shoe.ts';

const UPPER =
  'M184 644 C162 584 166 474 200 426 C212 410 236 408 252 416 C300 442 342 454 394 452 ' +
  'C426 452 446 426 460 406 C472 392 496 392 508 406 C570 462 690 482 790 504 C856 520 888 582 868 644 Z';

function welt(p: Palette): string {
  const rubber = mix(p.outsole, '#000000', 0.35);
  const sole = 'M176 640 C156 648 160 680 180 682 L820 682 C856 680 878 664 880 640 Z';
  return `${outlined(p.outsoleLine, `<path d="M184 676 H370 V702 H192 C184 702 182 690 184 676 Z" fill="${rubber}"/>`)}
    ${outlined(
      p.outsoleLine,
      `<path d="M370 678 L820 680 C852 680 870 672 876 660 L870 690 C858 700 838 702 820 702 L372 702 Z"
        fill="${rubber}"/>`,
    )}
    ${outlined(p.outsoleLine, `<path d="${sole}" fill="${mix(p.dark, '#000000', 0.2)}"/>`)}
    ${stitch('M190 660 H860', '#ffffff', 0.5)}`;
}

function gloss(): string {
  return `<path d="M700 528 C774 540 834 566 856 606" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"
    opacity="0.55"/>
    <path d="M722 550 C762 558 802 574 822 596" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"
      opacity="0.5"/>
    <path d="M204 540 C206 500 214 470 226 454" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
      opacity="0.45"/>
    <path d="M300 580 C400 566 520 546 600 536" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"
      opacity="0.12"/>`;
}

function strapShoe(p: Palette): string {
  return `<g transform="translate(0 -40)">${outlined(
    p.line,
    `<path d="M430 470 C470 480 520 490 560 500 L536 596 C500 590 460 580 420 568 Z" fill="${p.dark}"/>`,
  )}
    ${stitch('M436 488 C470 496 510 504 546 512 L528 580 C496 574 462 566 432 556 Z', p.light, 0.7)}
    <rect x="514" y="520" width="54" height="50" rx="8" fill="none" stroke="#c9cdd2" stroke-width="8"
      transform="rotate(14 541 545)"/></g>
    ${outlined(
      p.line,
      `<path d="M690 530 C764 544 826 566 852 604 C862 622 864 634 862 644 L670 644 C684 610 690 570 690 530 Z"
        fill="${mix(p.base, '#000000', 0.08)}"/>`,
    )}
    ${stitch('M704 546 C772 558 828 578 848 612', p.light, 0.6)}`;
}

function derby(p: Palette): string {
  const holes = [
    [466, 468],
    [500, 488],
    [534, 504],
  ]
    .map(
      ([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${p.midsole}" stroke="${p.line}" stroke-width="3"/>
      <path d="M${x! - 26} ${y! - 18} L${x! + 2} ${y! + 2}" stroke="${mix(p.dark, '#000000', 0.3)}" stroke-width="10"
        stroke-linecap="round"/>`,
    )
    .join('');
  const brogue = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const x = 680 + 20 * Math.sin(t * Math.PI) - 6 + t * 4;
    const y = 536 + t * 100;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="4" fill="${p.line}" opacity="0.7"/>`;
  }).join('');
  return `<g transform="translate(0 -44)">${outlined(
    p.line,
    `<path d="M430 462 C480 496 540 518 586 528 C572 560 540 584 490 596 C452 580 430 530 430 462 Z"
      fill="${p.base}"/>`,
  )}
    ${stitch('M444 482 C486 510 536 528 570 536 C556 562 530 578 494 584', p.light, 0.6)}
    ${holes}</g>
    ${outlined(
      p.line,
      `<path d="M668 526 C762 540 828 566 854 604 C864 622 866 634 864 644 L664 644 C690 610 690 570 668 526 Z"
        fill="${p.base}"/>`,
    )}
    ${brogue}`;
}

function side(p: Palette, design: Design): string {
  return `${welt(p)}${outlined(p.line, `<path d="${UPPER}" fill="url(#upper)"/>`)}
    <path d="M214 416 C272 406 342 436 404 442 C432 442 450 420 462 406 L464 426 C442 456 422 466 392 466
      C332 464 272 444 214 432 Z" fill="#3a302a" opacity="0.6"/>
    ${stitch('M206 428 C260 456 330 470 400 468', p.light, 0.55)}
    ${outlined(
      p.line,
      `<path d="M184 644 C172 584 176 526 194 486 C240 496 266 552 272 644 Z"
        fill="${mix(p.base, '#000000', 0.08)}"/>`,
    )}
    ${design === 'a' ? strapShoe(p) : derby(p)}${gloss()}`;
}

function top(p: Palette, design: Design): string {
  const closure =
    design === 'a'
      ? `<rect x="370" y="440" width="264" height="86" rx="20" fill="${p.dark}" stroke="${p.line}" stroke-width="5"/>
         ${stitch('M384 454 H620 V512 H384 Z', p.light, 0.7)}
         <rect x="566" y="456" width="50" height="54" rx="8" fill="none" stroke="#c9cdd2" stroke-width="8"/>`
      : `<path d="M410 380 C430 350 570 350 590 380 L600 600 L400 600 Z" fill="${p.base}" stroke="${p.line}"
        stroke-width="4"/>
         ${[410, 460, 510]
           .map(
             (y) => `<path d="M436 ${y} L564 ${y + 10}" stroke="${mix(p.dark, '#000000', 0.3)}"
               stroke-width="11" stroke-linecap="round"/>`,
           )
           .join('')}
         <path d="M470 546 C450 580 440 610 450 640 M530 546 C556 580 566 606 556 640" fill="none"
           stroke="${mix(p.dark, '#000000', 0.3)}" stroke-width="8" stroke-linecap="round"/>`;
  const shine = `<ellipse cx="450" cy="250" rx="40" ry="70" fill="#fff" opacity="0.35"
    transform="rotate(-20 450 250)"/>`;
  return topShell(p, {
    openingFrom: 590,
    openingHalf: 96,
    toeCap: design === 'b' ? p.base : undefined,
    closure: closure + shine,
  });
}

function sole(p: Palette): string {
  const rubber = mix(p.outsole, '#000000', 0.35);
  const grooves = Array.from(
    { length: 16 },
    (_, i) => `<path d="M280 ${150 + i * 28} H720" stroke="${p.outsoleLine}" stroke-width="6" opacity="0.5"/>`,
  ).join('');
  const heel = `<path d="M330 690 H670 V900 H330 Z" fill="${mix(rubber, '#ffffff', 0.08)}" stroke="${p.outsoleLine}"
    stroke-width="6"/>`;
  return outsole({ ...p, outsole: rubber }, grooves + heel, 1);
}

function back(p: Palette): string {
  return backShell(p, {
    collarY: 452,
    topHalf: 100,
    bottomHalf: 128,
    soleHeight: 60,
    sole: mix(p.outsole, '#000000', 0.35),
    overlay: `${outlined(
      p.line,
      `<path d="M392 640 C388 590 400 560 430 552 C470 546 530 546 570 552 C600 560 612 590 608 640 Z"
        fill="${mix(p.base, '#000000', 0.08)}"/>`,
    )}
      <path d="M420 500 C422 480 430 470 440 466" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
        opacity="0.45"/>`,
  });
}

export const schoolShoes: ShoeArt = {
  side,
  top,
  sole,
  back,
  sideTop: 390,
  detailAt: { x: 520, y: 480 },
  heelAt: { x: 250, y: 580 },
  shadow: { cx: 520, rx: 380 },
  scene: 'school',
};
