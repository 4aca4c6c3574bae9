/**
 * A contact sheet of drawings, for looking at many at once while drawing:
 *   npm run images:sheet -- out.png 300 shoe/boots/a/brown/side art/hero-desktop …
 * or a key prefix to take every matching key of the feed and the art:
 *   npm run images:sheet -- out.png 240 shoe/sandals/
 */
import sharp from 'sharp';
import { ART_KEYS } from '#src/catalogue/image-keys.ts';
import { drawImage } from './drawings/index.ts';
import { keysToRender } from './render.ts';

const [out, cell = '300', ...requested] = process.argv.slice(2);
if (!out || requested.length === 0) {
  console.error('usage: npm run images:sheet -- <out.png> <cell width> <key or key prefix>…');
  process.exit(1);
}
const known = [...new Set([...keysToRender(), ...ART_KEYS])];
const keys = requested.flatMap((k) => (k.endsWith('/') ? known.filter((key) => key.startsWith(k)) : [k]));
const width = Number(cell);
const gap = 6;
const cells = await Promise.all(
  keys.map(async (key) => {
    const svg = Buffer.from(drawImage(key));
    const png = await sharp(svg, { density: (72 * width) / 1000 })
      .resize(width)
      .png()
      .toBuffer();
    return { png, height: (await sharp(png).metadata()).height };
  }),
);
const columns = Math.max(1, Math.min(keys.length, Math.floor(1800 / (width + gap))));
const rowHeight = Math.max(...cells.map((c) => c.height));
await sharp({
  create: {
    width: columns * (width + gap),
    height: Math.ceil(keys.length / columns) * (rowHeight + gap),
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(
    cells.map((c, i) => ({
      input: c.png,
      left: (i % columns) * (width + gap),
      top: Math.floor(i / columns) * (rowHeight + gap),
    })),
  )
  .png()
  .toFile(out);
console.log(`${out}: ${keys.length} drawings`);
