import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/server.ts';
import { LOCK_FILE } from '#src/commerce/db/lock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lucky-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function shop(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/shop.ts'), ...args], { cwd: ROOT, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

describe('the operator CLI (npm run shop)', { timeout: 180_000 }, () => {
  it('adds a discount code, says so, and lists it', async () => {
    const added = await shop('code-add', 'winter15', '--percent', '15', '--min', '200', '--limit', '30');
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(/^Added WINTER15\s+15% off\s+from AED 200.00\s+used 0 of 30/);
    expect((await shop('codes')).out).toContain('WINTER15');
    const disabled = await shop('code-disable', 'WINTER15');
    expect(disabled.out).toContain('Disabled: WINTER15');
  });

  it('refuses bad arguments with one clear line and a failing exit code', async () => {
    const cases: Array<[string[], string]> = [
      [['stock-set', 'P1000-BLA0-14', 'many'], 'the count must be a whole number from 0, got "many"'],
      [['code-add', 'SALE', '--percent', '10', '--fixed', '5'], 'give either --percent N or --fixed AED'],
      [['fulfil', 'abc'], 'give an order number like 1001 or #1001, got "abc"'],
      [['stock-set', 'no-such-variant', '3'], 'no variant has the id no-such-variant'],
      [['launch-rockets'], 'unknown command "launch-rockets"'],
    ];
    // Side by side: only the unknown variant opens the database, the others are refused before that.
    const results = await Promise.all(cases.map(([args]) => shop(...args)));
    cases.forEach(([args, message], index) => {
      expect(results[index]!.code, args.join(' ')).toBe(1);
      expect(results[index]!.err.split('\n')[0], args.join(' ')).toBe(`shop: ${message}`);
    });
  });

  it('stops with one line while a running server holds the embedded database', async () => {
    writeFileSync(join(dataDir, LOCK_FILE), `${process.pid}\n`);
    try {
      const result = await shop('orders');
      expect(result.code).toBe(1);
      expect(result.err.trim()).toBe(
        `shop: the data directory ${dataDir} is in use by process ${process.pid} ` +
          '(stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server)',
      );
    } finally {
      rmSync(join(dataDir, LOCK_FILE));
    }
  });
});
