/**
 * A publish's overlay (scripts/lib/page-overlay.ts): the pages it rendered, and every other file of the live
 * build, shared, not copied; never a page the range no longer has, nor a twin of a page rendered again.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOverlay } from '#server/builds.ts';
import { PAGE_KEYS, type PageKeys, takeUnchangedFromLive } from '#scripts/lib/page-overlay.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(name: string, files: Record<string, string>, paths: PageKeys['paths']): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'client', file)), { recursive: true });
    writeFileSync(join(dir, 'client', file), text);
  }
  writeFileSync(
    join(dir, PAGE_KEYS),
    JSON.stringify({ version: 1, site: 'http://localhost', paths } satisfies PageKeys),
  );
  return dir;
}

const page = (file: string, key: string) => ({ key, file, page: true });

describe('an overlay over the live build', () => {
  it('takes the unchanged pages and their twins from the live build as the same files', () => {
    root = mkdtempSync(join(tmpdir(), 'lucky-overlay-'));
    const live = build(
      'live',
      {
        'a/index.html': 'old a',
        'a/index.html.br': 'old a br',
        'b/index.html': 'b',
        'b/index.html.br': 'b br',
        'b/index.html.gz': 'b gz',
        'gone/index.html': 'gone',
        'gone/index.html.gz': 'gone gz',
        'generated/p/1.webp': 'picture',
        '_astro/x.js': 'script',
      },
      { '/a': page('a/index.html', '1'), '/b': page('b/index.html', '1'), '/gone': page('gone/index.html', '1') },
    );
    const overlay = build(
      'overlay',
      { 'a/index.html': 'new a', '_astro/x.js': 'script' },
      {
        '/a': page('a/index.html', '2'),
        '/b': page('b/index.html', '1'),
      },
    );

    expect(takeUnchangedFromLive(overlay, live)).toBe(3);

    const at = (dir: string, file: string) => join(dir, 'client', file);
    expect(readFileSync(at(overlay, 'a/index.html'), 'utf8')).toBe('new a');
    expect(existsSync(at(overlay, 'a/index.html.br')), 'a twin of the old page').toBe(false);
    for (const file of ['b/index.html', 'b/index.html.br', 'b/index.html.gz'])
      expect(statSync(at(overlay, file)).ino, file).toBe(statSync(at(live, file)).ino);
    expect(existsSync(at(overlay, 'gone/index.html'))).toBe(false);
    expect(existsSync(at(overlay, 'gone/index.html.gz'))).toBe(false);
    expect(existsSync(at(overlay, 'generated/p/1.webp')), 'pictures come from their store').toBe(false);
    expect(statSync(at(overlay, '_astro/x.js')).ino).not.toBe(statSync(at(live, '_astro/x.js')).ino);
    expect(readOverlay(overlay)).toEqual({ live, rendered: expect.arrayContaining(['/a/index.html', '/_astro/x.js']) });
    expect(readOverlay(overlay)?.rendered).toHaveLength(2);
  });
});
