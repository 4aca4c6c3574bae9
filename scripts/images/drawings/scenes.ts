/**
 * Lifestyle pictures: the pair standing in a small set that suits the shoe
 * (a court for basketball shoes, the beach for sandals, a cosy rug for slippers).
 * Flat colours, one wall and one floor, a couple of props: a catalogue styling shot.
 */
import { ball, confetti, plant } from './art/props.ts';
import { clover, mix, type Palette } from './kit.ts';
import { standingPair, type Design, type SceneName, type ShoeArt } from './shoe.ts';

const FLOOR_Y = 640;

interface Set {
  wall: [string, string];
  floor: string;
  /** Drawn over the floor before the shoes (lines, texture). */
  floorDetail: string;
  /** Props behind the shoes. */
  behind: string;
  /** Props in front of or beside the shoes. */
  front: string;
}

function wallAndFloor(set: Set): string {
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${set.wall[0]}"/><stop offset="1" stop-color="${set.wall[1]}"/></linearGradient>
      <linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="0.3" stop-color="#000" stop-opacity="0"/>
      </linearGradient></defs>
    <rect width="1000" height="${FLOOR_Y}" fill="url(#wall)"/>
    <rect y="${FLOOR_Y}" width="1000" height="${1000 - FLOOR_Y}" fill="${set.floor}"/>
    ${set.floorDetail}
    <rect y="${FLOOR_Y}" width="1000" height="${1000 - FLOOR_Y}" fill="url(#floorShade)"/>`;
}

function books(x: number, y: number): string {
  const book = (dy: number, w: number, c: string, dx = 0) =>
    `<rect x="${dx - w / 2}" y="${dy}" width="${w}" height="34" rx="5" fill="${c}"/>
      <rect x="${dx - w / 2 + 8}" y="${dy + 6}" width="${w - 16}" height="6" fill="#fff" opacity="0.5"/>`;
  return `<g
    transform="translate(${x}
    ${y})">${book(-34, 220, '#3f7fdc')}${book(-68, 200, '#f39b57', 8)}${book(-102, 210, '#4daf70', -6)}
    <path d="M-60 -116 l120 -28" stroke="#f8cc42" stroke-width="16" stroke-linecap="round"/>
    <path d="M60 -144 l16 -4" stroke="#e2463d" stroke-width="16" stroke-linecap="round"/>
    <circle cx="70" cy="-150" r="32" fill="#e2463d"/>
    <path d="M70 -182 q6 -16 20 -20" stroke="#6b4124" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M76 -186 q20 -14 34 0 q-18 10 -34 0Z" fill="#4daf70"/></g>`;
}

function balloon(x: number, y: number, r: number, c: string): string {
  return `<path d="M${x} ${y + r * 1.2} q-20 60 10 120 q20 60 -10 140" fill="none" stroke="#b9b2a6" stroke-width="3"/>
    <ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 1.18}" fill="${c}"/>
    <path d="M${x - 10} ${y + r * 1.15} l10 14 l10 -14 Z" fill="${c}"/>
    <ellipse cx="${x - r * 0.38}" cy="${y - r * 0.45}" rx="${r * 0.22}" ry="${r * 0.34}" fill="#fff" opacity="0.35"
      transform="rotate(25 ${x - r * 0.38} ${y - r * 0.45})"/>`;
}

function leaves(): string {
  const leaf = (x: number, y: number, r: number, c: string) =>
    `<path d="M0 0 C10 -18 30 -22 44 -20 C40 -4 28 12 0 0Z" fill="${c}"
      transform="translate(${x} ${y}) rotate(${r}) scale(1.3)"/>`;
  return (
    leaf(90, 900, -20, '#e08a3c') +
    leaf(180, 960, 40, '#c9562f') +
    leaf(860, 880, 160, '#e8b04a') +
    leaf(780, 950, 100, '#e08a3c') +
    leaf(60, 720, 70, '#e8b04a') +
    leaf(930, 720, -60, '#c9562f')
  );
}

function sets(p: Palette): Record<SceneName, Set> {
  return {
    street: {
      wall: ['#dff0ea', '#cfe6dd'],
      floor: '#d9d6d0',
      floorDetail: `<path d="M0 760 H1000 M0 900 H1000 M240 640 L180 1000 M520 640 L520 1000 M800 640 L860 1000"
        stroke="#c5c1b9" stroke-width="4"/>`,
      behind: `${plant(850, 640, 1)}<rect x="90" y="250" width="180" height="220" rx="10" fill="#fff" opacity="0.7"/>
        <rect x="110" y="270" width="140" height="180" rx="6"
          fill="${mix(p.base, '#ffffff', 0.55)}"/>${clover(180, 355, 35, '#fff')}`,
      front: '',
    },
    track: {
      wall: ['#e4eef9', '#d3e2f3'],
      floor: '#d8694f',
      floorDetail: `<path d="M0 720 H1000 M0 850 H1000" stroke="#f6e7dc" stroke-width="8"/>
        <path d="M0 980 H1000" stroke="#f6e7dc" stroke-width="8"/>`,
      behind: `<g transform="translate(830 640)">
        <rect x="-40" y="-200" width="80" height="200" rx="22" fill="#3f80dd" opacity="0.9"/>
        <rect x="-26" y="-236" width="52" height="40" rx="10" fill="#2b60b2"/>
        <rect x="-40" y="-140" width="80" height="50" fill="#fff" opacity="0.6"/></g>`,
      front: '',
    },
    court: {
      wall: ['#fbe9d7', '#f4dcc3'],
      floor: '#e3b679',
      floorDetail: `${[0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) => `<path d="M${i * 170 - 40} 640 L${i * 170 - 140} 1000"
            stroke="#d3a266" stroke-width="4"/>`,
        )
        .join(
          '',
        )}<path d="M0 940 C300 880 700 880 1000 940" fill="none" stroke="#fff" stroke-width="10" opacity="0.85"/>`,
      behind: ball(820, 560, 90, '#e8843a', '#5a2e12'),
      front: '',
    },
    park: {
      wall: ['#cfe6f5', '#e8f3f7'],
      floor: '#8fc27a',
      floorDetail: `<path d="M0 640 C200 610 380 650 560 630 C760 606 880 640 1000 620 V660 H0Z" fill="#7cb468"/>
        <ellipse cx="300" cy="900" rx="170" ry="34" fill="#9fc7e0" opacity="0.8"/>`,
      behind: `<circle cx="820" cy="180" r="70" fill="#fde384"/>
        <path d="M60 640 C90 520 200 470 300 520 C360 440 500 450 540 540 C600 520 660 560 680 640Z" fill="#a9d394"
          opacity="0.8"/>`,
      front: leaves(),
    },
    beach: {
      wall: ['#bfe4f6', '#e6f5fb'],
      floor: '#f1dcb0',
      floorDetail: `<path d="M0 640 H1000 V668 C800 690 600 650 400 672 C250 688 100 660 0 676Z" fill="#7cc7e3"/>
        <path d="M0 676 C100 660 250 688 400 672 C600 650 800 690 1000 668" fill="none" stroke="#fff" stroke-width="8"
          opacity="0.8"/>`,
      behind: `<circle cx="820" cy="190" r="80" fill="#fde384"/>
        <circle cx="820" cy="190" r="110" fill="#fde384" opacity="0.3"/>`,
      front: `<g transform="translate(140 900)"><path d="M-50 0 C-40 -60 40 -60 50 0 Z" fill="#f6b1a0"/>
        <path d="M-30 0 L0 -46 M0 0 L0 -50 M30 0 L0 -46" stroke="#e38b78" stroke-width="5"/></g>
        <g transform="translate(860 930) rotate(-12)"><circle cx="-40" r="32" fill="#35363b"/>
        <circle cx="40" r="32" fill="#35363b"/>
        <path d="M-10 -6 q10 -10 20 0" stroke="#35363b" stroke-width="8" fill="none"/></g>`,
    },
    cosy: {
      wall: ['#f6e8dc', '#efdccc'],
      floor: '#c9a98a',
      floorDetail: `<ellipse cx="500" cy="830" rx="470" ry="130" fill="${mix(p.base, '#f4ede4', 0.75)}"/>
        <ellipse cx="500" cy="830" rx="420" ry="105" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="2 16"
          stroke-linecap="round" opacity="0.8"/>`,
      behind: `<g transform="translate(830 640)"><circle cx="0" cy="-150" r="70" fill="#b98057"/>
        <circle cx="-52" cy="-205" r="26" fill="#b98057"/><circle cx="52" cy="-205" r="26" fill="#b98057"/>
        <circle cx="0" cy="-130" r="28" fill="#e7c8a6"/><circle cx="-22" cy="-165" r="7" fill="#35363b"/>
        <circle cx="22" cy="-165" r="7" fill="#35363b"/><ellipse cx="0" cy="-140" rx="10" ry="7" fill="#35363b"/>
        <ellipse cx="0" cy="-40" rx="80" ry="60" fill="#b98057"/></g>
        <path d="M60 120 Q300 200 540 120 Q760 60 960 140" fill="none" stroke="#b9a58f"
          stroke-width="3"/>${[120, 240, 360, 480, 600, 720, 840]
            .map(
              (x, i) => `<circle cx="${x}"
                cy="${130 + Math.round(Math.sin(i) * 30 + 30)}" r="12" fill="#fde384"/>`,
            )
            .join('')}`,
      front: '',
    },
    school: {
      wall: ['#e9f1e4', '#dce8d5'],
      floor: '#c89f74',
      floorDetail: [0, 1, 2, 3]
        .map((i) => `<path d="M0 ${690 + i * 90} H1000" stroke="#b48a60" stroke-width="4"/>`)
        .join(''),
      behind: `${books(820, 650)}<rect x="80" y="150" width="260" height="180" rx="10" fill="#2f4a3c"/>
        <rect x="80" y="150" width="260" height="180" rx="10" fill="none" stroke="#b48a60" stroke-width="14"/>
        <path d="M120 220 q30 -30 60 0 t60 0" stroke="#fff" stroke-width="5" fill="none" opacity="0.8"/>
        <path d="M120 270 H260" stroke="#fff" stroke-width="5" opacity="0.6"/>`,
      front: '',
    },
    party: {
      wall: ['#fdeef3', '#f7e0ea'],
      floor: '#efe2d6',
      floorDetail: confetti(7, 0, 660, 1000, 990, 34),
      behind:
        balloon(800, 230, 80, '#f39bbb') +
        balloon(900, 300, 66, '#fde384') +
        balloon(700, 330, 60, '#b79ee5') +
        confetti(3, 0, 20, 1000, 560, 34),
      front: '',
    },
  };
}

/** A lifestyle picture: the set, then the pair standing in it. */
export function scene(name: SceneName, p: Palette, design: Design, art: ShoeArt): string {
  const set = sets(p)[name];
  const scale = art.sideTop < 300 ? 0.72 : 0.82;
  const pair = standingPair(art, p, design);
  return `${wallAndFloor(set)}${set.behind}
    <g transform="translate(470 880) scale(${scale}) translate(-560 -700)">${pair}</g>${set.front}`;
}
