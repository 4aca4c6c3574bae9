/**
 * A publish's overlay (scripts/lib/page-overlay.ts): the pages it rendered, and every other file of the live
 * build, shared, not copied; never a page the range no longer has, nor a twin of a page rendered again; and the
 * live build's files untouched when the pages are rendered among their links.
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { readOverlay } from '#server/builds.ts';
import { indexStatic } from '#server/static.ts';
import { PAGE_KEYS, type PageKeys } from '#scripts/lib/page-keys.ts';
import { linkOrCopy, writeNewFile } from '#scripts/lib/link-or-copy.ts';
import { linkDrawnPictures, linkFromLive, recordOverlay, takeUnchangedFromLive } from '#scripts/lib/page-overlay.ts';
import { precompress } from '#scripts/lib/precompress.ts';

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

describe("pages rendered among the live build's files (a publish from the live bundle)", () => {
  const long = (text: string) => `<!doctype html><title>${text}</title>${'<p>Shoes for every step.</p>'.repeat(20)}`;

  /** A live build with twins, as precompress left it, and the overlay's folder with every live file linked in. */
  async function linkedOverlay() {
    root = mkdtempSync(join(tmpdir(), 'lucky-overlay-'));
    const live = build(
      'live',
      { 'a/index.html': long('old a'), 'b/index.html': long('b'), 'robots.txt': 'User-agent: *'.padEnd(300, ' ') },
      { '/a': page('a/index.html', '1'), '/b': page('b/index.html', '1') },
    );
    await precompress(join(live, 'client'));
    const overlay = join(root, 'overlay');
    const store = join(root, 'pictures');
    mkdirSync(join(store, 'v'), { recursive: true });
    writeFileSync(join(store, 'v', 'p.webp'), 'picture');
    const { linked, livePictures } = linkFromLive(overlay, live);
    linkDrawnPictures(overlay, store, livePictures);
    return { live, overlay, store, linked };
  }
  const at = (dir: string, file: string) => join(dir, 'client', file);
  const snapshot = (dir: string) =>
    Object.fromEntries(
      ['a/index.html', 'a/index.html.br', 'a/index.html.gz', 'robots.txt', 'robots.txt.br', 'robots.txt.gz'].map(
        (file) => [file, readFileSync(at(dir, file), 'utf8')],
      ),
    );

  it('links every file of the live build, twins included, before a page is rendered', async () => {
    const { live, overlay, linked } = await linkedOverlay();
    expect(linked).toBe(9);
    for (const file of ['a/index.html', 'a/index.html.br', 'b/index.html.gz', 'robots.txt.gz'])
      expect(statSync(at(overlay, file)).ino, file).toBe(statSync(at(live, file)).ino);
    expect(existsSync(at(overlay, 'generated/v/p.webp'))).toBe(true);
  });

  it('leaves the live build as it was when a page, its twins and a small file are made again', async () => {
    const { live, overlay } = await linkedOverlay();
    const before = snapshot(live);
    writeNewFile(at(overlay, 'a/index.html'), long('new a'));
    writeNewFile(at(overlay, 'robots.txt'), 'User-agent: *');
    expect(await precompress(join(overlay, 'client'), join(live, 'client'), ['a/index.html', 'robots.txt'])).toEqual({
      compressed: 1,
      reused: 0,
    });

    expect(snapshot(live)).toEqual(before);
    expect(brotliDecompressSync(readFileSync(at(overlay, 'a/index.html.br'))).toString()).toBe(long('new a'));
    expect(gunzipSync(readFileSync(at(overlay, 'a/index.html.gz'))).toString()).toBe(long('new a'));
    expect(existsSync(at(overlay, 'robots.txt.br')), "a small file's twins of its old bytes").toBe(false);
    expect(existsSync(at(overlay, 'robots.txt.gz'))).toBe(false);
    expect(statSync(at(overlay, 'b/index.html.br')).ino, 'a page not rendered keeps its link').toBe(
      statSync(at(live, 'b/index.html.br')).ino,
    );
  });

  it("keeps the live build's twins of a page rendered again to the same bytes, and leaves no file behind", async () => {
    const { live, overlay } = await linkedOverlay();
    writeNewFile(at(overlay, 'b/index.html'), long('b'));
    expect(await precompress(join(overlay, 'client'), join(live, 'client'), ['b/index.html'])).toEqual({
      compressed: 0,
      reused: 1,
    });
    expect(statSync(at(overlay, 'b/index.html.br')).ino).toBe(statSync(at(live, 'b/index.html.br')).ino);
    expect(readdirSync(join(overlay, 'client', 'b')).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  });

  it('never writes over a file the overlay already has, by a link or by a copy standing in for one', async () => {
    const { live, overlay } = await linkedOverlay();
    writeNewFile(at(overlay, 'a/index.html'), long('rendered first'));
    const again = linkFromLive(overlay, live);
    expect(again.linked).toBe(0);
    expect(readFileSync(at(overlay, 'a/index.html'), 'utf8')).toBe(long('rendered first'));
    expect(() => linkOrCopy(at(live, 'b/index.html'), at(overlay, 'a/index.html'))).toThrow(/EEXIST/);
  });

  it('records what it rendered and the pictures the live build lacks', async () => {
    const { live, overlay, store } = await linkedOverlay();
    const drawn = linkDrawnPictures(overlay, store, new Set());
    recordOverlay(overlay, live, ['a/index.html', 'a/index.html.br', ...drawn.fresh], drawn.gone);
    expect(readOverlay(overlay)).toEqual({
      live,
      fresh: ['/a/index.html', '/generated/v/p.webp'],
      gone: [],
    });
  });
});
