/**
 * `npm run catalogue [-- --seed N] [-- --scale N] [-- --out path]`
 * Writes the default feed (src/data/catalogue.json) or, with --scale above 1,
 * a larger one for benchmarks under data/catalogues/ (not committed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseFeed } from '#src/catalogue/load.server.ts';
import { generateFeed, serializeFeed } from './generate-feed.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

function fail(message: string): never {
  console.error(`catalogue: ${message}`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      seed: { type: 'string', default: '2026' },
      scale: { type: 'string', default: '1' },
      out: { type: 'string' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}. Usage: npm run catalogue -- [--seed N] [--scale N] [--out path]`);
}
const seed = Number(values.seed);
const scale = Number(values.scale);
if (!Number.isInteger(seed)) fail(`--seed must be a whole number, got "${values.seed}"`);
if (!Number.isInteger(scale) || scale < 1 || scale > 100)
  fail(`--scale must be a whole number from 1 to 100, got "${values.scale}"`);

const out = resolve(
  ROOT,
  values.out ?? (scale === 1 ? 'src/data/catalogue.json' : `data/catalogues/catalogue-x${scale}.json`),
);
const feed = generateFeed({ seed, scale });
parseFeed(JSON.parse(JSON.stringify(feed)), 'generated feed');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, serializeFeed(feed));
const styles = new Set(feed.products.map((p) => p.styleId)).size;
const variants = feed.products.reduce((n, p) => n + p.variants.length, 0);
console.log(`catalogue: ${styles} styles, ${feed.products.length} products, ${variants} variants → ${out}`);
