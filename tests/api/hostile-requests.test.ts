/**
 * What a hostile client meets on the running server (server/main.ts): Astro's image endpoint is closed, a
 * method no route takes (or node:http cannot parse) is refused with 405 and Allow, an unknown API address
 * answers JSON, an oversized publish body is refused with 413, and the health checks carry the security headers.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_PATH, SECRET_HEADER } from '#server/publish.ts';
import { rawExchange } from '../support/raw-http.ts';
import { ROOT, startShop, type RunningShop } from '../support/server.ts';

const WEBHOOK_SECRET = 'hostile-test-secret';

describe('the running server facing a hostile client', { timeout: 300_000 }, () => {
  // A build of its own inside the project (its server code finds node_modules from there), to take away.
  const build = join(ROOT, 'dist-hostile-test');
  let shop: RunningShop;
  beforeAll(async () => {
    mkdirSync(join(build, 'client', 'ar', '404'), { recursive: true });
    cpSync(join(ROOT, 'dist', 'server'), join(build, 'server'), { recursive: true });
    for (const page of ['index.html', '404.html', 'favicon.svg', 'ar/404/index.html'])
      cpSync(join(ROOT, 'dist', 'client', page), join(build, 'client', page));
    shop = await startShop(
      { SHOP_DIST: build, SHOP_BUILDS: join(build, 'none'), CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { seeded: true },
    );
  });
  afterAll(async () => {
    await shop?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  it('answers Astro’s image endpoint with the not-found page at once, whatever it is asked to make', async () => {
    for (const query of ['href=/favicon.svg&f=png', 'href=/favicon.svg&w=4000&h=4000&f=avif&q=100']) {
      const started = performance.now();
      const response = await fetch(`${shop.baseURL}/_image?${query}`);
      await response.arrayBuffer();
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('refuses PUT, DELETE and PATCH on an API route with 405, JSON and the route’s Allow, body or not', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      for (const body of [undefined, 'x=1']) {
        const response = await fetch(`${shop.baseURL}/api/products`, { method, body });
        expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'GET, HEAD']);
        expect(await response.json()).toMatchObject({ code: 'method_not_allowed' });
      }
    }
  });

  it('refuses TRACE with 405 on a page and on the API, and logs the method the client sent', async () => {
    const page = await fetch(`${shop.baseURL}/cart`, { method: 'PROPFIND', headers: { 'x-request-id': 'propfind-1' } });
    expect([page.status, page.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const api = await fetch(`${shop.baseURL}/api/wishlist`, {
      method: 'PATCH',
      headers: { 'x-request-id': 'patch-1' },
    });
    expect([api.status, api.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    await expect.poll(() => shop.output()).toContain('"reqId":"patch-1","method":"PATCH"');
  });

  it('answers a method the parser does not know, and CONNECT, 405 with Allow and the security headers', async () => {
    for (const head of [
      'FOO / HTTP/1.1\r\nHost: shop\r\n\r\n',
      'CONNECT shop:443 HTTP/1.1\r\nHost: shop:443\r\n\r\n',
    ]) {
      const { answer } = await rawExchange(shop.port, head);
      expect(answer, head).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toContain('\r\nAllow: GET, HEAD, POST\r\n');
      expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    }
  });

  it('answers an unknown API address with a JSON 404 in the language asked for', async () => {
    const response = await fetch(`${shop.baseURL}/api/no-such-call`, { headers: { 'accept-language': 'ar' } });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: string; code: string };
    expect(body.code).toBe('not_found');
    expect(body.error).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a publish body over 1 MB with a JSON 413 rather than a reset connection', async () => {
    const response = await fetch(`${shop.baseURL}${PUBLISH_PATH}`, {
      method: 'POST',
      headers: { [SECRET_HEADER]: WEBHOOK_SECRET },
      body: new Uint8Array(1536 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'body_too_large' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the security headers with the health checks', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${shop.baseURL}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'none'");
    }
  });
});
