import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetReusablePagesOnNewConfig } from '#scripts/lib/build.ts';

describe("the pages Astro's incremental build keeps for reuse", () => {
  let cacheDir: string;
  const manifest = () => join(cacheDir, 'incremental-build.json');
  const keepSomePages = () => writeFileSync(manifest(), '{"version":1,"routes":{}}');
  beforeEach(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'lucky-astro-cache-'));
  });
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('are kept while astro.config.mjs is unchanged', () => {
    forgetReusablePagesOnNewConfig(cacheDir, 'export default {}');
    keepSomePages();
    expect(forgetReusablePagesOnNewConfig(cacheDir, 'export default {}')).toBe(false);
    expect(existsSync(manifest())).toBe(true);
  });

  it('are forgotten when astro.config.mjs changes, since Astro does not hash all of it', () => {
    forgetReusablePagesOnNewConfig(cacheDir, 'export default {}');
    keepSomePages();
    expect(forgetReusablePagesOnNewConfig(cacheDir, 'export default { vite: { build: {} } }')).toBe(true);
    expect(existsSync(manifest())).toBe(false);
  });

  it('are forgotten when no config was recorded beside them', () => {
    keepSomePages();
    expect(forgetReusablePagesOnNewConfig(cacheDir, 'export default {}')).toBe(true);
    expect(existsSync(manifest())).toBe(false);
  });

  it('need no cache folder yet', () => {
    rmSync(cacheDir, { recursive: true });
    expect(forgetReusablePagesOnNewConfig(cacheDir, 'export default {}')).toBe(true);
    expect(forgetReusablePagesOnNewConfig(cacheDir, 'export default {}')).toBe(false);
  });
});
