/**
 * A publish's overlay (scripts/lib/page-overlay.ts): the pages it rendered, and every other file of the live
 * build, shared, not copied; never a page the range no longer has, nor a twin of a page rendered again.
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOverlay } from '#server/builds.ts';
import { indexStatic } from '#server/static.ts';
import { PAGE_KEYS, type PageKeys } from '#scripts/lib/page-keys.ts';
import { takeUnchangedFromLive } from '#scripts/lib/page-overlay.ts';

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

/** A live build, an overlay Astro rendered over it, and the picture store. */
function lay() {
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
      'generated/v/old.webp': 'a picture the store no longer has',
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
  const store = join(root, 'pictures');
  mkdirSync(join(store, 'v'), { recursive: true });
  writeFileSync(join(store, 'v', 'kept.webp'), 'picture');
  writeFileSync(join(store, 'v', 'new.webp'), 'a picture drawn since');
  linkSync(join(store, 'v', 'kept.webp'), join(live, 'client', 'generated', 'v', 'kept.webp'));
  return { live, overlay, store };
}

describe('an overlay over the live build', () => {
  it('takes the unchanged pages and their twins from the live build, and the pictures from their store', () => {
    const { live, overlay, store } = lay();
    expect(takeUnchangedFromLive(overlay, live, store)).toBe(3);

    const at = (dir: string, file: string) => join(dir, 'client', file);
    expect(readFileSync(at(overlay, 'a/index.html'), 'utf8')).toBe('new a');
    expect(existsSync(at(overlay, 'a/index.html.br')), 'a twin of the old page').toBe(false);
    for (const file of ['b/index.html', 'b/index.html.br', 'b/index.html.gz'])
      expect(statSync(at(overlay, file)).ino, file).toBe(statSync(at(live, file)).ino);
    expect(existsSync(at(overlay, 'gone/index.html'))).toBe(false);
    expect(existsSync(at(overlay, 'gone/index.html.gz'))).toBe(false);
    for (const name of ['kept.webp', 'new.webp'])
      expect(statSync(at(overlay, `generated/v/${name}`)).ino, name).toBe(statSync(join(store, 'v', name)).ino);
    expect(existsSync(at(overlay, 'generated/v/old.webp'))).toBe(false);
    expect(statSync(at(overlay, '_astro/x.js')).ino).not.toBe(statSync(at(live, '_astro/x.js')).ino);

    const record = readOverlay(overlay)!;
    expect(record.live).toBe(live);
    expect(record.fresh.sort()).toEqual(['/_astro/x.js', '/a/index.html', '/generated/v/new.webp']);
    expect(record.gone.sort()).toEqual(['/generated/v/old.webp', '/gone/index.html']);
  });

  it('is indexed by the server from the live index as a fresh index of its folder reads it', async () => {
    const { live, overlay, store } = lay();
    const liveIndex = await indexStatic(join(live, 'client'));
    takeUnchangedFromLive(overlay, live, store);
    const record = readOverlay(overlay)!;
    const fresh = await indexStatic(join(overlay, 'client'));
    const shared = await indexStatic(join(overlay, 'client'), undefined, {
      files: liveIndex,
      clientDir: join(live, 'client'),
      fresh: record.fresh,
      gone: new Set(record.gone),
    });
    expect([...shared.paths].sort()).toEqual([...fresh.paths].sort());
    for (const path of fresh.paths)
      for (const address of [path, path.replace(/index\.html$/, ''), path.replace(/\/index\.html$/, '')])
        expect(shared.get(address), address).toEqual(fresh.get(address));
  });
});
