import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '#tests/support/server.ts';

describe("a line the engine's thread logs", { timeout: 120_000 }, () => {
  it('carries the id of the request that called the engine, and none outside a request', async () => {
    const script = join(ROOT, 'tests/api/support/engine-thread-log.ts');
    const child = spawn(process.execPath, [script, inject('pgliteSnapshot') ?? ''], { cwd: ROOT });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect([code, err]).toEqual([0, '']);
    const staffActions = out
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'staff action');
    expect(staffActions).toEqual([
      expect.objectContaining({ level: 30, reqId: 'req-in-engine', target: 'in-request@example.com' }),
      expect.not.objectContaining({ reqId: expect.anything() }),
    ]);
    expect(staffActions[1]).toMatchObject({ target: 'outside@example.com' });
  });
});
