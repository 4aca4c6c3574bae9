/**
 * Static answers side by side (docs/decisions/014-static-answers-in-memory.md): one page requested as
 * Chromium requests it from the shop's server, from sirv serving the same client/ folder with its brotli
 * twins, and from plain node:http answering the shop's own answer (status, headers and bytes) from memory.
 * Each server runs in a process of its own; each round measures the three in turn, in a rotating order,
 * and the figures are the medians of the rounds.
 */
import { loadavg } from 'node:os';
import { measureLoad, median, recordAnswer, startPeer, startReplay, type LoadResult } from './load.ts';

/** What Chromium sends. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

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

function medianResult(results: LoadResult[], name: string): LoadResult {
  const mid = (pick: (r: LoadResult) => number) => median(results.map(pick));
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
  const headers = { 'accept-encoding': BROWSER_ENCODINGS };
  const answer = await recordAnswer(new URL(path, shopURL).href, { headers });
  if (answer.status !== 200) throw new Error(`the shop answered ${path} with ${answer.status}`);
  const sirv = await startPeer('sirv', clientDir);
  const raw = await startReplay({ answers: { '*': answer } });
  const servers = [
    { name: "shop's server", url: new URL(path, shopURL).href, runs: [] as LoadResult[] },
    { name: 'sirv (brotli)', url: new URL(path, sirv.url).href, runs: [] as LoadResult[] },
    { name: 'node:http from memory', url: new URL(path, raw.url).href, runs: [] as LoadResult[] },
  ];
  const before = roundLoad();
  try {
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
    await sirv.close();
    await raw.close();
  }
  const [shop, sirvResult, nodeHttp] = servers.map((server) => medianResult(server.runs, server.name)) as [
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
