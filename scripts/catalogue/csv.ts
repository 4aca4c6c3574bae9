/**
 * `npm run catalogue -- import FILE.csv [--out FEED.json] [--keep-urls]`
 * `npm run catalogue -- export FILE.csv [--feed FEED.json]`
 *
 * Import reads a spreadsheet in Shopify's product CSV layout (README "The catalogue from a spreadsheet"),
 * copies the pictures saved next to it into the catalogue images folder and writes the feed (--out, or
 * the one CATALOGUE_PATH names). A bad file prints one line per problem, naming row and column, and
 * writes nothing. Export writes the current feed in the same columns, its photographs beside it.
 *
 * Exit codes: 0 done, 1 the file has errors, 2 the command was used wrongly or a file cannot be read.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { exportCatalogueCsv } from '#src/catalogue/csv-export.ts';
import { importCatalogueCsv, type CsvError, type CsvErrorCode } from '#src/catalogue/csv-import.ts';
import { DEFAULT_FEED_PATH, FeedError, loadFeed, parseFeed } from '#src/catalogue/load.server.ts';
import { isPhotoUrl, photoLocation, photosDir } from '#src/catalogue/photos.server.ts';
import { SIZE_RANGE, cataloguePhotos } from '#src/config/catalogue.ts';
import { envVar, readEnvOrExit } from '#src/config/env.ts';
import { serializeFeed } from './generate-feed.ts';

const USAGE =
  'usage: npm run catalogue -- import FILE.csv [--out FEED.json] [--keep-urls]\n' +
  '       npm run catalogue -- export FILE.csv [--feed FEED.json]';

const WORDS: Record<CsvErrorCode, (value: string) => string> = {
  'empty-file': () => 'the file has no header or no rows',
  'missing-column': () => 'the column is missing',
  required: () => 'a value is needed here',
  'option-missing': (v) => `the options (${v}) must be a size and a colour, named "Size" and "Color"`,
  'duplicate-sku': (v) => `SKU ${v} is already used on an earlier row`,
  'duplicate-id': (v) => `product id ${v} is already used`,
  'duplicate-size': (v) => `size ${v} appears twice for this colour`,
  'duplicate-title': (v) => `another handle already has the title "${v}"`,
  'stock-not-a-number': (v) => `stock "${v}" is not a whole number`,
  'stock-negative': (v) => `stock ${v} is negative`,
  'price-not-a-number': (v) => `price "${v}" is not a number such as 149.00`,
  'price-not-positive': (v) => `price ${v} must be above zero`,
  'price-differs': (v) => `price ${v} differs from this colour's first size (one colour has one price)`,
  'size-not-a-number': (v) => `size "${v}" is not an EU size such as 28`,
  'size-out-of-range': (v) => `size ${v} is outside the sizes sold (EU ${SIZE_RANGE.min} to ${SIZE_RANGE.max})`,
  'unknown-colour': (v) => `colour "${v}" is not one of the shop's colours`,
  'unknown-type': (v) => `type "${v}" is not one of the shop's product types`,
  'unknown-vendor': (v) => `vendor "${v}" is not one of the shop's brands`,
  'unknown-tag': (v) => `tag "${v}" is not in the shop's tag vocabulary`,
  'unknown-status': (v) => `status "${v}" is not active, draft or archived`,
  'unknown-view': (v) => `view "${v}" is not a picture view`,
  'conflicting-tags': (v) => `tag "${v}" contradicts another tag, Type or Vendor`,
  'age-group-missing': () => 'no age group tag (babies, toddlers, kids or teens)',
  'date-invalid': (v) => `"${v}" is not a date and time such as 2026-11-01T09:00:00Z`,
  'rank-invalid': (v) => `sales rank "${v}" is not a whole number from 1`,
  'position-invalid': (v) => `image position "${v}" is not a whole number from 1`,
  'image-not-found': (v) => `picture ${v} cannot be found next to the file`,
  'variant-image-unknown': (v) => `variant image ${v} is not one of this handle's Image Src`,
  'no-images': (v) => `colour ${v} has no picture`,
  'no-products': () => 'no active product in the file',
};

function describe(file: string, error: CsvError): string {
  const where = error.column ? `row ${error.row}, column "${error.column}"` : `row ${error.row}`;
  return `${file} ${where}: ${WORDS[error.code](error.value ?? '')}`;
}

function stop(message: string, code: 1 | 2): never {
  console.error(message.replace(/^/gm, 'catalogue: '));
  process.exit(code);
}

/** Writes under a temporary name and renames, so a reader never sees half a file. */
function writeAtomically(path: string, write: (temporary: string) => void): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  write(temporary);
  renameSync(temporary, path);
}

/** A copied picture's name carries its content hash, so a changed photograph gets a new URL. */
function storedName(name: string, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const ext = extname(name).toLowerCase();
  const stem = basename(name, extname(name));
  return stem.endsWith(`.${hash}`) ? `${stem}${ext}` : `${stem}.${hash}${ext}`;
}

function importCsv(file: string, out: string, keepUrls: boolean): void {
  const folder = dirname(file);
  const imagesDir = photosDir();
  const copies = new Map<string, string>();
  const resolveImage = (value: string) => {
    const name = decodeURIComponent(basename(isPhotoUrl(value) ? new URL(value).pathname : value));
    const beside = join(folder, name);
    if (name && existsSync(beside) && cataloguePhotos.extensions.includes(extname(name).toLowerCase() as never)) {
      const src = storedName(name, readFileSync(beside));
      copies.set(src, beside);
      return { src };
    }
    if (isPhotoUrl(value)) return keepUrls ? { src: value } : null;
    return existsSync(join(imagesDir, value)) ? { src: value } : null;
  };
  let records: string[][];
  try {
    records = parse(readFileSync(file), { bom: true, relax_column_count: true });
  } catch (error) {
    stop(`${file}: cannot be read as CSV (${(error as Error).message})`, 2);
  }
  const result = importCatalogueCsv(records, { now: new Date().toISOString(), resolveImage });
  if (!result.ok) stop(result.errors.map((error) => describe(file, error)).join('\n'), 1);
  let feed;
  try {
    feed = parseFeed(JSON.parse(JSON.stringify(result.feed)), file);
  } catch (error) {
    if (error instanceof FeedError) stop(error.message, 1);
    throw error;
  }
  for (const [src, from] of copies) {
    const to = photoLocation(src, imagesDir);
    if ('file' in to && !existsSync(to.file)) writeAtomically(to.file, (temporary) => copyFileSync(from, temporary));
  }
  writeAtomically(out, (temporary) => writeFileSync(temporary, serializeFeed(result.feed)));
  const variants = feed.products.reduce((n, p) => n + p.variants.length, 0);
  const styles = new Set(feed.products.map((p) => p.styleId)).size;
  console.log(
    `catalogue: ${styles} styles, ${feed.products.length} products, ${variants} variants, ` +
      `${copies.size} pictures → ${out} (pictures in ${imagesDir})`,
  );
}

function exportCsv(file: string, feedPath: string): void {
  let feed;
  try {
    feed = loadFeed(feedPath);
  } catch (error) {
    if (error instanceof FeedError) stop(error.message, 2);
    throw error;
  }
  const folder = dirname(file);
  for (const product of feed.products)
    for (const image of product.images) {
      if (!('src' in image) || isPhotoUrl(image.src)) continue;
      const from = join(photosDir(), image.src);
      if (!existsSync(from)) stop(`feed ${feedPath}: picture ${image.src} is not in ${photosDir()}`, 2);
      copyFileSync(from, join(folder, basename(image.src)));
    }
  writeAtomically(file, (temporary) => writeFileSync(temporary, stringify(exportCatalogueCsv(feed))));
  console.log(`catalogue: ${feed.products.length} products → ${file}`);
}

export function main(argv: string[]): void {
  readEnvOrExit('catalogue');
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: 'string' }, feed: { type: 'string' }, 'keep-urls': { type: 'boolean' } },
    });
  } catch (error) {
    stop(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const [command, file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) stop(USAGE, 2);
  const feedPath = envVar('CATALOGUE_PATH') ?? DEFAULT_FEED_PATH;
  if (command === 'import') {
    if (!existsSync(file)) stop(`${file}: no such file`, 2);
    importCsv(resolve(file), resolve(parsed.values.out ?? feedPath), parsed.values['keep-urls'] ?? false);
  } else if (command === 'export') exportCsv(resolve(file), resolve(parsed.values.feed ?? feedPath));
  else stop(USAGE, 2);
}
