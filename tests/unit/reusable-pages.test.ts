import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetReusablePagesOnNewCode, pageCodeDigest } from '#scripts/lib/build.ts';

describe("the pages Astro's incremental build keeps for reuse", () => {
  let cacheDir: string;
  const manifest = () => join(cacheDir, 'incremental-build.json');
  const keepSomePages = () => writeFileSync(manifest(), '{"version":1,"routes":{}}');
  beforeEach(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'lucky-astro-cache-'));
  });
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('are kept while the code is unchanged', () => {
    forgetReusablePagesOnNewCode(cacheDir, 'code-1');
    keepSomePages();
    expect(forgetReusablePagesOnNewCode(cacheDir, 'code-1')).toBe(false);
    expect(existsSync(manifest())).toBe(true);
  });

  it('are forgotten when the code changes, since a reused page names the scripts of the build it came from', () => {
    forgetReusablePagesOnNewCode(cacheDir, 'code-1');
    keepSomePages();
    expect(forgetReusablePagesOnNewCode(cacheDir, 'code-2')).toBe(true);
    expect(existsSync(manifest())).toBe(false);
  });

  it('are forgotten when no code was recorded beside them', () => {
    keepSomePages();
    expect(forgetReusablePagesOnNewCode(cacheDir, 'code-1')).toBe(true);
    expect(existsSync(manifest())).toBe(false);
  });

  it('need no cache folder yet', () => {
    rmSync(cacheDir, { recursive: true });
    expect(forgetReusablePagesOnNewCode(cacheDir, 'code-1')).toBe(true);
    expect(forgetReusablePagesOnNewCode(cacheDir, 'code-1')).toBe(false);
  });
});

describe('the code the pages are built by', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lucky-page-code-'));
    write('src/features/checkout/CheckoutForm.astro', '<form></form>');
    write('src/data/blog/entries.json', '{"items":[]}');
    write('scripts/lib/on-demand-stylesheets.ts', 'export {}');
    write('astro.config.mjs', 'export default {}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes with a source file, an integration or the config', () => {
    for (const [path, text] of [
      ['src/features/checkout/delivery-days.client.ts', 'export {}'],
      ['scripts/lib/on-demand-stylesheets.ts', 'export const x = 1'],
      ['astro.config.mjs', 'export default { build: { concurrency: 4 } }'],
    ]) {
      const before = pageCodeDigest(root);
      write(path!, text!);
      expect(pageCodeDigest(root), path).not.toBe(before);
    }
  });

  it('stays the same when only the content kept in the repository changes (a publish)', () => {
    const before = pageCodeDigest(root);
    write('src/data/blog/entries.json', '{"items":[{"sys":{"id":"new-post"}}]}');
    write('src/data/catalogue.json', '{"products":[]}');
    expect(pageCodeDigest(root)).toBe(before);
  });
});
