/**
 * The operator CLI run as `npm run shop -- …` runs it: the node arguments of package.json's `shop` script
 * (V8's baseline WebAssembly compiler only: a command's few queries do not wait on V8 optimising PostgreSQL
 * for seconds before the process may exit), in a process of its own.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { nodeFlagsOf } from './node-flags.ts';
import { ROOT } from './server.ts';

const NODE_ARGS = [...nodeFlagsOf('shop'), join(ROOT, 'scripts/shop.ts')];

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs `shop <args>` with the variables given over the tests' own; DATABASE_URL only when given (the
 * embedded database of DATA_DIR otherwise).
 */
export function runShopCli(vars: Record<string, string>, args: readonly string[]): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...vars };
  if (!vars.DATABASE_URL) delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_ARGS, ...args], { cwd: ROOT, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

/** `shop <args>` on the embedded database of `dataDir`: its output, or a rejection with its error output. */
export async function operatorOutput(dataDir: string, ...args: string[]): Promise<string> {
  const { code, out, err } = await runShopCli({ DATA_DIR: dataDir }, args);
  if (code !== 0) throw new Error(`shop ${args.join(' ')}: ${err || out}`);
  return out;
}
