/**
 * Pictures that tell a little story: the review photos (a child looking down
 * at new shoes) and the blog illustrations (measuring, growing feet, school,
 * summer, first steps, sports day, cleaning, packing).
 */
import type { Color, ProductType } from '#src/config/catalogue.ts';
import { clover, mix } from '../kit.ts';
import type { Design } from '../shoe.ts';
import { shoeFigure } from '../views.ts';
import {
  ART_COLORS as C,
  backpack,
  beachBall,
  blob,
  cloud,
  confetti,
  drops,
  footFromAbove,
  footsteps,
  gradientBackground,
  palm,
  ruler,
  seeded,
  smilingSun,
  sparkle,
  star,
  suitcase,
} from './props.ts';

/** A leg seen from above, coming in from the bottom edge into a shoe's opening at (x, y). */
function legFromAbove(
  x: number,
  y: number,
  s: number,
  rotate: number,
  trousers: string,
  sock: string,
  bottom: number,
): string {
  const len = (bottom - y) / s + 40;
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})">
    <ellipse cx="0" cy="0" rx="70" ry="56" fill="${sock}"/>
    <path d="M-66 10 C-70 ${len * 0.4} -84 ${len * 0.8} -92 ${len} H92 C84 ${len * 0.8} 70 ${len * 0.4} 66 10 Z"
      fill="${trousers}"/>
    <path d="M-74 90 C-30 106 30 106 74 90 L76 130 C30 146 -30 146 -76 130 Z" fill="${mix(trousers, '#ffffff', 0.18)}"/>
    <path d="M-20 200 C-24 ${len * 0.6} -30 ${len * 0.8} -34 ${len}" fill="none"
      stroke="${mix(trousers, '#000000', 0.15)}" stroke-width="5"/></g>`;
}

function feetLookingDown(type: ProductType, design: Design, color: Color, trousers: string, sock: string): string {
  const left = shoeFigure(type, design, color, 'top', { x: 360, y: 420, scale: 0.58, rotate: -9, flip: true });
  const right = shoeFigure(type, design, color, 'top', { x: 640, y: 420, scale: 0.58, rotate: 9 });
  return `${left}${right}
    ${legFromAbove(330, 610, 0.6, -9, trousers, sock, 1000)}${legFromAbove(670, 610, 0.6, 9, trousers, sock, 1000)}`;
}

function woodFloor(w: number, h: number, base: string): string {
  const rnd = seeded(5);
  let planks = '';
  for (let x = 0; x < w; x += 125) {
    planks += `<rect x="${x}" y="0" width="125" height="${h}"
      fill="${mix(base, rnd() > 0.5 ? '#ffffff' : '#000000', rnd() * 0.06)}"/>`;
    planks += `<path d="M${x} 0 V${h}" stroke="${mix(base, '#000000', 0.15)}" stroke-width="3"/>`;
    planks += `<path d="M${x} ${(rnd() * h).toFixed(0)} h125" stroke="${mix(base, '#000000', 0.15)}"
      stroke-width="3"/>`;
  }
  return planks;
}

export function review(n: 1 | 2 | 3): (w: number, h: number) => string {
  const scenes = {
    1: (w: number, h: number) => `${woodFloor(w, h, '#e4c49c')}
      ${blob(500, 420, 380, '#f6e6d1', 91, 0.6)}
      ${feetLookingDown('sneakers', 'b', 'red', '#4a6fa5', '#ffffff')}
      ${ball(140, 160, 60, C.sun)}${star(860, 140, 30, '#ffffff')}`,
    2: (w: number, h: number) => `<rect width="${w}" height="${h}" fill="${C.grass}"/>
      ${confetti(92, 0, 0, w, h, 40, ['#7cb468', '#a7d494', '#ffffff', '#fde384'])}
      ${[
        [120, 140],
        [880, 200],
        [140, 820],
        [870, 860],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288]
              .map(
                (a) => `<ellipse cx="0" cy="-16" rx="10"
                  ry="16" fill="#ffffff" transform="rotate(${a})"/>`,
              )
              .join('')}<circle r="9" fill="${C.sun}"/></g>`,
        )
        .join('')}
      ${feetLookingDown('boots', 'a', 'yellow', '#3d4a5c', '#e2463d')}`,
    3: (w: number, h: number) => `<rect width="${w}" height="${h}" fill="#f3e9f6"/>
      ${[0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) => `<path d="M0 ${i * 160 + 40} H${w}" stroke="#e3d3ea"
            stroke-width="40"/>`,
        )
        .join('')}
      ${feetLookingDown('schoolShoes', 'a', 'black', '#5a5f6b', '#ffffff')}
      ${clover(150, 150, 40, C.green, 15)}${sparkle(860, 180, 30, C.sun)}`,
  } as const;
  return scenes[n];
}

function ball(x: number, y: number, r: number, fill: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
    <path d="M${x - r} ${y} Q${x} ${y + r * 0.5} ${x + r} ${y}" fill="none" stroke="#ffffff"
      stroke-width="${r * 0.14}"/>`;
}

const BLOG: Record<number, (w: number, h: number) => string> = {
  1: (w, h) => `${gradientBackground('bg', w, h, '#f7f3ec', '#efe5d6')}
    <rect x="160" y="90" width="430" height="420" rx="8" fill="#ffffff" stroke="#d8d2c6" stroke-width="4"
      transform="rotate(-4 375 300)"/>
    <g transform="rotate(-4 375 300)">
    <path d="M300 130 C420 120 470 170 470 260 C470 360 440 470 380 480 C320 490 290 440 292 380
      C294 320 250 260 270 190 C276 160 284 136 300 130 Z" fill="none" stroke="${C.ink}" stroke-width="5"
      stroke-dasharray="12 8" opacity="0.5"/>
    </g>
    ${footFromAbove(380, 300, 330, C.skin[1])}
    ${ruler(650, 90, 420, 34, C.sunLight, 90)}
    <g transform="translate(780 470) rotate(-35)">
    <rect x="-14" y="-200" width="28" height="180" rx="4" fill="${C.blue}"/>
    <path d="M-14 -20 L0 16 L14 -20 Z" fill="#e9c9a0"/><path d="M-4 6 L0 16 L4 6 Z" fill="${C.ink}"/></g>
    ${sparkle(880, 110, 26, C.sun)}`,
  2: (w, h) => {
    const steps: readonly [ProductType, Design, Color, number][] = [
      ['slippers', 'a', 'pink', 0.16],
      ['sneakers', 'b', 'yellow', 0.2],
      ['sportsShoes', 'a', 'blue', 0.24],
      ['basketballShoes', 'a', 'green', 0.28],
    ];
    return `${gradientBackground('bg', w, h, '#f2f8ff', C.sky)}
      ${cloud(160, 110, 0.7)}${cloud(820, 80, 0.5)}
      ${steps
        .map(
          (
            [type, design, color, s],
            i,
          ) => `<rect x="${100 + i * 210}" y="${480 - i * 70}" width="190" height="${200 + i * 70}" rx="12"
            fill="${['#ffd9e4', '#fff1bf', '#d7f0e3', '#e7defa'][i]}"/>
        ${shoeFigure(type, design, color, 'side', { x: 195 + i * 210, y: 480 - i * 70, scale: s })}`,
        )
        .join('')}
      <path d="M130 420 C350 330 600 240 880 110" fill="none" stroke="${C.coral}" stroke-width="10"
        stroke-linecap="round" stroke-dasharray="4 22"/>
      <path d="M880 110 l-40 6 l22 30 Z" fill="${C.coral}"/>`;
  },
  3: (w, h) => `${gradientBackground('bg', w, h, '#eef5ea', '#dce8d5')}
    <rect x="80" y="70" width="360" height="230" rx="10" fill="#2f4a3c" stroke="#b48a60" stroke-width="16"/>
    <path d="M130 150 q30 -30 60 0 t60 0 M130 210 H330" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>
    <rect x="0" y="470" width="${w}" height="${h - 470}" fill="#c89f74"/>
    ${backpack(820, 490, 0.95, C.blue)}
    ${shoeFigure('schoolShoes', 'b', 'black', 'pair', { x: 430, y: 520, scale: 0.42 })}
    <g transform="translate(620 470)"><rect x="-70" y="-30" width="140" height="30" rx="5" fill="${C.red}"/>
    <rect x="-60" y="-58" width="130" height="28" rx="5" fill="${C.sun}"/>
    <circle cx="10" cy="-84" r="26" fill="${C.red}"/>
    <path d="M10 -110 q4 -12 14 -14" stroke="#6b4124" stroke-width="5" fill="none"/></g>`,
  4: (w, h) => `${gradientBackground('bg', w, h, '#ffe7c4', '#fff6e3')}
    ${smilingSun(820, 130, 80)}
    <path d="M0 330 C200 310 400 350 600 330 C800 310 900 340 1000 330 V600 H0 Z" fill="#7cc7e3"/>
    <path d="M0 400 C250 380 500 420 750 400 C870 392 950 400 1000 404 V600 H0 Z" fill="#f4e2bd"/>
    ${palm(110, 420, 0.8)}
    ${shoeFigure('sandals', 'b', 'blue', 'pair', { x: 500, y: 520, scale: 0.42 })}
    ${beachBall(850, 500, 60)}
    <g transform="translate(260 540) rotate(-8)"><circle cx="-34" r="26" fill="${C.ink}"/>
    <circle cx="34" r="26" fill="${C.ink}"/><path d="M-8 -4 q8 -8 16 0" stroke="${C.ink}" stroke-width="6" fill="none"/>
    </g>`,
  5: (w, h) => `${gradientBackground('bg', w, h, '#fff4f7', C.pink)}
    ${blob(520, 330, 280, '#ffc9d8', 95, 0.7)}
    ${footsteps(
      [
        [120, 520, 70],
        [180, 480, 100],
        [250, 500, 70],
        [320, 455, 100],
      ],
      18,
      '#d98aa3',
      0.55,
    )}
    ${shoeFigure('slippers', 'a', 'white', 'pair', { x: 560, y: 470, scale: 0.45 })}
    ${[
      [830, 470, C.blue],
      [900, 470, C.sun],
      [865, 410, C.coral],
    ]
      .map(
        ([x, y, c]) => `<rect x="${Number(x) - 32}" y="${Number(y) - 32}" width="64" height="64" rx="10" fill="${c}"/>`,
      )
      .join('')}
    <g transform="translate(200 170)"><ellipse rx="54" ry="64" fill="${C.sun}"/>
    <path d="M0 64 q-14 40 10 90" stroke="#b9b2a6" stroke-width="3" fill="none"/></g>
    ${star(760, 120, 26, '#ffffff')}${sparkle(420, 120, 20, '#ffffff')}`,
  6: (w, h) => `${gradientBackground('bg', w, h, '#e4eef9', '#f4f8fc')}
    <rect x="0" y="330" width="${w}" height="${h - 330}" fill="#d8694f"/>
    ${[400, 470, 540].map((y) => `<path d="M0 ${y} H${w}" stroke="#f6e7dc" stroke-width="6"/>`).join('')}
    ${shoeFigure('sportsShoes', 'b', 'green', 'pair', { x: 450, y: 520, scale: 0.42 })}
    <g transform="translate(820 250)">
    <path d="M-40 -120 L0 -40 L40 -120" fill="none" stroke="${C.blue}" stroke-width="18"/>
    <circle cx="0" cy="0" r="52" fill="${C.sun}"/>
    <circle cx="0" cy="0" r="36" fill="#ffd873"/>${star(0, 0, 20, '#ffffff')}</g>
    ${[140, 220]
      .map(
        (x) => `<path d="M${x} 560 l24 -70 l24 70 Z" fill="${C.coral}" stroke="#ffffff"
          stroke-width="4"/>`,
      )
      .join('')}
    ${confetti(96, 500, 40, 980, 200, 14)}`,
  7: (w, h) => {
    const rnd = seeded(97);
    const bubbles = Array.from({ length: 16 }, () => {
      const x = 250 + rnd() * 500;
      const y = 120 + rnd() * 260;
      const r = 10 + rnd() * 26;
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="0.6"
        stroke="#bfe0f5" stroke-width="3"/>`;
    }).join('');
    return `${gradientBackground('bg', w, h, '#eef7fd', '#dcecf8')}
      <rect x="0" y="470" width="${w}" height="${h - 470}" fill="#cfe0ee"/>
      ${bubbles}
      ${shoeFigure('sneakers', 'a', 'white', 'side', { x: 440, y: 500, scale: 0.5 })}
      <g transform="translate(760 380) rotate(-25)">
      <rect x="-90" y="-30" width="180" height="50" rx="18"
        fill="${C.coral}"/>${Array.from(
          { length: 9 },
          (_, i) => `<rect x="${-80 + i * 19}" y="20" width="9" height="40"
            rx="3" fill="#f5e6c8"/>`,
        ).join('')}</g>
      <g transform="translate(150 520)"><path d="M-70 -110 L70 -110 L56 0 L-56 0 Z" fill="${C.blue}"/>
      <ellipse cx="0" cy="-110" rx="70" ry="16" fill="#9cc7ea"/>
      <path d="M-60 -110 C-60 -180 60 -180 60 -110" fill="none" stroke="${mix(C.blue, '#000000', 0.2)}"
        stroke-width="8"/></g>
      ${drops(98, 600, 480, 960, 580, 8, '#9cc7ea')}`;
  },
  8: (w, h) => `${gradientBackground('bg', w, h, '#fff6e0', '#ffe9c7')}
    ${cloud(200, 100, 0.7)}${cloud(760, 70, 0.5)}
    <g transform="translate(840 120) rotate(-15)"><path d="M-70 0 L60 -8 C80 -8 80 8 60 8 L-70 0 Z" fill="#ffffff"/>
    <path d="M-10 -4 L-40 -50 L-20 -50 L20 -4 Z M-10 4 L-40 50 L-20 50 L20 4 Z" fill="#ffffff"/>
    <path d="M-60 0 L-76 -24 L-66 -24 L-50 0 Z" fill="#ffffff"/></g>
    <rect x="0" y="480" width="${w}" height="${h - 480}" fill="#e8d5b5"/>
    ${suitcase(320, 520, 1.1, C.coral)}
    ${shoeFigure('sandals', 'a', 'green', 'side', { x: 620, y: 520, scale: 0.3 })}
    ${shoeFigure('sneakers', 'a', 'blue', 'side', { x: 840, y: 540, scale: 0.28 })}
    <g transform="translate(640 330)"><ellipse rx="110" ry="26" fill="${C.sun}"/>
    <path d="M-60 0 C-60 -70 60 -70 60 0 Z" fill="${C.sun}"/>
    <path d="M-58 -10 H58" stroke="${C.coral}" stroke-width="12"/></g>`,
};

export function blogArt(n: number): (w: number, h: number) => string {
  return BLOG[n]!;
}
