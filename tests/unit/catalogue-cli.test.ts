import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const EXAMPLE = join(ROOT, 'examples/catalogue/products.csv');
const work = mkdtempSync(join(tmpdir(), 'lucky-catalogue-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function catalogue(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env = {
    ...process.env,
    CATALOGUE_IMAGES_DIR: join(work, 'images'),
    CATALOGUE_PATH: join(work, 'default.json'),
  };
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/catalogue/main.ts'), ...args], { cwd: ROOT, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => done({ code: code ?? -1, out, err }));
  });
}

describe('npm run catalogue -- import', { timeout: 60_000 }, () => {
  it('refuses a bad file with one line per problem, exit code 1, and writes nothing', async () => {
    const folder = join(work, 'bad');
    const rows = readFileSync(EXAMPLE, 'utf8').split('\n');
    // Row 3 (the second variant) gets a negative stock and row 4 a size outside the range.
    const cells = (line: string) => line.split(',');
    const header = cells(rows[0]!);
    const edit = (row: number, column: string, value: string) => {
      const parts = cells(rows[row - 1]!);
      parts[header.indexOf(column)] = value;
      rows[row - 1] = parts.join(',');
    };
    edit(3, 'Variant Inventory Qty', '-4');
    edit(4, 'Option1 Value', '61');
    mkdirSync(folder);
    for (const name of readdirSync(join(ROOT, 'examples/catalogue')))
      copyFileSync(join(ROOT, 'examples/catalogue', name), join(folder, name));
    writeFileSync(join(folder, 'products.csv'), rows.join('\n'));
    const out = join(work, 'bad.json');

    const result = await catalogue('import', join(folder, 'products.csv'), '--out', out);
    expect(result.code).toBe(1);
    expect(result.err.trim().split('\n')).toEqual([
      expect.stringMatching(/row 3, column "Variant Inventory Qty": stock -4 is negative$/),
      expect.stringMatching(/row 4, column "Option1 Value": size 61 is outside the sizes sold \(EU 14 to 42\)$/),
    ]);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(work, 'images'))).toBe(false);
  });

  it('answers exit code 2 to a file that does not exist or a missing file name', async () => {
    expect((await catalogue('import', join(work, 'nothing.csv'))).code).toBe(2);
    expect((await catalogue('export')).code).toBe(2);
  });

  it('imports the example into CATALOGUE_PATH with its pictures; export then import gives that feed', async () => {
    const first = await catalogue('import', EXAMPLE);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    const feed = loadFeed(join(work, 'default.json'));
    expect(feed.products).toHaveLength(23);
    const pictures = readdirSync(join(work, 'images'));
    for (const product of feed.products)
      for (const image of product.images) expect('src' in image && pictures).toContain('src' in image && image.src);

    const exported = join(work, 'exported', 'products.csv');
    mkdirSync(join(work, 'exported'));
    expect((await catalogue('export', exported)).code).toBe(0);
    const again = join(work, 'again.json');
    expect((await catalogue('import', exported, '--out', again)).code).toBe(0);
    expect(loadFeed(again)).toEqual(feed);
  });
});
