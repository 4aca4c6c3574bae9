import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '#scripts/lib/precompress.ts';

describe('pre-compressing a build', () => {
  let root: string;
  const page = (text: string) =>
    `<!doctype html><title>${text}</title>${'<p>Children’s shoes for every step.</p>'.repeat(20)}`;
  function client(name: string, pages: Record<string, string>): string {
    const dir = join(root, name, 'client');
    for (const [path, text] of Object.entries(pages)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), page(text));
    }
    return dir;
  }
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lucky-precompress-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes brotli and gzip twins of every text file', async () => {
    const dir = client('a', { 'index.html': 'Home', 'blog/x/index.html': 'Post' });
    expect(await precompress(dir)).toEqual({ compressed: 2, reused: 0 });
    expect(brotliDecompressSync(readFileSync(join(dir, 'blog/x/index.html.br'))).toString()).toBe(page('Post'));
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page('Home'));
  });

  it('takes the twins of unchanged files from the build it replaces, and compresses the changed ones', async () => {
    const live = client('live', { 'index.html': 'Home', 'blog/x/index.html': 'Post' });
    await precompress(live);
    const next = client('next', {
      'index.html': 'Home',
      'blog/x/index.html': 'Post, edited',
      'blog/y/index.html': 'New post',
    });
    expect(await precompress(next, live)).toEqual({ compressed: 2, reused: 1 });
    for (const [path, text] of [
      ['index.html', 'Home'],
      ['blog/x/index.html', 'Post, edited'],
      ['blog/y/index.html', 'New post'],
    ]) {
      expect(brotliDecompressSync(readFileSync(join(next, `${path}.br`))).toString(), path).toBe(page(text!));
      expect(gunzipSync(readFileSync(join(next, `${path}.gz`))).toString(), path).toBe(page(text!));
    }
  });

  it('takes no twins from a build whose twins were made with other qualities, or that does not say', async () => {
    const live = client('live', { 'index.html': 'Home' });
    await precompress(live);
    const encodings = join(live, '..', '.twin-encodings.json');
    writeFileSync(encodings, JSON.stringify({ remadeBrotli: 10, otherBrotli: 10, gzip: 9 }));
    expect(await precompress(client('next', { 'index.html': 'Home' }), live)).toEqual({ compressed: 1, reused: 0 });
    rmSync(encodings);
    expect(await precompress(client('later', { 'index.html': 'Home' }), live)).toEqual({ compressed: 1, reused: 0 });
  });

  it('compresses pages at the quicker quality and the year-cached scripts at the smallest', async () => {
    const dir = client('a', { 'index.html': 'Home', '_astro/app.js': 'script' });
    await precompress(dir);
    const atQuality = (path: string, quality: number) =>
      brotliCompressSync(readFileSync(join(dir, path)), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(readFileSync(join(dir, 'index.html.br'))).toEqual(atQuality('index.html', 8));
    expect(readFileSync(join(dir, '_astro/app.js.br'))).toEqual(atQuality('_astro/app.js', 11));
  });
});
