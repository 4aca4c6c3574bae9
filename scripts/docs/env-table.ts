/**
 * `npm run docs:env`: writes the README's configuration table from src/config/env.ts, the one list of
 * the shop's environment variables (tests/unit/env.test.ts fails while the two differ).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { envTable } from '#src/config/env.ts';

export const README = resolve(import.meta.dirname, '..', '..', 'README.md');

/** The README with its configuration table (from the header row to the first line that is not a row) replaced. */
export function withEnvTable(readme: string): string {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| variable | default |'));
  if (start < 0) throw new Error('README.md has no configuration table (a row starting "| variable | default |")');
  let end = start;
  while (lines[end]?.startsWith('|')) end++;
  return [...lines.slice(0, start), envTable(), ...lines.slice(end)].join('\n');
}

if (import.meta.main) {
  writeFileSync(README, withEnvTable(readFileSync(README, 'utf8')));
  console.log('README.md: configuration table written from src/config/env.ts');
}
