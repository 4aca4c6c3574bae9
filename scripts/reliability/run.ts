/**
 * `npm run reliability [-- --short] [-- --only oversell,crash]`: the scenarios
 * that prove the shop holds up, each with a PASS/FAIL line, then a summary line
 * and an exit code. Builds first when the build is stale. DATABASE_URL=postgres://…
 * runs them against PostgreSQL instead of PGlite, and adds the scenarios with two server processes
 * (two-processes.ts), which PGlite skips.
 */
import { parseArgs } from 'node:util';
import { ensureBuilt } from '../lib/build.ts';
import { badInput } from './bad-input.ts';
import { cardForged, cardKill, cardRace } from './card-payments.ts';
import { crash } from './crash.ts';
import type { ScenarioOptions, Verdict } from './harness.ts';
import { hostile } from './hostile.ts';
import { oversell } from './oversell.ts';
import { soak } from './soak.ts';
import { killOneOfTwo, oversellAcrossTwo, publishAcrossTwo } from './two-processes.ts';

const SCENARIOS: Record<string, (options: ScenarioOptions) => Promise<Verdict>> = {
  oversell,
  crash,
  'bad-input': badInput,
  soak,
  hostile,
  'oversell-2': oversellAcrossTwo,
  'kill-one-of-2': killOneOfTwo,
  'publish-2': publishAcrossTwo,
  'card-race': cardRace,
  'card-kill': cardKill,
  'card-forged': cardForged,
};

const { values } = parseArgs({ options: { short: { type: 'boolean', default: false }, only: { type: 'string' } } });
const names = values.only ? values.only.split(',').map((s) => s.trim()) : Object.keys(SCENARIOS);
const unknown = names.filter((n) => !SCENARIOS[n]);
if (unknown.length) {
  console.error(
    `reliability: unknown scenario ${unknown.join(', ')}; choose from ${Object.keys(SCENARIOS).join(', ')}`,
  );
  process.exit(2);
}

await ensureBuilt();
let passed = 0;
let failed = 0;
for (const name of names) {
  const started = Date.now();
  let verdict: Verdict;
  try {
    verdict = await SCENARIOS[name]!({ short: values.short });
  } catch (error) {
    verdict = { name, passed: false, detail: `could not run: ${(error as Error).message.split('\n')[0]}` };
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${verdict.passed ? 'PASS' : 'FAIL'} ${verdict.name} (${seconds} s): ${verdict.detail}`);
  if (verdict.passed) passed++;
  else failed++;
}
console.log(`reliability: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
