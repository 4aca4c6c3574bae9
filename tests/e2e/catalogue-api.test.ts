import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

async function get(path: string): Promise<{ status: number; type: string; body: unknown }> {
  const res = await fetch(new URL(path, baseURL));
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.json() };
}

describe('the catalogue API over HTTP (the path as the server decodes it)', () => {
  it.each([
    '/api/get-products-by-title/%E0%A4%A',
    '/api/get-products-by-title/a%2Fb',
    '/api/get-products-by-title/%00',
    '/api/get-products-by-title/..%2F..%2Fpackage.json',
    '/api/get-products-by-title/%F0%9F%98%80-Boot',
    '/api/get-products-by-tag/%25',
    '/api/get-products-by-tag/%3Cscript%3E',
  ])('answers %s with a 404 JSON error', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.type).toContain('application/json');
    expect(res.body).toHaveProperty('error');
  });

  it('answers the search with and without the trailing slash', async () => {
    for (const path of ['/api/search-bar/', '/api/search-bar']) {
      const res = await fetch(new URL(path, baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search: 'sandal' }),
      });
      expect(res.status, path).toBe(200);
      expect(((await res.json()) as unknown[]).length, path).toBeGreaterThan(0);
    }
  });

  it('answers an Arabic search from an Arabic page with Arabic titles, and says answers vary by language', async () => {
    const res = await fetch(new URL('/api/search-bar/', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ search: 'صنادل' }),
    });
    expect(res.status).toBe(200);
    const found = (await res.json()) as Array<{ title: string; url: string; tags: string[] }>;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.tags.includes('sandals'))).toBe(true);
    expect(found[0]!.title).toMatch(/[\u0600-\u06ff]/);
    expect(found[0]!.url).toMatch(/^\/product\/[A-Za-z-]+\//);
    const list = await fetch(new URL('/api/get-products-by-tag/sandals', baseURL), {
      headers: { 'accept-language': 'ar' },
    });
    expect(list.headers.get('vary')).toContain('Accept-Language');
  });

  it('refuses a megabyte sent in chunks, without a length', async () => {
    const chunk = new TextEncoder().encode('{"search":"' + 'a'.repeat(64 * 1024));
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 16; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await fetch(new URL('/api/search-bar/', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});
