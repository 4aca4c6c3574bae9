import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '#scripts/lib/precompress.ts';
import { createRequestListener, type SiteHolder } from '#server/app.ts';
import { loadSite } from '#server/site.ts';
import { acceptedCodings } from '#server/static.ts';
import { listenOnFreePort } from '#tests/support/server.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const page = (text: string) => `<!doctype html><title>${text}</title>${'<p>Shoes for every step.</p>'.repeat(40)}`;
const MODIFIED = new Date('2026-11-20T10:00:00Z');

/** A build as `npm run build` leaves it: client/ with twins, and a server entry whose handler knows no route. */
async function makeBuild(root: string, name: string, home: string): Promise<string> {
  const dir = join(root, name);
  const files: Record<string, string> = {
    'index.html': page(home),
    'size/index.html': page('Size guide'),
    'about.html': page('About'),
    '404.html': page('Not found'),
    'ar/404/index.html': page('غير موجودة'),
    'robots.txt': 'User-agent: *',
    '.env': 'SECRET=1',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'client', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'client', path), text);
    utimesSync(join(dir, 'client', path), MODIFIED, MODIFIED);
  }
  await precompress(join(dir, 'client'));
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'server', 'entry.mjs'), 'export const handler = (req, res, next) => next();\n');
  return dir;
}

describe('answering pre-rendered files', () => {
  let root: string;
  let server: Server;
  let holder: SiteHolder;
  let port: number;

  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lucky-static-'));
    holder = { current: await loadSite(await makeBuild(root, 'first', 'Home')) };
    server = createServer(createRequestListener(holder));
    port = await listenOnFreePort(server);
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a page brotli-compressed with its ETag and Last-Modified', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(page('Home'));
    expect(res.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(res.headers['last-modified']).toBe(MODIFIED.toUTCString());
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=31536000, stale-while-revalidate=60');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives each coding of a page its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => (await get('/', { 'accept-encoding': coding })).headers.etag),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('answers 304 without a body to a request that names the current ETag', async () => {
    const first = await get('/size', { 'accept-encoding': 'br' });
    const again = await get('/size', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=31536000, stale-while-revalidate=60');
    const weak = await get('/size', { 'accept-encoding': 'br', 'if-none-match': `"other", W/${first.headers.etag}` });
    expect(weak.status).toBe(304);
  });

  it('sends the whole page to a request that names another ETag, even with a current If-Modified-Since', async () => {
    const res = await get('/size', {
      'accept-encoding': 'br',
      'if-none-match': '"something-else"',
      'if-modified-since': new Date().toUTCString(),
    });
    expect(res.status).toBe(200);
    expect(brotliDecompressSync(res.body).toString()).toBe(page('Size guide'));
  });

  it('answers 304 to If-Modified-Since at or after the last change, and the page to an older date', async () => {
    expect((await get('/', { 'if-modified-since': MODIFIED.toUTCString() })).status).toBe(304);
    const older = await get('/', { 'if-modified-since': new Date(MODIFIED.getTime() - 1000).toUTCString() });
    expect(older.status).toBe(200);
    expect(older.body.toString()).toBe(page('Home'));
    expect((await get('/', { 'if-modified-since': 'not a date' })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await get('/', { 'accept-encoding': 'gzip' });
    const head = await get('/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'content-type', 'etag', 'last-modified']) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
  });

  it('honours Accept-Encoding quality values: br;q=0 means no brotli', async () => {
    const coding = async (accept: string) =>
      (await get('/', { 'accept-encoding': accept })).headers['content-encoding'];
    expect(await coding('br;q=0, gzip')).toBe('gzip');
    expect(await coding('br;q=0')).toBeUndefined();
    expect(await coding('gzip;q=0.9, br;q=0.5')).toBe('gzip');
    expect(await coding('*')).toBe('br');
    expect(await coding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(await coding('identity')).toBeUndefined();
    const gzip = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=1' });
    expect(gunzipSync(gzip.body).toString()).toBe(page('Home'));
  });

  it('reads the codings a browser accepts, preferred first', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip;q=1.0, br;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedCodings('BR;Q=0, x-gzip')).toEqual(['gzip']);
    expect(acceptedCodings('identity;q=1, *;q=0')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });

  it('reaches a page by its folder with and without the slash, and page.html without .html', async () => {
    for (const path of ['/size', '/size/', '/size/index.html', '/size?ref=menu']) {
      expect((await get(path)).body.toString(), path).toBe(page('Size guide'));
    }
    expect((await get('/about')).body.toString()).toBe(page('About'));
  });

  it('never answers a twin or a hidden file by its own name', async () => {
    for (const path of ['/index.html.br', '/index.html.gz', '/.env', '/%2e%2e/first/client/index.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toBe(page('Not found'));
    }
  });

  it('answers an unknown address 404 with the page of its language, never cached and without validators', async () => {
    const res = await get('/ar/no-such-page', { 'if-modified-since': new Date().toUTCString() });
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe(page('غير موجودة'));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers from the new build after a publish swap, and an ETag of the old build no longer gives 304', async () => {
    const before = await get('/', { 'accept-encoding': 'br' });
    holder.current = await loadSite(await makeBuild(root, 'second', 'Home, republished'));
    const after = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(brotliDecompressSync(after.body).toString()).toBe(page('Home, republished'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
