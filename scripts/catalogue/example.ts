/**
 * `node scripts/catalogue/example.ts`: writes examples/catalogue/, a sample catalogue as a merchant
 * would export it from Shopify: products.csv in the import's columns and its pictures as ordinary
 * JPEG files beside it. The pictures are the demo's drawings, photographed: drawn, then laid on a wide
 * studio backdrop, so the import and the build go through the photograph path end to end.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { stringify } from 'csv-stringify/sync';
import { CSV_COLUMNS } from '#src/catalogue/csv-columns.ts';
import { exportCatalogueCsv } from '#src/catalogue/csv-export.ts';
import { parseFeed } from '#src/catalogue/load.server.ts';
import type { FeedDrawing, FeedInput, FeedProductInput } from '#src/catalogue/schema.ts';
import { AGE_GROUPS, cataloguePhotos } from '#src/config/catalogue.ts';
import { drawImage } from '../images/drawings/index.ts';
import { generateFeed } from './generate-feed.ts';

const OUT = resolve(import.meta.dirname, '..', '..', 'examples', 'catalogue');
const CDN = 'https://cdn.shopify.com/s/files/1/0000/0001/files/';
/** Three styles per age group, two colours each at most: about twenty products. */
const STYLES_PER_AGE = 3;
/** How many pictures a product gets, in turn: one product shows that a single picture is enough. */
const PICTURE_COUNTS = [2, 3, 1, 2];

async function photograph(drawing: FeedDrawing, file: string): Promise<void> {
  const shoe = await sharp(Buffer.from(drawImage(drawing.key)))
    .resize(600, 600)
    .png()
    .toBuffer();
  await sharp({ create: { width: 900, height: 600, channels: 3, background: cataloguePhotos.background } })
    .composite([{ input: shoe, left: 150, top: 0 }])
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(file);
}

const feed = generateFeed({ seed: 2026 });
const chosen: FeedProductInput[] = [];
for (const group of AGE_GROUPS) {
  const styles = [...new Set(feed.products.filter((p) => p.ageGroup === group).map((p) => p.styleId))];
  for (const styleId of styles.slice(0, STYLES_PER_AGE))
    chosen.push(...feed.products.filter((p) => p.styleId === styleId).slice(0, 2));
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const products: FeedProductInput[] = [];
for (const [index, product] of chosen.entries()) {
  const drawings = (product.images as FeedDrawing[]).slice(0, PICTURE_COUNTS[index % PICTURE_COUNTS.length]);
  const images = [];
  for (const drawing of drawings) {
    const name = `${product.styleId}-${product.color}-${drawing.view}.jpg`.toLowerCase();
    await photograph(drawing, join(OUT, name));
    images.push({ src: name, alt: drawing.alt });
  }
  products.push({ ...product, images, ar: { ...product.ar, imageAlts: product.ar.imageAlts.slice(0, images.length) } });
}

const sample: FeedInput = { version: 1, seed: 0, scale: 1, products };
const rows = exportCatalogueCsv(parseFeed(sample, 'example'));
// As Shopify writes them: picture URLs on its CDN, which the import finds saved beside the file.
const urlColumns = [CSV_COLUMNS.imageSrc, CSV_COLUMNS.variantImage].map((name) => rows[0]!.indexOf(name));
for (const row of rows.slice(1)) for (const at of urlColumns) if (row[at]) row[at] = `${CDN}${row[at]}`;
writeFileSync(join(OUT, 'products.csv'), stringify(rows));
console.log(
  `example: ${products.length} products, ${products.reduce((n, p) => n + p.images.length, 0)} pictures → ${OUT}`,
);
