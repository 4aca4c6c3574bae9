/**
 * `npm run build` where a build already stands (scripts/lib/build.ts): the new build takes the old one's
 * twins for unchanged files, and a build that fails leaves the old one to serve.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP } from '#server/builds.ts';
import { replacingBuild } from '#scripts/lib/build.ts';

describe('a build made where another stands', () => {
  let root: string;
  let dir: string;
  const page = (build: string) => join(build, 'client', 'index.html');

  /** What `astro build` and the twins do, as far as these folders go. */
  function writeBuild(build: string, html: string, finished = true) {
    mkdirSync(join(build, 'client'), { recursive: true });
    writeFileSync(page(build), html);
    if (finished) writeFileSync(join(build, BUILD_STAMP), new Date().toISOString());
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lucky-rebuild-'));
    dir = join(root, 'dist');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is given the old build to take twins from, and the old build is gone once the new one is made', async () => {
    writeBuild(dir, '<p>old</p>');
    let given: string | undefined;
    const made = await replacingBuild(dir, async (previous) => {
      given = previous;
      expect(readFileSync(page(previous!), 'utf8')).toBe('<p>old</p>');
      expect(existsSync(dir)).toBe(false);
      writeBuild(dir, '<p>new</p>');
      return 'made';
    });
    expect(made).toBe('made');
    expect(readFileSync(page(dir), 'utf8')).toBe('<p>new</p>');
    expect(existsSync(given!)).toBe(false);
  });

  it('that fails leaves the old build whole, to serve until the next', async () => {
    writeBuild(dir, '<p>old</p>');
    const failing = replacingBuild(dir, async () => {
      writeBuild(dir, '<p>half</p>', false);
      throw new Error('astro build failed (exit 1)');
    });
    await expect(failing).rejects.toThrow('astro build failed (exit 1)');
    expect(readFileSync(page(dir), 'utf8')).toBe('<p>old</p>');
    expect(existsSync(join(dir, BUILD_STAMP))).toBe(true);
    expect(existsSync(`${dir}-replaced`)).toBe(false);
  });

  it('is made in place, with nothing to take, where no finished build stands', async () => {
    writeBuild(dir, '<p>half</p>', false);
    const given: Array<string | undefined> = [];
    await replacingBuild(dir, async (previous) => {
      given.push(previous);
      writeBuild(dir, '<p>new</p>');
    });
    await replacingBuild(join(root, 'never-built'), async (previous) => {
      given.push(previous);
    });
    expect(given).toEqual([undefined, undefined]);
  });

  it('clears what a build stopped halfway left beside the folder', async () => {
    writeBuild(dir, '<p>old</p>');
    writeBuild(`${dir}-replaced`, '<p>older, from a build that was stopped</p>');
    await replacingBuild(dir, async (previous) => {
      expect(readFileSync(page(previous!), 'utf8')).toBe('<p>old</p>');
      writeBuild(dir, '<p>new</p>');
    });
    expect(existsSync(`${dir}-replaced`)).toBe(false);
  });
});
