/**
 * A worker thread of `precompress` (precompress.ts): writes the brotli and gzip twins of its share of a
 * build's text files, or takes them from the build being replaced when a file is unchanged.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { linkReplacing, writeNewFile } from './link-or-copy.ts';

/**
 * Brotli's quality for the files every publish makes again (pages, the listings' data, the sitemaps) and for
 * every other text file, and gzip's level (precompress.ts).
 */
export interface Encodings {
  remadeBrotli: number;
  otherBrotli: number;
  gzip: number;
}

const REMADE = new Set(['.html', '.json', '.xml']);

export interface Share {
  clientDir: string;
  previousClientDir: string | undefined;
  files: string[];
  encodings: Encodings;
}

export interface Tally {
  compressed: number;
  reused: number;
}

/** Smaller files gain nothing worth a second file. */
const SMALLEST = 256;

function isUnchanged(body: Buffer, before: string | undefined): before is string {
  return (
    before !== undefined &&
    existsSync(`${before}.br`) &&
    existsSync(`${before}.gz`) &&
    existsSync(before) &&
    body.equals(readFileSync(before))
  );
}

function compressShare({ clientDir, previousClientDir, files, encodings }: Share): Tally {
  const tally: Tally = { compressed: 0, reused: 0 };
  for (const file of files) {
    const body = readFileSync(file);
    if (body.length < SMALLEST) {
      // Twins the live build had for this file's earlier bytes, linked beside it by a publish.
      for (const twin of [`${file}.br`, `${file}.gz`]) rmSync(twin, { force: true });
      continue;
    }
    const before = previousClientDir && join(previousClientDir, relative(clientDir, file));
    if (isUnchanged(body, before)) {
      // Builds are never written once complete, so the twins are shared with a hard link, not copied.
      linkReplacing(`${before}.br`, `${file}.br`);
      linkReplacing(`${before}.gz`, `${file}.gz`);
      tally.reused++;
      continue;
    }
    writeNewFile(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: REMADE.has(extname(file)) ? encodings.remadeBrotli : encodings.otherBrotli,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeNewFile(`${file}.gz`, gzipSync(body, { level: encodings.gzip }));
    tally.compressed++;
  }
  return tally;
}

if (parentPort) parentPort.postMessage(compressShare(workerData as Share));
