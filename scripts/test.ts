/**
 * `npm test`: type-check, build when stale, then every unit, API and browser
 * test in one Vitest run. Ends with one line: 'tests: N passed, N failed'.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ROOT, run } from './lib/build.ts';
import { findChromium, HOW_TO_GET_A_BROWSER } from './lib/browser.ts';

const chrome = await findChromium();
if (!chrome) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
process.env.CHROME_PATH = chrome;

const report = join(ROOT, '.test-results.json');
rmSync(report, { force: true });
let failedStep: string | null = null;
try {
  await run(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'check', '--minimumSeverity', 'warning']);
  await ensureBuilt();
  await run(process.execPath, [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ]);
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
if (failedStep) console.error(failedStep);
if (failedStep && failed === 0) failed = 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedStep ? 1 : 0);
