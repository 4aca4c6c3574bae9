import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#tests/support/server.ts';
import { runShopCli } from '#tests/support/operator-cli.ts';

function run(
  script: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

/** The server writes its log as JSON lines: a start that fails writes one. */
function theOneLine(out: string): Record<string, unknown> {
  const lines = out.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('a malformed environment variable', { timeout: 60_000 }, () => {
  it('stops the server before it opens anything, in one log line naming the variable', async () => {
    const { code, out } = await run('server/main.ts', { PORT: 'eighty' });
    expect(code).toBe(1);
    expect(theOneLine(out)).toMatchObject({
      level: 60,
      msg: 'Lucky Shoes cannot start: PORT must be a whole number from 0 to 65535, got "eighty"',
    });
  });

  it('stops the operator CLI the same way, without repeating a password', async () => {
    const { code, err } = await runShopCli({ DATABASE_URL: 'mysql://shop:hunter2@db/shop' }, ['codes']);
    expect(code).toBe(1);
    expect(err).toBe('shop: DATABASE_URL must be memory:// or postgres://user:password@host:port/database\n');
  });
});

describe('several server processes', { timeout: 60_000 }, () => {
  it('are refused on the embedded database, in one line saying why', async () => {
    const { code, out } = await run('server/main.ts', { WEB_CONCURRENCY: '2', DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(theOneLine(out).msg).toBe(
      'Lucky Shoes cannot start: WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL=postgres://…); ' +
        'the embedded database opens in one process only',
    );
  });
});
