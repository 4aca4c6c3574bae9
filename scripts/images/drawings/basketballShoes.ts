/**
 * Basketball shoes: a high-top with a padded ankle collar, a star patch and a
 * grippy cupsole. Design a laces to the top; design b adds a wide ankle strap.
 */
import { mix, outlined, stitch, type Palette } from './kit.ts';
import { backShell, outsole, topShell, type Design, type ShoeArt } from './shoe.ts';

const UPPER =
  'M176 620 C150 540 160 380 180 260 C186 232 214 222 240 228 C290 240 330 248 368 246 ' +
  'C392 244 402 232 414 226 C430 218 458 222 462 244 C470 330 520 410 600 452 ' +
  'C700 494 800 500 846 540 C878 568 884 600 868 620 Z';

const SOLE = 'M160 606 C136 620 134 690 176 702 L800 702 C852 700 886 676 890 636 C892 616 880 604 860 604 Z';

function star(x: number, y: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke-linejoin="round"/>`;
}

function side(p: Palette, design: Design): string {
  const laces = [252, 300, 348, 396, 444]
    .map((y, i) => {
      const x = 452 + i * i * 7 + i * 14;
      return `<circle cx="${x + 14}" cy="${y + 16}" r="7" fill="${p.midsole}" stroke="${p.line}" stroke-width="3"/>
        <path d="M${x - 18} ${y - 6} L${x + 16} ${y + 16}" stroke="${p.trim}" stroke-width="13"
          stroke-linecap="round"/>`;
    })
    .join('');
  const strap =
    design === 'b'
      ? `${outlined(
          p.line,
          `<path d="M236 300 C300 330 390 320 470 280 L488 350 C400 396 300 400 226 370 Z"
            fill="${p.dark}"/>`,
        )}
         ${stitch('M244 318 C306 344 388 336 466 298 M234 356 C300 380 396 376 478 336', p.light, 0.8)}
         <rect x="420" y="296" width="40" height="56" rx="10" fill="${p.trim}" stroke="${p.trimLine}" stroke-width="4"
           transform="rotate(-24 440 324)"/>`
      : '';
  return `${outlined(p.midsoleLine, `<path d="${SOLE}" fill="${p.midsole}"/>`)}
    <path d="M150 688 C158 700 166 702 176 702 L800 702 C846 702 878 688 888 664" fill="none" stroke="${p.outsole}"
      stroke-width="16" stroke-linecap="round"/>
    ${[240, 330, 420, 510, 600, 690, 780]
      .map(
        (x) => `<path d="M${x} 616 v44" stroke="${p.midsoleLine}" stroke-width="4"
          opacity="0.6"/>`,
      )
      .join('')}
    ${outlined(p.midsoleLine, `<path d="${SOLE}" fill="none"/>`)}
    ${outlined(p.line, `<path d="${UPPER}" fill="url(#upper)"/>`)}
    <path d="M196 236 C260 214 350 232 418 222 L412 244 C360 262 290 262 196 256 Z" fill="#3a302a" opacity="0.7"/>
    ${outlined(
      p.line,
      `<path d="M180 262 C186 236 214 228 240 234 C296 248 340 252 392 248 C400 274 396 300 384 316
        C320 320 250 318 176 306 Z" fill="${mix(p.base, '#ffffff', 0.15)}"/>`,
    )}
    ${outlined(p.line, `<path d="M176 620 C166 560 170 480 186 430 C250 444 300 520 312 620 Z" fill="${p.dark}"/>`)}
    ${outlined(
      p.trimLine,
      `<path d="M700 500 C790 508 850 530 870 580 C878 600 874 612 866 620 L690 620 C708 580 708 540 700 500 Z"
        fill="${p.trim}"/>`,
    )}
    ${outlined(
      p.line,
      `<path d="M330 520 C420 470 520 470 620 500 C560 520 460 540 380 600 L320 600 Z"
        fill="${p.dark}"/>`,
    )}
    ${stitch('M340 530 C420 490 510 488 590 506', p.light, 0.7)}
    <circle cx="290" cy="400" r="46" fill="${p.trim}" stroke="${p.trimLine}" stroke-width="4"/>
    ${star(290, 402, 30, p.base)}
    ${laces}${strap}
    <path d="M462 244 C448 224 424 222 414 232" fill="none" stroke="${p.line}" stroke-width="4"/>
    <path d="M210 340 C214 300 220 280 230 270" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
      opacity="0.22"/>`;
}

function top(p: Palette, design: Design): string {
  const laces = [330, 370, 410, 450, 490, 530]
    .map(
      (
        y,
      ) => `<circle cx="436" cy="${y}" r="7" fill="${p.dark}"/><circle cx="564" cy="${y + 12}" r="7" fill="${p.dark}"/>
      <path d="M444 ${y} L556 ${y + 12}" stroke="${p.trim}" stroke-width="13" stroke-linecap="round"/>`,
    )
    .join('');
  const strap =
    design === 'b'
      ? `<rect x="356" y="560" width="292" height="70" rx="20" fill="${p.dark}" stroke="${p.line}" stroke-width="5"/>`
      : '';
  const tongue = `<path d="M416 290 C430 256 570 256 584 290 L596 620 L404 620 Z" fill="${p.base}" stroke="${p.line}"
    stroke-width="4"/>`;
  return topShell(p, { w: 1.04, openingFrom: 610, openingHalf: 110, toeCap: p.trim, closure: tongue + laces + strap });
}

function sole(p: Palette): string {
  let tread = '';
  for (let i = 0; i < 26; i++) {
    const y = 120 + i * 32;
    tread += `<path d="M280 ${y} l60 24 l60 -24 l60 24 l60 -24 l60 24 l60 -24 l60 24" fill="none"
      stroke="${p.outsoleLine}" stroke-width="8" opacity="0.45"/>`;
  }
  const pivot = [30, 55, 80]
    .map(
      (r) =>
        `<circle cx="470" cy="290" r="${r}" fill="none" stroke="${p.outsoleLine}" stroke-width="8" opacity="0.7"/>`,
    )
    .join('');
  return outsole(p, tread, 1.04, `<circle cx="470" cy="290" r="96" fill="${p.outsole}"/>${pivot}`);
}

function back(p: Palette, design: Design): string {
  return backShell(p, {
    collarY: 226,
    topHalf: 100,
    bottomHalf: 136,
    soleHeight: 94,
    overlay: `${outlined(
      p.line,
      `<path d="M384 604 C378 540 394 470 430 460 C470 452 530 452 570 460 C606 470 622 540 616 604 Z"
        fill="${p.dark}"/>`,
    )}
      <rect x="474" y="214" width="52" height="120" rx="16" fill="${p.trim}" stroke="${p.trimLine}" stroke-width="4"/>
      ${star(500, 270, 18, p.base)}
      ${
        design === 'b'
          ? `<path d="M400 330 C440 344 560 344 600 330 L604 380 C560 394 440 394 396 380 Z"
            fill="${p.dark}" stroke="${p.line}" stroke-width="5"/>`
          : ''
      }`,
  });
}

export const basketballShoes: ShoeArt = {
  side,
  top,
  sole,
  back,
  sideTop: 220,
  detailAt: { x: 360, y: 360 },
  heelAt: { x: 250, y: 480 },
  shadow: { cx: 520, rx: 380 },
  scene: 'court',
};
