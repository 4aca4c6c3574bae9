/**
 * Listing banners (new arrivals, sale, best sellers; wide for desktop, taller
 * for phones), the age-group description art, the size-guide card, the
 * how-to-measure diagram, the about-page header and the product-page feature
 * banners. The left part of the wide banners stays calm for the page's title.
 */
import type { AgeGroup, Color, ProductType, Trend } from '#src/config/catalogue.ts';
import { clover, mix } from '../kit.ts';
import type { Design } from '../shoe.ts';
import { shoeFigure } from '../views.ts';
import {
  ART_COLORS as C,
  ball,
  backpack,
  blob,
  cloud,
  confetti,
  drops,
  footFromAbove,
  footsteps,
  gradientBackground,
  hills,
  palm,
  plant,
  podium,
  ruler,
  smilingSun,
  sparkle,
  star,
} from './props.ts';

type Shoe = readonly [ProductType, Design, Color];

function priceTag(x: number, y: number, s: number, fill: string, rotate: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})">
    <path d="M0 -90 C-6 -60 -4 -40 0 -30" fill="none" stroke="#8a7d6a" stroke-width="3"/>
    <path d="M-40 -10 L0 -40 L40 -10 V80 C40 90 34 96 24 96 H-24 C-34 96 -40 90 -40 80 Z" fill="${fill}"/>
    <circle cx="0" cy="-14" r="8" fill="#ffffff"/>
    <path d="M-20 30 H20 M-20 52 H10" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.75"/></g>`;
}

function trophy(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-60 -160 H60 C60 -90 30 -60 0 -56 C-30 -60 -60 -90 -60 -160 Z" fill="${C.sun}"/>
    <path d="M-60 -140 C-100 -140 -100 -90 -50 -86 M60 -140 C100 -140 100 -90 50 -86" fill="none" stroke="${C.sun}"
      stroke-width="12"/>
    <rect x="-10" y="-60" width="20" height="34" fill="#e0a000"/>
    <rect x="-44" y="-30" width="88" height="30" rx="6" fill="#b98057"/>
    ${star(0, -118, 22, '#ffffff')}</g>`;
}

interface Trio {
  bg: [string, string];
  blob: string;
  decor: (w: number, h: number) => string;
  shoes: readonly Shoe[];
}

const TRENDS: Record<Trend, Trio> = {
  newArrivals: {
    bg: ['#eefaf3', C.mint],
    blob: '#c4e9d4',
    decor: (w, h) =>
      confetti(31, w * 0.45, 10, w - 10, h * 0.5, 22) +
      sparkle(w * 0.9, h * 0.2, 16, C.sun) +
      sparkle(w * 0.52, h * 0.3, 10, C.sun),
    shoes: [
      ['sneakers', 'a', 'yellow'],
      ['sportsShoes', 'b', 'pink'],
      ['boots', 'a', 'beige'],
    ],
  },
  sale: {
    bg: ['#fff0eb', '#ffd6c9'],
    blob: '#ffc0ad',
    decor: (w, h) =>
      priceTag(w * 0.5, h * 0.34, 0.5 * (h / 250), C.red, -12) +
      priceTag(w * 0.93, h * 0.3, 0.42 * (h / 250), C.coral, 10) +
      confetti(32, w * 0.45, 10, w - 10, h * 0.45, 14, [C.red, C.sun, '#ffffff']),
    shoes: [
      ['sandals', 'b', 'red'],
      ['sneakers', 'b', 'blue'],
      ['slippers', 'b', 'grey'],
    ],
  },
  bestSellers: {
    bg: ['#fffaeb', C.lemon],
    blob: '#ffe69a',
    decor: (w, h) =>
      star(w * 0.5, h * 0.22, 12, C.sun) +
      star(w * 0.95, h * 0.25, 9, '#ffffff') +
      sparkle(w * 0.6, h * 0.15, 10, '#ffffff'),
    shoes: [
      ['basketballShoes', 'a', 'red'],
      ['sneakers', 'a', 'white'],
      ['schoolShoes', 'a', 'black'],
    ],
  },
};

/** Three shoes on podiums across the right part of a banner; best sellers get a winners' podium. */
export function trendBanner(trend: Trend, mobile: boolean): (w: number, h: number) => string {
  const t = TRENDS[trend];
  return (w, h) => {
    const floor = h * 0.86;
    const left = mobile ? w * 0.12 : w * 0.46;
    const step = (w - left - (mobile ? w * 0.1 : w * 0.06)) / 3;
    const scale = mobile ? 0.26 : 0.15;
    const figures = t.shoes
      .map(([type, design, color], i) => {
        const x = left + step * (i + 0.5);
        const lift = trend === 'bestSellers' ? [0.1, 0.18, 0.04][i]! * h : 0;
        const stand =
          trend === 'bestSellers'
            ? `<rect x="${x - step * 0.42}" y="${floor - lift}" width="${step * 0.84}" height="${lift + h}" rx="8"
              fill="#ffffff"/>
              <rect x="${x - step * 0.42}" y="${floor - lift}" width="${step * 0.84}" height="${h * 0.04}"
                fill="#f5e3b0"/>`
            : podium(x, floor, step * 0.42, h * 0.06, '#ffffff', '#f1e6d8');
        return `${stand}${shoeFigure(type, design, color, 'side', { x, y: floor - lift, scale })}`;
      })
      .join('');
    const cup =
      trend === 'bestSellers' ? trophy(mobile ? w * 0.5 : w * 0.38, h * 0.62, (h / 250) * (mobile ? 0.35 : 0.45)) : '';
    return (
      gradientBackground('bg', w, h, t.bg[0], t.bg[1]) +
      blob(left + step * 1.5, h * 0.55, step * 1.4, t.blob, 41, 0.7) +
      t.decor(w, h) +
      cup +
      figures
    );
  };
}

const AGE_SCENES: Record<AgeGroup, (w: number, h: number) => string> = {
  babies: (w, h) => `${gradientBackground('bg', w, h, '#fff4f7', C.pink)}
    <path d="M200 0 V120 M500 0 V90 M800 0 V140" stroke="#d9b6c2" stroke-width="4"/>
    ${star(200, 150, 34, C.sun)}${clover(500, 120, 30, C.green)}<circle cx="800" cy="170" r="32" fill="#bcd8f5"/>
    ${blob(500, 470, 320, '#ffc9d8', 51, 0.7)}
    ${shoeFigure('slippers', 'a', 'white', 'pair', { x: 480, y: 560, scale: 0.5 })}
    ${footsteps(
      [
        [120, 600, 80],
        [170, 570, 100],
        [230, 600, 80],
      ],
      14,
      '#d98aa3',
      0.5,
    )}`,
  toddlers: (w, h) => `${gradientBackground('bg', w, h, '#fffaf0', C.lemon)}
    ${blob(500, 400, 320, '#ffe08a', 52, 0.8)}
    ${[
      [130, 520, C.red],
      [230, 520, C.blue],
      [180, 430, C.green],
    ]
      .map(
        ([x, y, c]) =>
          `<rect x="${Number(x) - 48}" y="${Number(y) - 48}" width="96" height="96" rx="12" fill="${c}"/>
            <circle cx="${x}" cy="${y}" r="22" fill="#ffffff" opacity="0.35"/>`,
      )
      .join('')}
    ${shoeFigure('sneakers', 'b', 'pink', 'pair', { x: 540, y: 580, scale: 0.44 })}
    ${ball(850, 520, 60, C.coral, '#ffffff')}
    ${footsteps(
      [
        [300, 640, 80],
        [360, 620, 100],
        [420, 645, 80],
      ],
      12,
      '#c99a2e',
      0.4,
    )}`,
  kids: (w, h) => `${gradientBackground('bg', w, h, '#eef6ff', C.sky)}
    ${cloud(180, 120, 0.8)}${cloud(800, 90, 0.6)}${smilingSun(880, 160, 44)}
    ${hills(w, 560, [C.grass, '#7cb468'])}
    ${shoeFigure('sportsShoes', 'a', 'red', 'pair', { x: 500, y: 600, scale: 0.44 })}
    ${ball(160, 560, 54, '#ffffff', C.ink)}${backpack(830, 590, 0.6, C.blue)}`,
  teens: (w, h) => `${gradientBackground('bg', w, h, '#f3efff', C.lilac)}
    <rect x="0" y="560" width="${w}" height="${h - 560}" fill="#cfc4ef"/>
    ${[0, 1, 2, 3, 4]
      .map(
        (i) => `<rect x="${80 + i * 180}" y="${120 + (i % 2) * 50}" width="120"
          height="${300 - (i % 2) * 50}" rx="10" fill="#ffffff" opacity="0.35"/>`,
      )
      .join('')}
    ${shoeFigure('basketballShoes', 'b', 'purple', 'pair', { x: 470, y: 600, scale: 0.42 })}
    <g transform="translate(820 600) rotate(-8)">
    <rect x="-110" y="-22" width="220" height="22" rx="11" fill="${C.coral}"/>
    <circle cx="-70" cy="8" r="16" fill="${C.ink}"/><circle cx="70" cy="8" r="16" fill="${C.ink}"/></g>
    ${sparkle(860, 220, 22, C.sun)}`,
};

export function ageBanner(group: AgeGroup): (w: number, h: number) => string {
  return AGE_SCENES[group];
}

export function sizeGuide(w: number, h: number): string {
  return `${gradientBackground('bg', w, h, '#f2f8ff', C.sky)}
    ${blob(480, 370, 300, '#c9e1f7', 61)}
    ${ruler(120, 610, 760, 38, C.sunLight)}
    ${shoeFigure('sneakers', 'a', 'green', 'top', { x: 360, y: 340, scale: 0.5, rotate: 90 })}
    ${footFromAbove(700, 330, 300, C.skin[1])}
    <path d="M170 560 H560" stroke="${C.blue}" stroke-width="6" stroke-dasharray="14 10"/>
    <g fill="${C.blue}"><path d="M160 560 l20 -12 v24 Z"/><path d="M570 560 l-20 -12 v24 Z"/></g>
    ${sparkle(860, 140, 24, C.sun)}`;
}

/** How to measure: a heel against the wall, the foot on paper, a pencil mark at the longest toe, a ruler. */
export function measureFoot(w: number, h: number): string {
  const paper = `<rect x="190" y="140" width="600" height="420" rx="6" fill="#ffffff" stroke="#d8d2c6" stroke-width="4"
    transform="rotate(-2 490 350)"/>`;
  return `${gradientBackground('bg', w, h, '#f7f3ec', '#efe7da')}
    <rect x="0" y="0" width="150" height="${h}" fill="#dfe9f2"/>
    <rect x="140" y="0" width="18" height="${h}" fill="#c4d3e0"/>
    ${paper}
    <g transform="translate(460 350) rotate(90)">${footFromAbove(0, 0, 540, C.skin[0])}</g>
    <path d="M758 190 V510" stroke="${C.coral}" stroke-width="8" stroke-linecap="round"/>
    <g transform="translate(770 180) rotate(30)"><rect x="-10" y="-120" width="20" height="110" fill="${C.sun}"/>
    <path d="M-10 -10 L0 14 L10 -10 Z" fill="#e9c9a0"/><path d="M-3 6 L0 14 L3 6 Z" fill="${C.ink}"/>
    <rect x="-10" y="-130" width="20" height="14" fill="${C.coral}"/></g>
    ${ruler(158, 600, 620, 40, C.sunLight)}
    <path d="M170 585 H750" stroke="${C.blue}" stroke-width="6"/>
    <g fill="${C.blue}"><path d="M162 585 l22 -13 v26 Z"/><path d="M760 585 l-22 -13 v26 Z"/></g>`;
}

export function aboutHeader(w: number, h: number): string {
  const shop = (x: number, s: number, awning: string) => `<g transform="translate(${x} ${h - 40}) scale(${s})">
    <rect x="-200" y="-260" width="400" height="260" fill="#fffaf2"/>
    <rect x="-170" y="-150" width="200" height="130" rx="6" fill="#dbeefa"/>
    <rect x="60" y="-170" width="100" height="170" rx="6" fill="#b98057"/>
    <circle cx="140" cy="-84" r="6" fill="${C.sun}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) => `<path d="M${-210 + i * 52.5} -250 h52.5 v40 a26.25 26.25 0 0 1 -52.5 0 Z"
          fill="${i % 2 ? '#ffffff' : awning}"/>`,
      )
      .join('')}
    <rect x="-120" y="-300" width="240" height="46" rx="23" fill="${C.ink}"/>${clover(-90, -277, 13, C.sun)}
    <rect x="-60" y="-285" width="150" height="16" rx="8" fill="#ffffff" opacity="0.85"/></g>`;
  return `${gradientBackground('bg', w, h, '#e3f1fb', '#fdf3e4')}
    ${smilingSun(880, 80, 40)}${cloud(180, 70, 0.5)}${cloud(620, 50, 0.4)}
    <rect x="0" y="${h - 40}" width="${w}" height="40" fill="#e8dccb"/>
    ${palm(90, h - 40, 0.75)}${palm(930, h - 40, 0.65)}
    ${shop(500, 0.75, C.coral)}
    <g transform="translate(500 ${h - 40}) scale(0.75)">
      ${shoeFigure('sneakers', 'a', 'red', 'side', { x: -70, y: -40, scale: 0.16 })}
      ${shoeFigure('sandals', 'b', 'yellow', 'side', { x: -130, y: -90, scale: 0.12 })}
      ${shoeFigure('boots', 'a', 'brown', 'side', { x: -10, y: -90, scale: 0.1 })}</g>
    ${plant(300, h - 40, 0.45)}${plant(700, h - 40, 0.4)}`;
}

export function feature(n: 1 | 2 | 3): (w: number, h: number) => string {
  const scenes = {
    1: (w: number, h: number) => {
      const layers = ['#fff1bf', '#ffd873', '#ffffff'];
      return `${gradientBackground('bg', w, h, '#fffaf0', C.lemon)}
        ${blob(500, 330, 280, '#ffe7a3', 71)}
        ${cloud(220, 150, 0.9, '#ffffff', 0.95)}${cloud(800, 120, 0.6, '#ffffff', 0.9)}
        <g transform="translate(500 420)">${layers
          .map(
            (c, i) => `<path d="M-300 ${-40 + i * 44} C-150 ${-80 + i * 44} 150 ${-80 + i * 44} 300 ${-40 + i * 44}
              V${i * 44} C150 ${-36 + i * 44} -150 ${-36 + i * 44} -300 ${i * 44} Z" fill="${c}"
              stroke="${mix(c, '#000000', 0.2)}" stroke-width="3"/>`,
          )
          .join('')}</g>
        ${[-200, -60, 80, 220]
          .map(
            (dx) => `<path d="M${500 + dx} 250 V320 M${488 + dx} 306 L${500 + dx} 322 L${512 + dx} 306" fill="none"
              stroke="${C.coral}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
          )
          .join('')}
`;
    },
    2: (w: number, h: number) => `${gradientBackground('bg', w, h, '#f1fbf5', C.mint)}
      ${blob(500, 340, 290, '#c4e9d4', 72)}
      ${shoeFigure('sportsShoes', 'a', 'white', 'side', { x: 500, y: 480, scale: 0.6 })}
      <g fill="none" stroke="${C.blue}" stroke-width="7" stroke-linecap="round" opacity="0.7">
        <path d="M120 260 C200 230 260 290 340 260"/><path d="M100 330 C190 300 250 360 330 330"/>
        <path d="M130 400 C210 370 270 430 350 400"/>
        <path d="M660 200 C740 170 800 230 880 200"/><path d="M680 270 C760 240 820 300 900 270"/></g>
      ${[
        [180, 190],
        [860, 340],
        [760, 130],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#ffffff"/>`)
        .join('')}`,
    3: (w: number, h: number) => `${gradientBackground('bg', w, h, '#f2f8ff', C.sky)}
      <rect x="0" y="470" width="${w}" height="${h - 470}" fill="#cfe3f5"/>
      ${drops(81, 60, 500, 940, 640, 14, '#9cc7ea')}
      <path d="M80 560 C200 540 300 580 420 560" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.7"/>
      ${shoeFigure('sneakers', 'b', 'yellow', 'side', { x: 500, y: 480, scale: 0.62 })}
      <circle cx="860" cy="150" r="62" fill="${C.green}"/>
      <path d="M832 152 L854 174 L892 130" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"
        stroke-linejoin="round"/>`,
  } as const;
  return scenes[n];
}
