/**
 * Home page art: the hero ('A smile with every step'), the SHOP BY AGES tiles,
 * the collection banners and the marketing cards. The hero keeps its left
 * side (top on mobile) calm, because the heading and button sit there.
 */
import type { AgeGroup } from '#src/config/catalogue.ts';
import { clover, mix } from '../kit.ts';
import { shoeFigure, type Placement } from '../views.ts';
import {
  ART_COLORS as C,
  backpack,
  ball,
  beachBall,
  blob,
  cloud,
  confetti,
  footFromAbove,
  footsteps,
  gradientBackground,
  hills,
  palm,
  podium,
  ruler,
  smilingSun,
  sparkle,
  star,
} from './props.ts';

/** A podium's centre on the floor, its half width and its height. */
type Stand = readonly [x: number, y: number, halfWidth: number, height: number];

/**
 * The hero's cast, the same in every framing: the red sneaker pair on the big
 * podium between a yellow sandal and a blue boot on small ones.
 */
function heroCast({
  pair,
  pairAt,
  sandal,
  sandalScale,
  boot,
  bootScale,
}: {
  pair: Stand;
  pairAt: Placement;
  sandal: Stand;
  sandalScale: number;
  boot: Stand;
  bootScale: number;
}): string {
  const stand = ([x, y, halfWidth, height]: Stand) => podium(x, y, halfWidth, height, '#ffffff', '#f1e6d8');
  return `${stand(pair)}
    ${stand(sandal)}
    ${stand(boot)}
    ${shoeFigure('sneakers', 'a', 'red', 'pair', pairAt)}
    ${shoeFigure('sandals', 'a', 'yellow', 'side', { x: sandal[0], y: sandal[1], scale: sandalScale })}
    ${shoeFigure('boots', 'b', 'blue', 'side', { x: boot[0], y: boot[1], scale: bootScale })}`;
}

export function heroDesktop(w: number, h: number): string {
  const cast = heroCast({
    pair: [735, 296, 160, 34],
    pairAt: { x: 712, y: 302, scale: 0.35 },
    sandal: [530, 322, 92, 26],
    sandalScale: 0.22,
    boot: [922, 326, 78, 26],
    bootScale: 0.17,
  });
  return `${gradientBackground('sky', w, h, C.cream, C.peach)}
    ${blob(735, 200, 230, C.lemon, 3)}
    ${cloud(545, 78, 0.42)}${cloud(975, 170, 0.36)}
    ${smilingSun(905, 88, 34)}
    ${hills(w, 338, [C.mint, '#c4e6d2'])}
    ${footsteps(
      [
        [40, 356, 72],
        [95, 338, 100],
        [150, 356, 72],
        [210, 336, 102],
        [275, 352, 76],
        [340, 332, 104],
      ],
      8,
      C.green,
      0.22,
    )}
    ${confetti(11, 470, 30, 860, 170, 16)}
    ${cast}
    ${clover(610, 160, 12, C.green, 20)}${clover(985, 250, 9, C.green, -10)}
    ${sparkle(830, 170, 12, C.sun)}${sparkle(480, 240, 9, C.sun)}`;
}

export function heroMobile(w: number, h: number): string {
  const cast = heroCast({
    pair: [500, 930, 300, 50],
    pairAt: { x: 470, y: 940, scale: 0.62 },
    sandal: [170, 1010, 130, 36],
    sandalScale: 0.3,
    boot: [840, 1020, 130, 36],
    bootScale: 0.26,
  });
  return `${gradientBackground('sky', w, h, C.cream, C.peach)}
    ${blob(500, 860, 420, C.lemon, 5)}
    ${cloud(160, 560, 0.9)}${cloud(820, 640, 0.7)}
    ${smilingSun(820, 150, 70)}
    ${hills(w, 1020, [C.mint, '#c4e6d2'])}
    ${confetti(12, 40, 500, 960, 780, 30)}
    ${cast}
    ${clover(120, 720, 24, C.green, 20)}${clover(900, 480, 20, C.green, -10)}
    ${sparkle(700, 560, 22, C.sun)}${sparkle(300, 620, 16, C.sun)}`;
}

interface AgeArt {
  bg: [string, string];
  blob: string;
  body: (w: number, h: number) => string;
}

const AGES: Record<AgeGroup, AgeArt> = {
  babies: {
    bg: ['#fff1f5', C.pink],
    blob: '#ffc2d4',
    body: () => `${shoeFigure('slippers', 'a', 'pink', 'pair', { x: 480, y: 700, scale: 0.62 })}
      <g transform="translate(820 300) rotate(20)"><circle r="56" fill="${C.sun}"/><circle r="30" fill="${C.sunLight}"/>
      <rect x="-12" y="50" width="24" height="110" rx="12" fill="${C.blue}"/></g>
      ${star(180, 200, 30, '#ffffff')}${star(260, 300, 18, '#ffffff')}${clover(820, 760, 30, C.green, 10)}`,
  },
  toddlers: {
    bg: ['#fffaf0', C.lemon],
    blob: '#ffe08a',
    body: () => `${shoeFigure('sneakers', 'b', 'blue', 'pair', { x: 470, y: 720, scale: 0.6 })}
      <g transform="translate(170 330)"><rect x="-60" y="-60" width="120" height="120" rx="14" fill="${C.red}"/>
      <rect x="-36" y="-36" width="72" height="72" rx="8" fill="#ffffff" opacity="0.35"/></g>
      <g transform="translate(280 250) rotate(-12)">
      <rect x="-46" y="-46" width="92" height="92" rx="12" fill="${C.green}"/>
      <circle r="20" fill="#ffffff" opacity="0.4"/></g>
      ${ball(830, 330, 70, C.coral, '#ffffff')}`,
  },
  kids: {
    bg: ['#f2f8ff', C.sky],
    blob: '#b9dbf7',
    body: () => `${shoeFigure('sportsShoes', 'a', 'green', 'pair', { x: 470, y: 720, scale: 0.6 })}
      ${backpack(800, 420, 0.9, C.coral)}
      ${star(190, 230, 34, C.sun)}${sparkle(300, 330, 18, '#ffffff')}`,
  },
  teens: {
    bg: ['#f6f2ff', C.lilac],
    blob: '#cdbdf3',
    body: () => `${shoeFigure('basketballShoes', 'a', 'black', 'pair', { x: 470, y: 740, scale: 0.58 })}
      ${ball(820, 300, 80, '#e8843a', '#5a2e12')}
      <g transform="translate(200 270)" fill="none" stroke="${C.ink}" stroke-width="18" stroke-linecap="round">
      <path d="M-70 20 C-70 -80 70 -80 70 20"/></g>
      <rect x="118" y="270" width="40" height="70" rx="16" fill="${C.coral}"/>
      <rect x="242" y="270" width="40" height="70" rx="16" fill="${C.coral}"/>`,
  },
};

export function ageTile(group: AgeGroup): (w: number, h: number) => string {
  const a = AGES[group];
  return (w, h) =>
    `${gradientBackground('bg', w, h, a.bg[0], a.bg[1])}${blob(500, 560, 360, a.blob, 7, 0.6)}${a.body(w, h)}`;
}

export function collectionTeensSneakers(w: number, h: number): string {
  return `${gradientBackground('bg', w, h, '#efe8ff', C.lilac)}
    ${blob(520, 420, 330, '#d4c6f6', 9)}
    <path d="M0 560 H${w}" stroke="#cbbcf0" stroke-width="6"/>
    ${[120, 300, 720, 880]
      .map(
        (x, i) => `<circle cx="${x}" cy="${120 + (i % 2) * 60}" r="${20 + i * 4}" fill="#ffffff"
          opacity="0.5"/>`,
      )
      .join('')}
    ${shoeFigure('sneakers', 'a', 'purple', 'pair', { x: 380, y: 560, scale: 0.5 })}
    ${shoeFigure('basketballShoes', 'b', 'white', 'side', { x: 760, y: 560, scale: 0.38 })}
    ${sparkle(860, 220, 24, C.sun)}${sparkle(160, 300, 16, '#ffffff')}${star(600, 130, 20, '#ffffff')}`;
}

export function collectionKidsSandals(w: number, h: number): string {
  return `${gradientBackground('bg', w, h, '#dff3fb', '#f0f9fc')}
    <path d="M0 380 C200 360 400 400 600 380 C800 360 900 390 1000 380 V667 H0 Z" fill="#7cc7e3"/>
    <path d="M0 440 C250 420 500 460 750 440 C870 430 950 440 1000 445 V667 H0 Z" fill="#f4e2bd"/>
    ${smilingSun(850, 130, 60)}
    ${palm(120, 470, 0.9)}
    ${shoeFigure('sandals', 'a', 'pink', 'pair', { x: 520, y: 560, scale: 0.46 })}
    ${beachBall(860, 540, 56)}
    <g transform="translate(280 600)"><path d="M-40 0 C-30 -46 30 -46 40 0 Z" fill="#f6b1a0"/></g>`;
}

export function collectionKidsSneakers(w: number, h: number): string {
  return `${gradientBackground('bg', w, h, '#fff6e0', C.lemon)}
    ${blob(500, 400, 320, '#ffe08a', 13)}
    ${confetti(21, 30, 30, 970, 300, 30)}
    ${shoeFigure('sneakers', 'b', 'green', 'pair', { x: 330, y: 560, scale: 0.44 })}
    ${shoeFigure('sportsShoes', 'b', 'blue', 'side', { x: 760, y: 560, scale: 0.36 })}
    ${ball(880, 360, 50, C.red, '#ffffff')}`;
}

export function marketingFit(w: number, h: number): string {
  return `${gradientBackground('bg', w, h, '#f1fbf5', C.mint)}
    ${blob(520, 380, 280, '#bfe6cf', 17)}
    ${ruler(180, 620, 640, 40, C.sunLight)}
    ${footFromAbove(500, 380, 420, C.skin[0])}
    <path d="M270 160 V600 M240 160 H300 M240 600 H300" stroke="${C.green}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="800" cy="200" r="62" fill="${C.green}"/>
    <path d="M772 202 L794 224 L832 180" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"
      stroke-linejoin="round"/>`;
}

export function marketingFunction(w: number, h: number): string {
  const layers = ['#ffe08a', '#ffffff', '#3f80dd'];
  return `${gradientBackground('bg', w, h, '#f2f8ff', C.sky)}
    ${blob(500, 380, 300, '#c6e0f7', 19)}
    ${shoeFigure('sportsShoes', 'a', 'blue', 'side', { x: 500, y: 470, scale: 0.62 })}
    ${layers
      .map(
        (c, i) => `<rect x="230" y="${560 + i * 34}" width="540" height="26" rx="13" fill="${c}"
          stroke="${mix(c, '#000000', 0.2)}" stroke-width="3"/>`,
      )
      .join('')}
    <g fill="none" stroke="${C.blue}" stroke-width="6" stroke-linecap="round" opacity="0.6">
    <path d="M150 220 q30 -20 60 0 t60 0"/><path d="M780 180 q30 -20 60 0 t60 0"/><path d="M820 260 q30 -20 60 0"/>
    </g>`;
}

export function marketingFashion(w: number, h: number): string {
  const swatches = ['#f39bbb', '#f8cc42', '#3f80dd', '#4daf70', '#9472d2'];
  return `${gradientBackground('bg', w, h, '#fff4f7', C.pink)}
    ${blob(500, 380, 300, '#ffc2d4', 23)}
    ${shoeFigure('others', 'a', 'gold', 'pair', { x: 470, y: 500, scale: 0.5 })}
    ${swatches
      .map(
        (c, i) => `<circle cx="${300 + i * 100}" cy="640" r="30" fill="${c}" stroke="#ffffff"
          stroke-width="6"/>`,
      )
      .join('')}
    ${sparkle(220, 200, 30, C.sun)}${sparkle(800, 160, 22, C.sun)}${sparkle(760, 300, 14, '#ffffff')}`;
}
