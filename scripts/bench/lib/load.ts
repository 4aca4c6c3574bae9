/**
 * Load measurement shared by every benchmark: autocannon against a route of the
 * running shop, and the same load against a plain node:http server (in a process
 * of its own, as the shop is) answering from memory in the same run, so figures
 * are read as ratios to what this machine can do at all, not as absolute numbers.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { RecordedAnswer, Replay } from './peer.ts';

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string | (() => string);
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
}

export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const { body } = options;
  const requests: autocannon.Request[] | undefined =
    typeof body === 'function' ? [{ setupRequest: (req) => ({ ...req, body: body() }) }] : undefined;
  // Response times are collected per request: autocannon's own summary has no p95.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        body: typeof body === 'string' ? body : undefined,
        headers: { 'content-type': 'application/json', ...options.headers },
        connections: options.connections ?? 10,
        duration: options.durationSeconds ?? 8,
        requests,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100 : NaN;
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Named runs one after another (side by side they would measure each other), their results by the same
 * names; `common` (connections, duration) applies to every run.
 */
export async function measureEach<K extends string>(
  runs: Record<K, LoadOptions>,
  common: Partial<LoadOptions> = {},
): Promise<Record<K, LoadResult>> {
  const results = {} as Record<K, LoadResult>;
  for (const key of Object.keys(runs) as K[]) results[key] = await measureLoad({ ...runs[key], ...common });
  return results;
}

export interface Peer {
  url: string;
  close(): Promise<void>;
}

/** Starts scripts/bench/lib/peer.ts in a process of its own; resolves once it listens. */
export async function startPeer(kind: 'sirv' | 'replay', target: string): Promise<Peer> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'peer.ts'), kind, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const port = Number((await lines.next()).value);
  if (!port) throw new Error(`the ${kind} server did not start`);
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return { url: `http://127.0.0.1:${port}/`, close };
}

/** Plain node:http answering recorded answers from memory, in a process of its own. */
export async function startReplay(replay: Replay): Promise<Peer> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-replay-'));
  const file = join(scratch, 'answers.json');
  writeFileSync(file, JSON.stringify(replay));
  const peer = await startPeer('replay', file).catch((error: Error) => {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  });
  return {
    url: peer.url,
    close: async () => {
      await peer.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Headers Node adds to every answer by itself: a replay sends its own. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One answer of a server exactly as sent: status, headers and the bytes on the wire (not decoded). */
export function recordAnswer(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!PER_CONNECTION.has(name.toLowerCase())) headers.push(name, res.rawHeaders[i + 1]!);
        }
        resolve({ status: res.statusCode ?? 0, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A plain node:http server answering a fixed JSON body: the floor every route is compared with. */
export function startBaseline(body: unknown = { ok: true }): Promise<Peer> {
  const payload = Buffer.from(JSON.stringify(body));
  return startReplay({
    answers: {
      '*': {
        status: 200,
        headers: ['Content-Type', 'application/json', 'Content-Length', String(payload.length)],
        bodyBase64: payload.toString('base64'),
      },
    },
  });
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Samples a process's resident memory every 200 ms until `stop()`, which answers the highest, in MiB. */
export function sampleRss(pid: number): { stop(): number } {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // the process ended; its last sample stands
    }
  }, 200);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * A process's resident memory once it has settled: V8 compiles the database's hottest WebAssembly functions
 * in the background for some seconds after a start, which takes memory for a while and gives it back. Settled
 * is no change over 1 MiB for 3 s; after `maxSeconds` the last sample stands.
 */
export async function settledRssMiB(pid: number, maxSeconds = 60): Promise<number> {
  const samples: number[] = [];
  for (let waited = 0; waited <= maxSeconds; waited++) {
    samples.push(rssMiB(pid));
    const last = samples.slice(-4);
    if (last.length === 4 && Math.max(...last) - Math.min(...last) <= 1) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return samples.at(-1)!;
}

/** One load run as a table row, its name under `label`. */
export function loadRow(label: string, run: LoadResult): Record<string, string | number> {
  return {
    [label]: run.name,
    'req/s': run.requestsPerSecond,
    'p50 ms': run.p50Ms,
    'p95 ms': run.p95Ms,
    'p99 ms': run.p99Ms,
    errors: run.errors,
    non2xx: run.non2xx,
  };
}

/** 'p50 1.2×, p95 3.4×': a run's latencies as multiples of the baseline's. */
export function latencyRatios(run: LoadResult, floor: LoadResult): string {
  const times = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  return `p50 ${times(run.p50Ms, floor.p50Ms)}, p95 ${times(run.p95Ms, floor.p95Ms)}`;
}

export function formatTable(rows: Array<Record<string, string | number>>): string {
  if (rows.length === 0) return '';
  // Every row's columns, in the order they first appear: a baseline row may lack the figures of the rest.
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => String(r[c] ?? '')))),
  ].join('\n');
}
