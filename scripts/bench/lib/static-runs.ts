/**
 * Static answers side by side (docs/decisions/014-static-answers-in-memory.md): one page requested as
 * Chromium requests it from the shop's server, from sirv serving the same client/ folder with its brotli
 * twins, and from plain node:http answering the shop's own answer (status, headers and bytes) from memory.
 * Each server runs in a process of its own; each round measures the three in turn, in a rotating order,
 * and the figures are the medians of the rounds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { measureLoad, type LoadResult } from './load.ts';
import type { RecordedAnswer } from './static-peer.ts';

/** What Chromium sends. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Headers Node adds to every answer by itself. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface StaticFigures {
  path: string;
  rounds: number;
  /** Median of the rounds, per server. */
  shop: LoadResult;
  sirv: LoadResult;
  nodeHttp: LoadResult;
  all: LoadResult[];
  bodyBytes: number;
  encoding: string;
  loadAverage: { before: number[]; after: number[] };
}

function record(url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!PER_CONNECTION.has(res.rawHeaders[i]!.toLowerCase()))
            headers.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        }
        resolve({ status: res.statusCode ?? 0, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function startPeer(kind: 'sirv' | 'raw', target: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'static-peer.ts'), kind, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const port = Number((await lines.next()).value);
  if (!port) throw new Error(`the ${kind} server did not start`);
  return { url: `http://127.0.0.1:${port}`, child };
}

function median(results: LoadResult[], name: string): LoadResult {
  const mid = (pick: (r: LoadResult) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    name,
    requestsPerSecond: mid((r) => r.requestsPerSecond),
    p50Ms: mid((r) => r.p50Ms),
    p95Ms: mid((r) => r.p95Ms),
    p99Ms: mid((r) => r.p99Ms),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

const roundLoad = () => loadavg().map((value) => Math.round(value * 10) / 10);

export async function measureStatic(options: {
  shopURL: string;
  clientDir: string;
  path?: string;
  rounds?: number;
  seconds?: number;
  connections?: number;
}): Promise<StaticFigures> {
  const { shopURL, clientDir, path = '/', rounds = 3, seconds = 8, connections = 10 } = options;
  const answer = await record(new URL(path, shopURL).href);
  if (answer.status !== 200) throw new Error(`the shop answered ${path} with ${answer.status}`);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const answerFile = join(scratch, 'answer.json');
  writeFileSync(answerFile, JSON.stringify(answer));
  const sirv = await startPeer('sirv', clientDir);
  const raw = await startPeer('raw', answerFile);
  const servers = [
    { name: "shop's server", url: new URL(path, shopURL).href, runs: [] as LoadResult[] },
    { name: 'sirv (brotli)', url: new URL(path, sirv.url).href, runs: [] as LoadResult[] },
    { name: 'node:http from memory', url: new URL(path, raw.url).href, runs: [] as LoadResult[] },
  ];
  const before = roundLoad();
  try {
    const headers = { 'accept-encoding': BROWSER_ENCODINGS };
    // A short warm-up each: the first seconds of a server include its JIT compiling the hot path.
    for (const server of servers) await measureLoad({ ...server, headers, connections, durationSeconds: 2 });
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < servers.length; i++) {
        const server = servers[(i + round) % servers.length]!;
        const result = await measureLoad({ ...server, headers, connections, durationSeconds: seconds });
        console.log(
          `[bench:static] round ${round + 1}/${rounds} ${server.name}: ${result.requestsPerSecond} req/s, ` +
            `p99 ${result.p99Ms} ms`,
        );
        server.runs.push(result);
      }
    }
  } finally {
    sirv.child.kill();
    raw.child.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
  const [shop, sirvResult, nodeHttp] = servers.map((server) => median(server.runs, server.name)) as [
    LoadResult,
    LoadResult,
    LoadResult,
  ];
  const encodingAt = answer.headers.findIndex((name) => name.toLowerCase() === 'content-encoding');
  return {
    path,
    rounds,
    shop,
    sirv: sirvResult,
    nodeHttp,
    all: servers.flatMap((server) => server.runs),
    bodyBytes: Buffer.from(answer.bodyBase64, 'base64').length,
    encoding: encodingAt === -1 ? 'identity' : answer.headers[encodingAt + 1]!,
    loadAverage: { before, after: roundLoad() },
  };
}
