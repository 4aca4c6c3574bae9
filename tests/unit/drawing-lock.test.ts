/**
 * One renderer at a time per picture store (scripts/images/drawing-lock.ts): a publish's build during the
 * first start's drawing behind the shop waits for it instead of drawing the same files beside it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawingAlone, lockOf } from '#scripts/images/drawing-lock.ts';

let root: string;
let store: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lucky-drawing-'));
  store = join(root, 'pictures');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('drawing pictures into one store', () => {
  it('makes a second drawer wait until the first is done, and tells it who it waits for', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = drawingAlone(store, async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first ends');
    });
    const waitedFor: number[] = [];
    const second = drawingAlone(
      store,
      async () => void order.push('second starts'),
      (pid) => waitedFor.push(pid),
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(order).toEqual(['first starts']);
    expect(waitedFor).toEqual([process.pid]);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    expect(existsSync(lockOf(store))).toBe(false);
  });

  it('takes over a lock whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(lockOf(store), gone);
    const waited: number[] = [];
    expect(
      await drawingAlone(
        store,
        async () => 'drawn',
        (pid) => waited.push(pid),
      ),
    ).toBe('drawn');
    expect(waited).toEqual([]);
  });

  it('lets the store go when the drawing fails', async () => {
    await expect(
      drawingAlone(store, async () => {
        throw new Error('sharp failed');
      }),
    ).rejects.toThrow('sharp failed');
    expect(existsSync(lockOf(store))).toBe(false);
  });
});
