/**
 * A worker thread of `precompress` (precompress.ts): writes the brotli and gzip twins of its share of a
 * build's text files, or takes them from the build being replaced when a file is unchanged.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface Share {
  clientDir: string;
  previousClientDir: string | undefined;
  files: string[];
}

export interface Tally {
  compressed: number;
  reused: number;
}

/** Smaller files gain nothing worth a second file. */
const SMALLEST = 256;

/**
 * Brotli's quality by what a file is (decision 001 has the figures). A page is made again by every build
 * and publish, and at 10 it takes 17 times as long as at 8 for 7 % fewer bytes: 0.9 KB of a product page,
 * while quality 10 on every page was half of a full build. The scripts and stylesheets are few, hashed and
 * cached for a year, so they take the smallest bytes (11 takes three times as long as 10 for hardly fewer).
 */
function brotliQuality(file: string): number {
  return extname(file) === '.html' ? 8 : 10;
}

function isUnchanged(body: Buffer, before: string | undefined): before is string {
  return (
    before !== undefined &&
    existsSync(`${before}.br`) &&
    existsSync(`${before}.gz`) &&
    existsSync(before) &&
    body.equals(readFileSync(before))
  );
}

function compressShare({ clientDir, previousClientDir, files }: Share): Tally {
  const tally: Tally = { compressed: 0, reused: 0 };
  for (const file of files) {
    const body = readFileSync(file);
    if (body.length < SMALLEST) continue;
    const before = previousClientDir && join(previousClientDir, relative(clientDir, file));
    if (isUnchanged(body, before)) {
      copyFileSync(`${before}.br`, `${file}.br`);
      copyFileSync(`${before}.gz`, `${file}.gz`);
      tally.reused++;
      continue;
    }
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality(file), [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    tally.compressed++;
  }
  return tally;
}

if (parentPort) parentPort.postMessage(compressShare(workerData as Share));
