/**
 * `npm test`: format and lint checks, type-check, build when stale, then every unit, API and browser
 * test in one Vitest run. Ends with one line: 'tests: N passed, N failed'.
 *
 * `npm run test:quick`: the same checks, then the unit and API tests only (no build, no browser),
 * for the inner loop.
 *
 * `npm run test:postgres` (DATABASE_URL=postgres://…, as .ci/run sets it up):
 * the API tests and the short reliability scenarios on that PostgreSQL server.
 */
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
  const chrome = await findChromium();
  if (!chrome) {
    console.error(HOW_TO_GET_A_BROWSER);
    process.exit(1);
  }
  process.env.CHROME_PATH = chrome;
}

const bin = (path: string) => join(ROOT, 'node_modules', path);

/** Prettier and ESLint name every file they refuse; the type check follows. */
async function checkSources(): Promise<void> {
  await run(process.execPath, [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);
  await run(process.execPath, [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.']);
  await run(process.execPath, [bin('astro/bin/astro.mjs'), 'check', '--minimumSeverity', 'warning']);
}

const report = join(ROOT, '.test-results.json');
rmSync(report, { force: true });
const vitest = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(
    process.execPath,
    [bin('vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );

let failedStep: string | null = null;
try {
  if (onPostgres) {
    await ensureBuilt();
    await vitest(['--project', 'api', ...vitestArgs], { API_TEST_DATABASE_URL: DATABASE_URL });
  } else if (quick) {
    await checkSources();
    await vitest(['--project', 'unit', '--project', 'api', ...vitestArgs]);
  } else {
    await checkSources();
    await ensureBuilt();
    await vitest(vitestArgs);
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
      'oversell,crash,bad-input',
    ]);
  } catch (error) {
    failedStep = (error as Error).message;
  }
}
if (failedStep) console.error(failedStep);
if (failedStep && failed === 0) failed = 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedStep ? 1 : 0);
