/**
 * A throw-away Varnish in front of a shop, with the repository's VCL (deploy/varnish/shop.vcl) pointed at
 * the shop's port: for the CDN test (tests/e2e/cdn.test.ts) and `npm run bench:edge`.
 * scripts/ci/with-varnish.sh does the same from the shell and installs Debian's varnish when missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const VCL = join(ROOT, 'deploy', 'varnish', 'shop.vcl');
const VARNISHD = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'];

/** varnishd's path, or undefined when Varnish is not installed. */
export function varnishd(): string | undefined {
  return VARNISHD.find((path) => existsSync(path));
}

export interface RunningVarnish {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The VCL with its backend replaced by the shop's address. */
export function vclFor(backendHost: string, backendPort: number): string {
  return readFileSync(VCL, 'utf8')
    .replace(/\.host = "[^"]*";/, `.host = "${backendHost}";`)
    .replace(/\.port = "[^"]*";/, `.port = "${backendPort}";`);
}

/** Starts varnishd in the foreground on a spare port; resolves once it answers. */
export async function startVarnish(backendPort: number, backendHost = '127.0.0.1'): Promise<RunningVarnish> {
  const binary = varnishd();
  if (!binary) throw new Error('varnishd is not installed (apt-get install varnish)');
  const dir = mkdtempSync(join(tmpdir(), 'lucky-varnish-'));
  chmodSync(dir, 0o755);
  const vcl = join(dir, 'shop.vcl');
  writeFileSync(vcl, vclFor(backendHost, backendPort));
  chmodSync(vcl, 0o644);
  const port = await freePort();
  // varnishd makes its working directory with the umask it inherits, then compiles the VCL in it as its own
  // unprivileged user: under the shop's umask 077 (a test process that opened the engine) that user cannot
  // write there. The child gets 022; this process keeps its own.
  const umask = process.umask(0o022);
  const child: ChildProcess = spawn(
    binary,
    [
      '-F',
      '-n',
      join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vcl,
      '-s',
      'malloc,256m',
      // The shop keeps brotli and gzip twins; Varnish keeps one object per coding (Vary) instead of gzipping.
      '-p',
      'http_gzip_support=off',
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  process.umask(umask);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`varnishd did not answer within 30 s:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    port,
    async stop() {
      if (child.exitCode === null) {
        const ended = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await ended;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
