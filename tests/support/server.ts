/**
 * Starts the real shop server (server/main.ts, with `npm start`'s Node flags) on a free port with its own
 * fresh data directory, for browser tests, API-over-HTTP tests and benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { nodeFlagsOf } from './node-flags.ts';
import { RELAXED_REQUEST_LIMITS } from './request-limits.ts';
import { seededDataDir } from './seeded-data-dir.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export interface RunningShop {
  baseURL: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server has printed so far, without colours (CI's terminal may turn them on). */
  output(): string;
  /** The same, each of the server's JSON log lines as its message (`msg`): the words as written, unescaped. */
  messages(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts a test's own fake server on a free local port, and answers the port. */
export async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Resolves when the child has ended, whether it exited or was killed by a signal. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface StartOptions {
  /**
   * Start on a copy of a data directory whose database is ready (tests/support/seeded-data-dir.ts) rather than
   * an empty one, when env.DATA_DIR names none: for tests, which start shops by the dozen. Benchmarks measure
   * a first start and leave it off.
   */
  seeded?: boolean;
  /** How long the first answer may take: a first start on the 10× catalogue seeds 24,000 variants. */
  answerWithinSeconds?: number;
}

export async function startShop(
  env: NodeJS.ProcessEnv = {},
  { seeded = false, answerWithinSeconds = 120 }: StartOptions = {},
): Promise<RunningShop> {
  // A test that must know the port before the shop starts (a webhook sender pointed at it) passes PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? (seeded ? await seededDataDir() : mkdtempSync(join(tmpdir(), 'lucky-shop-')));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlagsOf('start'), join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      REQUEST_LIMITS: RELAXED_REQUEST_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // Opening PGlite and migrating takes seconds alone, and far longer on a busy two-core machine.
  const deadline = Date.now() + answerWithinSeconds * 1000;
  for (;;) {
    // A server killed by a signal has no exit code, only a signal: either way it will never answer.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`shop server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      const response = await fetch(`${baseURL}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`shop server did not answer within ${answerWithinSeconds} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    port,
    dataDir,
    process: child,
    output: () => stripVTControlCharacters(output),
    messages: () =>
      stripVTControlCharacters(output)
        .split('\n')
        // The last line may be half written yet: only whole log lines are read.
        .map((line) => (/^\{"level":.*\}$/.test(line) ? String((JSON.parse(line) as { msg?: unknown }).msg) : line))
        .join('\n'),
    async stop() {
      const ended = exited(child);
      child.kill('SIGTERM');
      await ended;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A build of a test's own: the server code of dist/ with only its home and not-found pages, inside the
 * project (its server code finds node_modules from there), for a test that takes pages away or starts the
 * server with settings of its own. Answers the folder, to remove afterwards.
 */
export function smallBuild(name: string): string {
  const build = join(ROOT, `dist-${name}`);
  mkdirSync(join(build, 'client'), { recursive: true });
  cpSync(join(ROOT, 'dist', 'server'), join(build, 'server'), { recursive: true });
  for (const page of ['index.html', '404.html'])
    cpSync(join(ROOT, 'dist', 'client', page), join(build, 'client', page));
  return build;
}
