/**
 * Other shoes. Design a is a ballet flat with a bow; design b is a clog with
 * air holes and a swivelling heel strap.
 */
import { mix, outlined, stitch, type Palette } from './kit.ts';
import { backShell, footprint, inset, outsole, topRim, type Design, type ShoeArt } from './shoe.ts';

const LINING = '#f1e4d2';

function bow(x: number, y: number, s: number, p: Palette): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${p.line}" stroke-width="${4 / s}"
    stroke-linejoin="round">
    <path d="M0 0 C-20 -30 -60 -34 -64 -6 C-66 18 -30 22 0 0 Z" fill="${p.light}"/>
    <path d="M0 0 C20 -30 60 -34 64 -6 C66 18 30 22 0 0 Z" fill="${p.light}"/>
    <path d="M-4 4 L-24 44 M4 4 L22 42" fill="none" stroke="${p.dark}" stroke-width="${10 / s}" stroke-linecap="round"/>
    <ellipse rx="14" ry="12" fill="${p.base}"/></g>`;
}

function ballet(p: Palette): string {
  const sole = 'M178 660 C160 668 162 694 186 700 L820 700 C852 698 872 684 876 662 Z';
  const upper =
    'M186 664 C172 620 176 570 196 540 C260 556 340 584 440 594 C540 600 600 590 640 572 ' +
    'C740 560 830 580 860 620 C872 640 870 656 866 664 Z';
  const liningEdge =
    'M200 540 C260 530 340 548 440 560 C540 566 600 560 640 572 C600 590 540 600 440 594 C340 584 260 556 196 540 Z';
  return `${outlined(p.outsoleLine, `<path d="${sole}" fill="${mix(p.outsole, '#000000', 0.2)}"/>`)}
    ${outlined(p.outsoleLine, `<path d="M186 690 H300 V702 H190 Z" fill="${mix(p.outsole, '#000000', 0.3)}"/>`)}
    <path d="${liningEdge}" fill="${LINING}" stroke="${p.line}" stroke-width="4"/>
    ${outlined(p.line, `<path d="${upper}" fill="url(#upper)"/>`)}
    <path d="M198 546 C260 562 340 590 440 600 C540 606 600 596 640 578" fill="none" stroke="${p.dark}" stroke-width="8"
      opacity="0.6"/>
    ${stitch('M200 646 H850', p.dark, 0.5)}
    <path d="M500 516 C530 512 556 518 570 530" fill="none" stroke="${p.line}" stroke-width="34"
      stroke-linecap="round"/>
    <path d="M500 516 C530 512 556 518 570 530" fill="none" stroke="${p.dark}" stroke-width="24"
      stroke-linecap="round"/>
    ${outlined(
      p.line,
      `<path d="M414 600 C408 550 440 506 500 500 L506 532 C466 538 448 564 452 600 Z"
        fill="${p.base}"/>`,
    )}
    <circle cx="436" cy="584" r="11" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    ${bow(660, 574, 1.2, p)}
    <path d="M720 590 C780 594 830 608 850 630" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
      opacity="0.35"/>`;
}

function clog(p: Palette): string {
  const sole = 'M168 640 C146 652 146 696 180 702 L812 702 C856 700 884 680 886 646 C886 632 874 626 858 626 Z';
  const upper =
    'M190 632 C184 590 200 540 236 520 C300 500 380 500 420 470 C470 420 640 420 760 470 C850 510 890 580 872 632 Z';
  const holes = [
    [520, 470],
    [580, 462],
    [640, 466],
    [700, 480],
    [560, 510],
    [620, 506],
    [680, 516],
    [740, 530],
    [790, 560],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="15" ry="10" fill="${mix(p.dark, '#2a221c', 0.5)}" stroke="${p.line}"
          stroke-width="3"/>`,
    )
    .join('');
  return `${outlined(p.outsoleLine, `<path d="${sole}" fill="${p.outsole}"/>`)}
    ${[220, 300, 380, 460, 540, 620, 700, 780]
      .map(
        (x) => `<path d="M${x} 676 v20" stroke="${p.outsoleLine}"
          stroke-width="10" stroke-linecap="round" opacity="0.4"/>`,
      )
      .join('')}
    ${outlined(p.line, `<path d="${upper}" fill="url(#upper)"/>`)}
    ${holes}
    <path d="M420 500 C400 540 380 560 330 570" fill="none" stroke="${p.dark}" stroke-width="6" opacity="0.5"/>
    ${outlined(
      p.line,
      `<path d="M200 560 C210 500 300 470 380 500 L372 540 C310 520 250 536 236 580 Z"
        fill="${p.dark}"/>`,
    )}
    <circle cx="384" cy="520" r="26" fill="${p.light}" stroke="${p.line}" stroke-width="5"/>
    <circle cx="384" cy="520" r="10" fill="${p.dark}"/>
    <path d="M600 440 C680 444 760 476 810 520" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"
      opacity="0.3"/>`;
}

function side(p: Palette, design: Design): string {
  return design === 'a' ? ballet(p) : clog(p);
}

function top(p: Palette, design: Design): string {
  if (design === 'a') {
    return `${topRim(p)}
      ${outlined(p.line, `<path d="${footprint(0.97, 118, 882)}" fill="url(#upperTop)"/>`)}
      ${inset(
        0.86,
        `<path d="${footprint(0.9, 300, 890)}" fill="${LINING}" stroke="${p.dark}"
          stroke-width="8"/>`,
        500,
        600,
      )}
      ${bow(500, 330, 1.4, p)}`;
  }
  const holes = [
    [440, 230],
    [500, 220],
    [560, 230],
    [420, 300],
    [480, 290],
    [540, 290],
    [600, 300],
    [440, 370],
    [500, 360],
    [560, 370],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="12" fill="${mix(p.dark, '#2a221c', 0.5)}"/>`)
    .join('');
  return `${topRim(p, 1.12)}
    ${outlined(p.line, `<path d="${footprint(1.08, 118, 882)}" fill="url(#upperTop)"/>`)}
    <path d="M360 520 C360 450 640 450 640 520 C660 640 620 800 500 820 C380 800 340 640 360 520 Z" fill="${LINING}"
      stroke="${p.line}" stroke-width="5"/>
    ${holes}
    <path d="M340 560 C330 720 420 860 500 860 C580 860 670 720 660 560" fill="none" stroke="${p.line}"
      stroke-width="40" stroke-linecap="round"/>
    <path d="M340 560 C330 720 420 860 500 860 C580 860 670 720 660 560" fill="none" stroke="${p.dark}"
      stroke-width="30" stroke-linecap="round"/>`;
}

function sole(p: Palette, design: Design): string {
  if (design === 'a') {
    const heel = `<path d="${footprint(0.8, 700, 880)}" fill="${mix(p.outsole, '#000000', 0.25)}"/>`;
    return outsole({ ...p, outsole: mix(p.outsole, '#000000', 0.1) }, heel);
  }
  let nubs = '';
  for (let y = 130; y < 890; y += 50)
    for (let x = 280 + ((y / 50) % 2) * 25; x < 720; x += 50)
      nubs += `<rect x="${x - 14}" y="${y - 8}" width="28" height="16" rx="8" fill="${p.outsoleLine}" opacity="0.35"/>`;
  return outsole(p, nubs, 1.08);
}

function back(p: Palette, design: Design): string {
  if (design === 'a') {
    const shell = backShell(p, {
      collarY: 540,
      topHalf: 100,
      bottomHalf: 116,
      soleHeight: 36,
      sole: mix(p.outsole, '#000000', 0.2),
    });
    const heelPad = `<rect x="420" y="676" width="160" height="26" rx="6" fill="${mix(p.outsole, '#000000', 0.3)}"/>`;
    return `${shell}
      ${outlined(p.outsoleLine, heelPad)}`;
  }
  return backShell(p, {
    collarY: 500,
    topHalf: 120,
    bottomHalf: 144,
    soleHeight: 70,
    sole: p.outsole,
    overlay: `<path d="M372 560 C390 610 610 610 628 560" fill="none" stroke="${p.line}" stroke-width="44"
      stroke-linecap="round"/>
      <path d="M372 560 C390 610 610 610 628 560" fill="none" stroke="${p.dark}" stroke-width="34"
        stroke-linecap="round"/>`,
  });
}

export const others: ShoeArt = {
  side,
  top,
  sole,
  back,
  sideTop: 440,
  detailAt: { x: 600, y: 540 },
  heelAt: { x: 280, y: 580 },
  shadow: { cx: 520, rx: 380 },
  scene: 'party',
};
