// Contact sheet: render keys to PNG and tile them into one image.
import sharp from 'sharp';
import { drawImage } from './drawings/index.ts';
const [out, cell = '300', ...keys] = process.argv.slice(2);
const size = Number(cell);
const cols = Math.min(keys.length, Math.max(1, Math.floor(1800 / size)));
const tiles = [];
let i = 0; let maxH = 0;
const t0 = performance.now();
const rendered = [];
for (const key of keys) {
  const svg = drawImage(key);
  const buf = await sharp(Buffer.from(svg), { density: 72 }).resize(size).png().toBuffer();
  const meta = await sharp(buf).metadata();
  rendered.push({ buf, h: meta.height! });
}
const rowH = Math.max(...rendered.map((r) => r.h));
for (const r of rendered) { tiles.push({ input: r.buf, left: (i % cols) * (size + 6), top: Math.floor(i / cols) * (rowH + 6) }); i++; }
const rowsN = Math.ceil(keys.length / cols);
await sharp({ create: { width: cols * (size + 6), height: rowsN * (rowH + 6), channels: 3, background: '#ffffff' } }).composite(tiles).png().toFile(out);
console.log(out, keys.length, 'in', (performance.now() - t0).toFixed(0), 'ms');
