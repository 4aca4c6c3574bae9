/**
 * A picture asked for before the first start has drawn it (decision 007, server/pictures-on-demand.ts): drawn
 * once however many ask, linked into the build, answered as an immutable file; only the shop's own keys of the
 * version being drawn, and never while drawing on demand is off.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPictureOnDemand, drawPicturesOnDemand } from '#server/pictures-on-demand.ts';
import { listenOnFreePort } from '#tests/support/server.ts';

const root = mkdtempSync(join(tmpdir(), 'lucky-on-demand-'));
const store = join(root, 'pictures');
const clientDir = join(root, 'client');
const drawn: string[] = [];
let server: Server;
let base = '';

function get(path: string) {
  return fetch(base + path).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.text() }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const handled = answerPictureOnDemand(req, res, clientDir, req.url!, {
      notFound: () => res.writeHead(404).end('not found'),
      fail: () => res.writeHead(500).end('failed'),
    });
    if (!handled) res.writeHead(404).end('not ours');
  });
  base = `http://127.0.0.1:${await listenOnFreePort(server)}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('pictures drawn on demand', () => {
  it('answers nothing while drawing on demand is off', async () => {
    expect((await get('/generated/v1/art/hero-640.webp')).body).toBe('not ours');
  });

  it('draws a key once for requests at the same time, links it into the build and answers it', async () => {
    drawPicturesOnDemand({
      version: 'v1',
      store,
      keys: new Set(['art/hero']),
      draw: async (key) => {
        drawn.push(key);
        await new Promise((wait) => setTimeout(wait, 50));
        for (const name of ['640.webp', '640.avif']) {
          const file = join(store, 'v1', `${key}-${name}`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, `drawn ${name}`);
        }
      },
    });
    const [webp, avif] = await Promise.all([
      get('/generated/v1/art/hero-640.webp'),
      get('/generated/v1/art/hero-640.avif'),
    ]);
    expect(drawn).toEqual(['art/hero']);
    expect(webp).toMatchObject({ status: 200, body: 'drawn 640.webp' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avif).toMatchObject({ status: 200, body: 'drawn 640.avif' });
    expect(readFileSync(join(clientDir, 'generated', 'v1', 'art', 'hero-640.webp'), 'utf8')).toBe('drawn 640.webp');
    expect((await get('/generated/v1/art/hero-640.webp')).status).toBe(200);
    expect(drawn).toEqual(['art/hero']);
  });

  it('refuses other keys, other versions and widths the drawing does not make', async () => {
    expect((await get('/generated/v1/art/other-640.webp')).body).toBe('not ours');
    expect((await get('/generated/v0/art/hero-640.webp')).body).toBe('not ours');
    expect((await get('/generated/v1/art/hero-641.webp')).status).toBe(404);
  });
});
