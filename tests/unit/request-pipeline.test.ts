/**
 * What the server answers itself, before Astro's handler or when Astro finds no route: Astro's image endpoint,
 * methods the shop takes nowhere, an unknown API address and the fallback 500 (a page's, an API call's).
 * The build's handler here records every request it is handed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRequestListener } from '#server/app.ts';
import { loadSite } from '#server/site.ts';
import { listenOnFreePort } from '#tests/support/server.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const HANDLER = `
globalThis.astroCalls = [];
export const handler = async (req, res, next) => {
  globalThis.astroCalls.push(req.method + ' ' + req.url);
  if (['/api/broken', '/broken', '/ar/broken?x=1'].includes(req.url)) throw new Error('the route broke');
  if (req.url === '/api/products' && req.method === 'OPTIONS') {
    res.writeHead(405, { 'content-type': 'application/json', allow: 'GET, HEAD' });
    return res.end('{"code":"method_not_allowed"}');
  }
  next();
};
`;

const astroCalls = () => (globalThis as unknown as { astroCalls: string[] }).astroCalls;

describe('the answers the server gives itself', () => {
  let root: string;
  let server: Server;
  let port: number;

  function send(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lucky-pipeline-'));
    const files = {
      'index.html': 'Home',
      '404.html': 'Not found',
      'ar/404/index.html': 'غير موجودة',
      '500.html': 'Something went wrong on our side',
      'ar/500/index.html': 'حدث خطأ من جهتنا',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, 'client', path, '..'), { recursive: true });
      writeFileSync(join(root, 'client', path), text);
    }
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'server', 'entry.mjs'), HANDLER);
    server = createServer(createRequestListener({ current: await loadSite(root) }));
    port = await listenOnFreePort(server);
  });
  beforeEach(() => void astroCalls().splice(0));
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/_image?href=/favicon.svg&f=png',
    '/_image?href=/favicon.svg&w=4000&h=4000&f=avif&q=100',
    '/_image/?href=/favicon.svg',
    '/%5Fimage?href=/favicon.svg',
    '/%5fimage',
    '//_image',
  ])('answers Astro’s image endpoint %s with the not-found page, without Astro', async (path) => {
    const answer = await send(path);
    expect([answer.status, answer.body]).toEqual([404, 'Not found']);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(astroCalls()).toEqual([]);
  });

  it.each(['TRACE', 'PROPFIND', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s on a page 405 with Allow and the security headers, without Astro',
    async (method) => {
      for (const path of ['/cart', '/', '/ar/cart']) {
        const answer = await send(path, method);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
        expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.body).toMatch(path.startsWith('/ar/') ? /[\u0600-\u06FF]/ : /^Use GET or HEAD or POST/);
      }
      expect(astroCalls()).toEqual([]);
    },
  );

  it('hands any other method on an API address to the route as OPTIONS, whose ALL export answers 405', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const answer = await send('/api/products', method, { 'content-type': 'text/plain' });
      expect([answer.status, answer.headers.allow], method).toEqual([405, 'GET, HEAD']);
    }
    expect(new Set(astroCalls())).toEqual(new Set(['OPTIONS /api/products']));
  });

  it('answers an unknown API address with a JSON 404 in the language asked for', async () => {
    const english = await send('/api/no-such-call', 'GET');
    expect(english.status).toBe(404);
    expect(english.headers['content-type']).toBe('application/json');
    expect(JSON.parse(english.body)).toEqual({ error: 'The API has no call at this address', code: 'not_found' });
    const arabic = await send('/api/no-such-call', 'POST', { 'accept-language': 'ar' });
    expect(JSON.parse(arabic.body)).toMatchObject({
      code: 'not_found',
      error: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(arabic.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a failure nobody caught with a JSON 500 that has a code', async () => {
    const answer = await send('/api/broken');
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Internal error', code: 'internal' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/broken', 'Something went wrong on our side'],
    ['/ar/broken?x=1', 'حدث خطأ من جهتنا'],
  ])('answers a page %s that fails with the failed-request page in its language', async (path, page) => {
    const answer = await send(path, 'GET', { accept: 'text/html' });
    expect([answer.status, answer.body]).toEqual([500, page]);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
