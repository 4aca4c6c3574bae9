/**
 * The Node flags of one of package.json's scripts ('node --liftoff-only scripts/start.ts' → ['--liftoff-only']):
 * the tests start the server and the operator CLI the way `npm start` and `npm run shop` do (decision 018).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SCRIPTS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

export function nodeFlagsOf(script: string): string[] {
  const command = SCRIPTS[script];
  if (!command?.startsWith('node ')) throw new Error(`package.json's "${script}" script does not start node`);
  return command
    .split(/\s+/)
    .slice(1)
    .filter((arg) => arg.startsWith('-'));
}
