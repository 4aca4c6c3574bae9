/**
 * `npm test`: build when stale, then every unit, API and browser test in one Vitest run, with the format,
 * lint and type checks beside it. Ends with one line: 'tests: N passed, N failed'.
 *
 * `npm run test:quick`: the same checks, then the unit and API tests that run inside Vitest's own workers (no
 * build, no browser, no process of their own), for the inner loop.
 *
 * `npm run test:postgres` (DATABASE_URL=postgres://…, as .ci/run sets it up):
 * the API tests and the short reliability scenarios on that PostgreSQL server.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ROOT, run } from './lib/build.ts';
import { findChromium, HOW_TO_GET_A_BROWSER } from './lib/browser.ts';
import { readEnvOrExit } from '#src/config/env.ts';

const onPostgres = process.argv.includes('--postgres');
const quick = process.argv.includes('--quick');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--postgres' && arg !== '--quick');

const { DATABASE_URL } = readEnvOrExit('npm test');
if (onPostgres && !DATABASE_URL?.startsWith('postgres')) {
  console.error(
    'test:postgres needs DATABASE_URL=postgres://… (bash scripts/ci/with-postgres.sh npm run test:postgres starts one)',
  );
  process.exit(2);
}

if (!quick) {
  const chrome = await findChromium({ forTests: true });
  if (!chrome) {
    console.error(HOW_TO_GET_A_BROWSER);
    process.exit(1);
  }
  process.env.CHROME_PATH = chrome;
}

const bin = (path: string) => join(ROOT, 'node_modules', path);

/**
 * The unit and API files that start processes of their own (the server, the operator CLI, astro sync, a thread
 * for the engine): a start costs seconds, and together they were more than half of the quick loop's four
 * minutes on two cores. `npm test` runs them.
 */
const OWN_PROCESS_FILES = [
  'tests/api/cli.test.ts',
  'tests/api/database.test.ts',
  'tests/api/engine-thread.test.ts',
  'tests/api/observe.test.ts',
  'tests/api/startup.test.ts',
  'tests/unit/blog-store.test.ts',
  'tests/unit/catalogue-cli.test.ts',
];

// Prettier and ESLint remember the files they passed (in node_modules/.cache): a second run checks only what changed.
const CHECKS = {
  format: [bin('prettier/bin/prettier.cjs'), '--check', '--cache', '--log-level', 'warn', '.'],
  lint: [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '--cache', '--cache-location', bin('.cache/eslint/'), '.'],
  types: [bin('astro/bin/astro.mjs'), 'check', '--minimumSeverity', 'warning'],
};

/** Runs a check with its output held back, so that checks run side by side print one after another. */
function runCheck(args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => resolvePromise({ ok: false, output: String(error) }));
    child.on('exit', (code) => resolvePromise({ ok: code === 0, output }));
  });
}

/**
 * Prettier and ESLint name every file they refuse, astro check every type error. The three run at
 * once, beside the tests: each keeps about one core busy, and the tests, waiting on browsers, servers and
 * PGlite, leave about a third of two cores idle, which the checks take. Beside the build, which keeps both
 * cores busy, they only lengthened it.
 */
async function checkSources(): Promise<void> {
  const names = Object.keys(CHECKS) as Array<keyof typeof CHECKS>;
  const results = await Promise.all(names.map((name) => runCheck(CHECKS[name])));
  const failed = names.filter((name, index) => {
    const { ok, output } = results[index]!;
    if (!ok) console.error(`[${name}] failed:\n${output}`);
    return !ok;
  });
  if (failed.length > 0) throw new Error(`${failed.join(', ')} check failed (see above)`);
  console.log(`[checks] ${names.join(', ')}: clean`);
}

const report = join(ROOT, '.test-results.json');
rmSync(report, { force: true });
const vitest = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(
    process.execPath,
    [bin('vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );

/** Runs steps side by side, each to its end; the first that failed is the one reported. */
async function together(...steps: Array<Promise<unknown>>): Promise<void> {
  const failure = (await Promise.allSettled(steps)).find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

let failedStep: string | null = null;
try {
  if (onPostgres) {
    await ensureBuilt();
    // One PostgreSQL database serves every file (PGlite gives each its own), so files would take each other's
    // stock: they run one after another.
    await vitest(['--project', 'api', '--no-file-parallelism', ...vitestArgs], { API_TEST_DATABASE_URL: DATABASE_URL });
  } else if (quick) {
    const leftOut = OWN_PROCESS_FILES.flatMap((file) => ['--exclude', file]);
    await together(checkSources(), vitest(['--project', 'unit', '--project', 'api', ...leftOut, ...vitestArgs]));
  } else {
    const built = ensureBuilt();
    // A build that failed is reported beside what the checks found.
    await built.catch(() => undefined);
    await together(
      checkSources(),
      built.then(() => vitest(vitestArgs)),
    );
  }
} catch (error) {
  failedStep = (error as Error).message;
}

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed = results.numPassedTests;
  failed = results.numFailedTests;
}
if (onPostgres && !failedStep) {
  try {
    await run(process.execPath, [
      join(ROOT, 'scripts/reliability/run.ts'),
      '--short',
      '--only',
      // hostile replays what a hostile probe found (issue 37); the card ones pay on the Stripe stand-in (issue 33);
      // the last three run two server processes on the one PostgreSQL (issue 16).
      'oversell,crash,bad-input,hostile,card-race,card-kill,card-forged,oversell-2,kill-one-of-2,publish-2',
    ]);
  } catch (error) {
    failedStep = (error as Error).message;
  }
}
if (failedStep) console.error(failedStep);
if (failedStep && failed === 0) failed = 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedStep ? 1 : 0);
