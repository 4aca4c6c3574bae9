/**
 * Boots: ankle-high with a chunky lug sole. Design a is a lace-up hiker with a
 * padded collar and speed hooks; design b is a Chelsea boot with an elastic
 * side panel and pull tabs.
 */
import { mix, outlined, stitch, type Palette } from './kit.ts';
import { backShell, footprint, outsole, topShell, type Design, type ShoeArt } from './shoe.ts';

const HIKER =
  'M186 606 C170 520 176 330 196 236 C202 212 226 204 250 208 C300 218 346 222 392 218 ' +
  'C412 216 430 220 436 240 C446 330 492 410 574 446 C680 486 800 494 846 536 C878 566 878 596 866 606 Z';

const CHELSEA =
  'M190 606 C174 520 184 330 198 238 C202 216 226 208 250 210 C310 214 360 216 404 214 ' +
  'C424 214 432 226 432 244 C436 330 470 410 560 450 C680 490 800 496 846 538 C876 566 876 594 866 606 Z';

function lugSole(p: Palette): string {
  const body = 'M170 590 C146 600 144 664 166 680 L840 680 C872 676 894 646 890 610 C888 596 876 588 860 588 Z';
  const rubber = mix(p.outsole, '#000000', 0.15);
  let lugs = '';
  for (let x = 172; x < 830; x += 58)
    lugs += `<rect x="${x}" y="650" width="46" height="52" rx="8" fill="${rubber}" stroke="${p.outsoleLine}"
      stroke-width="4"/>`;
  return `${lugs}${outlined(p.outsoleLine, `<path d="${body}" fill="${rubber}"/>`)}
    <path d="M176 612 H870" stroke="${p.outsoleLine}" stroke-width="4" opacity="0.6"/>
    ${stitch('M180 600 H864', '#ffffff', 0.45)}`;
}

function hiker(p: Palette): string {
  const hooks = [236, 280, 324]
    .map(
      (y, i) => `<path d="M${446 + i * 8} ${y} h22" stroke="${p.line}" stroke-width="8" stroke-linecap="round"/>
      <path d="M${430 + i * 8} ${y - 12} L${470 + i * 8} ${y + 6}" stroke="${p.trim}" stroke-width="12"
        stroke-linecap="round"/>`,
    )
    .join('');
  const eyelets = [372, 414, 452]
    .map(
      (
        y,
        i,
      ) => `<circle cx="${488 + i * 40}" cy="${y + 12}" r="8" fill="${p.midsole}" stroke="${p.line}" stroke-width="3"/>
      <path d="M${460 + i * 40} ${y - 14} L${492 + i * 40} ${y + 12}" stroke="${p.trim}" stroke-width="12"
        stroke-linecap="round"/>`,
    )
    .join('');
  return `${outlined(p.line, `<path d="${HIKER}" fill="url(#upper)"/>`)}
    <path d="M206 220 C260 200 340 226 430 226 L430 248 C360 256 280 250 206 244 Z" fill="#3a302a" opacity="0.7"/>
    ${outlined(
      p.line,
      `<path d="M196 236 C202 212 226 204 250 208 C300 218 346 222 392 218 C412 216 430 220 436 240 L438 276
        C360 286 280 282 190 272 Z" fill="${p.dark}"/>`,
    )}
    ${outlined(p.line, `<path d="M186 606 C176 540 178 470 196 420 C260 430 320 500 330 606 Z" fill="${p.dark}"/>`)}
    ${outlined(
      p.line,
      `<path d="M620 466 C720 490 820 500 856 540 C876 560 876 590 866 606 L640 606 C650 560 640 500 620 466 Z"
        fill="${p.dark}"/>`,
    )}
    ${stitch('M206 432 C262 446 306 510 314 600', p.light)}
    ${stitch('M640 480 C720 502 810 510 846 548', p.light)}
    ${hooks}${eyelets}
    <path d="M436 240 C430 226 420 220 406 220" fill="none" stroke="${p.line}" stroke-width="4"/>
    <path d="M214 320 C216 290 222 270 230 262" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
      opacity="0.22"/>`;
}

function chelsea(p: Palette): string {
  const ribs = [0, 1, 2, 3, 4, 5, 6]
    .map(
      (i) =>
        `<path d="M${274 + i * 17} 226 C${280 + i * 14} 320 ${296 + i * 8} 400 ${306 + i * 3} 462" fill="none"
          stroke="${p.light}" stroke-width="3" opacity="0.35"/>`,
    )
    .join('');
  return `${outlined(p.line, `<path d="${CHELSEA}" fill="url(#upper)"/>`)}
    <path d="M208 222 C270 206 360 224 428 226 L428 246 C360 254 280 250 208 246 Z" fill="#3a302a" opacity="0.7"/>
    ${outlined(
      p.line,
      `<path d="M262 214 C300 220 360 220 392 216 C380 310 360 400 330 470 C322 480 308 480 300 470
        C286 400 270 310 262 214 Z" fill="${mix(p.dark, '#000000', 0.25)}"/>`,
    )}
    ${ribs}
    ${outlined(
      p.line,
      `<path d="M204 218 C196 170 206 150 224 150 C244 150 252 170 248 214" fill="none"
        stroke-width="16"/>`,
    )}
    <path d="M204 218 C196 170 206 150 224 150 C244 150 252 170 248 214" fill="none" stroke="${p.dark}"
      stroke-width="9"/>
    <path d="M418 216 C420 176 428 162 440 164 C452 166 452 190 440 232" fill="none" stroke="${p.line}"
      stroke-width="16" stroke-linecap="round"/>
    <path d="M418 216 C420 176 428 162 440 164 C452 166 452 190 440 232" fill="none" stroke="${p.dark}" stroke-width="9"
      stroke-linecap="round"/>
    ${stitch('M560 462 C680 500 800 506 846 546', p.light)}
    <path d="M470 300 C480 360 520 410 570 436" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"
      opacity="0.25"/>
    <path d="M660 480 C740 496 800 506 830 526" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"
      opacity="0.3"/>`;
}

function side(p: Palette, design: Design): string {
  return `${lugSole(p)}${design === 'a' ? hiker(p) : chelsea(p)}`;
}

function top(p: Palette, design: Design): string {
  const closure =
    design === 'a'
      ? `<path d="M414 300 C430 270 570 270 586 300 L600 650 L400 650 Z" fill="${p.dark}" stroke="${p.line}"
        stroke-width="4"/>
         ${[330, 380, 430, 480, 530, 580]
           .map(
             (y) => `<path d="M440 ${y} L560 ${y + 14}" stroke="${p.trim}"
               stroke-width="13" stroke-linecap="round"/>`,
           )
           .join('')}`
      : `<path d="M340 640 C360 560 380 520 380 470 M660 640 C640 560 620 520 620 470" fill="none"
        stroke="${mix(p.dark, '#000000', 0.25)}" stroke-width="26"/>`;
  return topShell(p, { w: 1.06, openingFrom: 610, openingHalf: 130, closure });
}

function sole(p: Palette): string {
  let lugs = '';
  for (let y = 150; y < 880; y += 70) {
    for (let x = 330; x < 700; x += 86) {
      const dx = (y / 70) % 2 ? 43 : 0;
      lugs += `<path d="M${x + dx - 30} ${y - 22} h60 l-10 44 h-40 Z" fill="${mix(p.outsole, '#000000', 0.2)}"
        stroke="${p.outsoleLine}" stroke-width="4"/>`;
    }
  }
  return outsole(p, lugs, 1.06, `<path d="${footprint(0.7, 560, 580)}" fill="none"/>`);
}

function back(p: Palette, design: Design): string {
  const tab =
    design === 'a'
      ? `<rect x="476" y="196" width="48" height="70" rx="14" fill="${p.dark}" stroke="${p.line}" stroke-width="5"/>`
      : `<path d="M470 230 C466 170 534 170 530 230" fill="none" stroke="${p.line}" stroke-width="18"/>
        <path d="M470 230 C466 170 534 170 530 230" fill="none" stroke="${p.dark}" stroke-width="10"/>`;
  return backShell(p, {
    collarY: 210,
    topHalf: 104,
    bottomHalf: 140,
    soleHeight: 110,
    sole: mix(p.outsole, '#000000', 0.15),
    overlay: `${outlined(
      p.line,
      `<path d="M376 590 C372 520 390 450 430 440 C470 432 530 432 570 440 C610 450 628 520 624 590 Z"
        fill="${p.dark}"/>`,
    )}
      ${stitch('M392 584 C392 528 404 470 436 462 C480 456 520 456 564 462 C596 470 608 528 608 584', p.light)}
      ${tab}`,
  });
}

export const boots: ShoeArt = {
  side,
  top,
  sole,
  back,
  sideTop: 150,
  detailAt: { x: 400, y: 320 },
  heelAt: { x: 260, y: 480 },
  shadow: { cx: 520, rx: 370 },
  scene: 'park',
};
