/**
 * The data directory and backups are the shop user's alone: the outbox in the database keeps reset links
 * in plain text, which another user of the machine could otherwise read (docs/product.md §12).
 */
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#src/commerce/db/index.ts';
import { backupDatabase } from '#src/commerce/db/backup.ts';
import { log } from '#src/config/log.server.ts';
import { seededDataDir } from '../support/seeded-data-dir.ts';

const scratch = mkdtempSync(join(tmpdir(), 'lucky-private-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every path under `dir` (itself included, symbolic links left out) with its permission bits. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    found.set(path, stats.mode & 0o777);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

function openToOthers(dir: string): string[] {
  return [...modes(dir)]
    .filter(([, mode]) => (mode & 0o077) !== 0)
    .map(([path, mode]) => `${path} ${mode.toString(8)}`);
}

describe('the data directory', () => {
  it('is created 0700, and the database files in it 0600', async () => {
    const dataDir = join(scratch, 'new', 'data');
    const db = await openDatabase({ dataDir });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      const files = [...modes(dataDir)].filter(([path]) => statSync(path).isFile());
      expect(files.length).toBeGreaterThan(100);
      expect(new Set(files.map(([, mode]) => mode))).toEqual(new Set([0o600]));
    } finally {
      await db.close();
    }
  });

  it('that other users could read is repaired at start with one line, without following a link out of it', async () => {
    const dataDir = await seededDataDir('lucky-open-');
    const outside = join(scratch, 'outside.txt');
    writeFileSync(outside, 'not the shop’s\n');
    chmodSync(outside, 0o644);
    try {
      symlinkSync(outside, join(dataDir, 'link-out'));
      for (const [path] of modes(dataDir)) chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o666);
      const count = modes(dataDir).size;
      const warn = vi.spyOn(log(), 'warn').mockImplementation(() => {});

      await (await openDatabase({ dataDir })).close();
      expect(warn.mock.calls).toEqual([
        [`[data] DATA_DIR ${dataDir} was readable by other users: modes repaired to 0700/0600 (${count} files)`],
      ]);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(modeOf(outside)).toBe(0o644);

      warn.mockClear();
      await (await openDatabase({ dataDir })).close();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a backup', () => {
  it('is written 0600, in a folder made 0700, even over a file that was readable', async () => {
    const dataDir = await seededDataDir('lucky-backup-');
    const db = await openDatabase({ dataDir });
    try {
      const folder = join(scratch, 'backups');
      const made = await backupDatabase(db, join(folder, 'shop.tar.gz'));
      expect(modeOf(folder)).toBe(0o700);
      expect(modeOf(made.file)).toBe(0o600);

      const shared = join(scratch, 'shared');
      mkdirSync(shared, { mode: 0o755 });
      chmodSync(shared, 0o755);
      const over = join(shared, 'shop.tar.gz');
      writeFileSync(over, 'old');
      writeFileSync(`${over}.partial`, 'left by a backup that died');
      chmodSync(over, 0o644);
      chmodSync(`${over}.partial`, 0o666);
      await backupDatabase(db, over);
      expect(modeOf(over)).toBe(0o600);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
