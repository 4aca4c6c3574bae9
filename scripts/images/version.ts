/**
 * The version of the drawn pictures: a short hash of everything that decides
 * their pixels (the drawings, the encoder settings, the image shapes), and
 * nothing else, so tooling changes do not redraw the catalogue.
 * Generated files live under it, so they can be cached forever.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const VERSION_FILE = join(ROOT, 'src/components/images/version.ts');
const INPUTS = [
  'scripts/images/drawings',
  'scripts/images/encoding.ts',
  'src/catalogue/image-keys.ts',
  'src/components/images/images.ts',
].map((path) => join(ROOT, path));

function* sourceFiles(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    if (path.endsWith('.ts')) yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* sourceFiles(join(path, name));
}

export function drawingVersion(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of sourceFiles(input))
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

export function committedVersion(): string {
  return /IMAGE_VERSION = '([0-9a-f]+)'/.exec(readFileSync(VERSION_FILE, 'utf8'))?.[1] ?? '';
}

/** Rewrites src/components/images/version.ts when the drawings changed; returns the current version. */
export function updateVersionFile(): string {
  const version = drawingVersion();
  if (committedVersion() !== version) {
    const comment = '/** Hash of the drawing code; scripts/images/render.ts rewrites it when the drawings change. */';
    writeFileSync(VERSION_FILE, `${comment}\nexport const IMAGE_VERSION = '${version}';\n`);
  }
  return version;
}
