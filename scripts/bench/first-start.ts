/**
 * `node scripts/bench/first-start.ts [--runs 3] [--keep] [--patch FILE]`: `npm start` as a new user meets it
 * (issue 36 item 3).
 * Clones the committed tree into a temporary folder, gives it a node_modules of its own that links every
 * installed package of this checkout but holds no `.cache` and no `.astro` (so no picture cache, no pages to
 * reuse, no dist/, no pictures/: `npm install` is not timed), then times `npm start`'s command until the
 * shop answers `/` with 200. Prints, per run, that time, the build's own phases line (its `astro and pictures`
 * phase is the pages), and when every drawn picture was in place, and the machine's load average.
 * `npm run bench` prints the median beside its target (bench/targets.json).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { nodeFlagsOf } from '#tests/support/node-flags.ts';
import { exited, freePort, ROOT } from '#tests/support/server.ts';
import { run } from '../lib/build.ts';

export interface FirstStart {
  /** From the command's start until `/` answered 200. */
  seconds: number;
  /** The build's phases line (`[build] … ready in … s (…): catalogue …, astro and pictures …, …`). */
  buildLine: string;
  /** Until the last drawn picture was in place, when the pictures were still being drawn after `/` answered. */
  picturesSeconds: number | null;
  load: number;
}

/** A node_modules linking every package here, without the caches a fresh install does not have. */
function freshNodeModules(clone: string): void {
  const target = join(clone, 'node_modules');
  mkdirSync(target);
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '.astro' || entry === '.vite') continue;
    symlinkSync(join(ROOT, 'node_modules', entry), join(target, entry));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** `patch`: a `git diff` applied to the clone, to time changes not yet committed. */
export async function measureFirstStart({ keep = false, timeoutSeconds = 300, patch = '' } = {}): Promise<FirstStart> {
  const clone = mkdtempSync(join(tmpdir(), 'lucky-first-start-'));
  rmSync(clone, { recursive: true });
  try {
    await run('git', ['clone', '-q', ROOT, clone]);
    if (patch) await run('git', ['-C', clone, 'apply', patch]);
    freshNodeModules(clone);
  } catch (error) {
    rmSync(clone, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const load = loadavg()[0]!;
  const started = performance.now();
  // As `npm start` runs it, without npm's own start-up in the figure.
  const child = spawn(process.execPath, [...nodeFlagsOf('start'), join(clone, 'scripts', 'start.ts')], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(clone, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let picturesAt: number | null = null;
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    if (picturesAt === null && /\[pictures\] all \d+ drawn/.test(output)) picturesAt = performance.now();
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  try {
    let seconds = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended (exit ${child.exitCode}):\n${output.slice(-2000)}`);
      if (await answers(`http://127.0.0.1:${port}/`)) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
      if (performance.now() - started > timeoutSeconds * 1000) throw new Error(`no answer in ${timeoutSeconds} s`);
      await new Promise((wait) => setTimeout(wait, 200));
    }
    // Pictures drawn after the shop answers (decision 007) are waited for, so the figure says when they were.
    const deferred = /\[pictures\] drawing \d+/.test(output);
    while (deferred && picturesAt === null && performance.now() - started < timeoutSeconds * 1000) {
      if (child.exitCode !== null) break;
      await new Promise((wait) => setTimeout(wait, 200));
    }
    const end: number | null = picturesAt;
    return {
      seconds,
      buildLine: /\[build\] \S+ ready in[^\n]*/.exec(output)?.[0] ?? '(no build line)',
      picturesSeconds: deferred && end !== null ? (end - started) / 1000 : null,
      load,
    };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
    if (!keep) rmSync(clone, { recursive: true, force: true });
    else console.log(`[first-start] kept ${clone}`);
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '1' }, keep: { type: 'boolean' }, patch: { type: 'string' } },
  });
  const results: FirstStart[] = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const result = await measureFirstStart({ keep: values.keep, patch: values.patch });
    results.push(result);
    console.log(
      `[first-start] run ${i + 1}: / answered after ${result.seconds.toFixed(1)} s` +
        (result.picturesSeconds === null ? '' : `, every picture drawn after ${result.picturesSeconds.toFixed(1)} s`) +
        ` (load ${result.load.toFixed(1)})\n  ${result.buildLine}`,
    );
  }
  const sorted = results.map((r) => r.seconds).sort((a, b) => a - b);
  console.log(`[first-start] median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} s of ${sorted.length}`);
}
