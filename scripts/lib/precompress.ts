/**
 * Brotli and gzip twins of every text file of a build, so the server never compresses at request time.
 * The files are shared out among worker threads, one per core, each compressing its share synchronously:
 * zlib's asynchronous calls took twice as long as the compression itself (decision 001).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Encodings, Share, Tally } from './compress-share.ts';

/**
 * Decision 001 has the figures. A page is made again by every build and publish, and at brotli 10 it takes
 * 17 times as long as at 8 for 7 % fewer bytes: 0.9 KB of a product page, while quality 10 on every page
 * was half of a full build. The listings' data and the sitemaps are made again by a catalogue publish too,
 * and take the same: at 11 the 10× catalogue's two largest listings took 4 s of a price change's publish.
 * The other files are few and take brotli's smallest: the scripts and stylesheets are hashed, cached for a
 * year and compressed once (a rebuild takes their twins).
 */
const ENCODINGS: Encodings = { remadeBrotli: 8, otherBrotli: 11, gzip: 9 };
/** Beside a build's client/ folder: the encodings its twins were made with. */
const ENCODINGS_FILE = '.twin-encodings.json';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

function texts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Dealt largest first, in turn, so every share holds about as many bytes. */
function shares(files: string[], count: number): string[][] {
  const dealt: string[][] = Array.from({ length: count }, () => []);
  files
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .forEach(({ file }, i) => dealt[i % count]!.push(file));
  return dealt.filter((share) => share.length > 0);
}

function compressInWorker(share: Share): { done: Promise<Tally>; worker: Worker } {
  const worker = new Worker(new URL('./compress-share.ts', import.meta.url), { workerData: share });
  const done = new Promise<Tally>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a compressing worker stopped (exit ${code})`)));
  });
  return { done, worker };
}

/** Twins made with other encodings than today's are not taken: a change of quality reaches every file. */
function sameEncodings(previousClientDir: string): boolean {
  try {
    return readFileSync(join(dirname(previousClientDir), ENCODINGS_FILE), 'utf8') === JSON.stringify(ENCODINGS);
  } catch {
    return false;
  }
}

/**
 * Given the client/ folder of the build this one replaces (a publish, or a build where another stood), a
 * file whose bytes did not change takes the twins made for it then instead of being compressed again.
 * `only` names the files to compress (relative to `clientDir`) when the folder holds others, already twinned:
 * a publish's pages rendered among the live build's files.
 */
export async function precompress(clientDir: string, previousClientDir?: string, only?: string[]): Promise<Tally> {
  const previous = previousClientDir && sameEncodings(previousClientDir) ? previousClientDir : undefined;
  const files = only
    ? only.filter((file) => COMPRESSIBLE.has(extname(file))).map((file) => join(clientDir, file))
    : texts(clientDir);
  const workers = shares(files, availableParallelism()).map((share) =>
    compressInWorker({ clientDir, previousClientDir: previous, files: share, encodings: ENCODINGS }),
  );
  try {
    const tallies = await Promise.all(workers.map(({ done }) => done));
    writeFileSync(join(dirname(clientDir), ENCODINGS_FILE), JSON.stringify(ENCODINGS));
    return {
      compressed: tallies.reduce((sum, tally) => sum + tally.compressed, 0),
      reused: tallies.reduce((sum, tally) => sum + tally.reused, 0),
    };
  } finally {
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }
}
