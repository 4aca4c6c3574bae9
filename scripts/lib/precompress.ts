/**
 * Brotli and gzip twins of every text file of a build, so the server never compresses at request time.
 * The files are shared out among worker threads, one per core, each compressing its share synchronously:
 * zlib's asynchronous calls took twice as long as the compression itself (decision 001).
 */
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Share, Tally } from './compress-share.ts';

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

/**
 * Given the client/ folder of the build this one replaces (a publish), a file whose bytes did not change
 * takes the twins made for it then instead of being compressed again.
 */
export async function precompress(clientDir: string, previousClientDir?: string): Promise<Tally> {
  const workers = shares(texts(clientDir), availableParallelism()).map((files) =>
    compressInWorker({ clientDir, previousClientDir, files }),
  );
  try {
    const tallies = await Promise.all(workers.map(({ done }) => done));
    return {
      compressed: tallies.reduce((sum, tally) => sum + tally.compressed, 0),
      reused: tallies.reduce((sum, tally) => sum + tally.reused, 0),
    };
  } finally {
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }
}
