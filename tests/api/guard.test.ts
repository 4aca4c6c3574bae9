import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { APIRoute } from 'astro';
import { handleJson, MAX_BODY_BYTES } from '#src/api/guard.ts';
import * as products from '#src/pages/api/products.ts';
import * as cartAdd from '#src/pages/api/cart-add.ts';
import { call, callJson, ORIGIN } from './support/call.ts';

const echo: APIRoute = ({ request, url }) =>
  handleJson(request, url, z.object({ name: z.string().max(20) }), async (body) => {
    if (body.name === 'crash') throw new Error('secret detail at /srv/app.ts:12');
    return Response.json({ hello: body.name });
  });

describe('the guard of state-changing API calls', () => {
  it('accepts JSON from the shop itself', async () => {
    expect(await callJson(echo, '/api/echo', { body: { name: 'Sara' } })).toEqual({
      status: 200,
      body: { hello: 'Sara' },
    });
  });

  it('accepts a client that says nothing about its origin (curl, servers)', async () => {
    const res = await callJson(echo, '/api/echo', {
      body: { name: 'Sara' },
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses another site, by Origin or by Sec-Fetch-Site', async () => {
    const refusals: Array<Record<string, string>> = [
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refusals) {
      const res = await callJson(echo, '/api/echo', { body: { name: 'Sara' }, headers });
      expect(res, JSON.stringify(headers)).toEqual({
        status: 403,
        body: { error: 'Requests must come from the shop itself', code: 'forbidden_origin' },
      });
    }
  });

  it('refuses a body that is not JSON (a cross-site form cannot send JSON)', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const res = await callJson(echo, '/api/echo', {
        body: '{"name":"Sara"}',
        headers: { 'content-type': type, origin: ORIGIN },
      });
      expect(res.status, type).toBe(415);
    }
    const res = await callJson(echo, '/api/echo', {
      body: '{"name":"Sara"}',
      headers: { 'content-type': 'application/json; charset=utf-8', origin: ORIGIN },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a body over 64 KB with 413, whatever its Content-Length says', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    expect((await callJson(echo, '/api/echo', { body: big })).status).toBe(413);
    expect(
      (
        await callJson(echo, '/api/echo', {
          body: big,
          headers: { 'content-type': 'application/json', 'content-length': '10' },
        })
      ).status,
    ).toBe(413);
    expect(MAX_BODY_BYTES).toBe(65536);
  });

  it('answers malformed JSON and a wrong shape with 400 and what is wrong', async () => {
    expect(await callJson(echo, '/api/echo', { body: '{"name":' })).toEqual({
      status: 400,
      body: { error: 'The body is not valid JSON', code: 'malformed_json' },
    });
    const wrong = await callJson<{ code: string; issues: Array<{ path: string }> }>(echo, '/api/echo', {
      body: { name: 42 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_body');
    expect(wrong.body.issues[0]!.path).toBe('name');
    expect((await callJson(echo, '/api/echo', { body: '' })).status).toBe(400);
  });

  it('refuses text the database cannot store, wherever it sits in the body', async () => {
    for (const body of [
      '{"name":"a\\u0000b"}',
      '{"name":"\\ud800"}',
      '{"name":"Sara","extra":["\\udfff"]}',
      '{"\\ud800":1,"name":"Sara"}',
    ]) {
      expect(await callJson(echo, '/api/echo', { body }), body).toEqual({
        status: 400,
        body: { error: 'Text must not contain NUL characters or broken Unicode', code: 'invalid_text' },
      });
    }
    expect((await callJson(echo, '/api/echo', { body: { name: 'سارة 👟' } })).status).toBe(200);
  });

  it('walks a body nested 30,000 deep without running out of stack', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    expect((await callJson(echo, '/api/echo', { body: deep })).status).toBe(400);
  });

  it('answers an unexpected failure with 500 and no details', async () => {
    const res = await call(echo, '/api/echo', { body: { name: 'crash' } });
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"error":"Internal error","code":"internal"}');
  });
});

describe('a method a route does not take', () => {
  it('answers 405 with a JSON error and the methods it does take', async () => {
    const refused = await call(cartAdd.ALL, '/api/cart-add', { method: 'GET' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('POST');
    expect(await refused.json()).toEqual({ error: 'Use POST for this address', code: 'method_not_allowed' });
    const put = await call(products.ALL, '/api/products', { method: 'PUT', body: '{}' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('serves HEAD with the GET handler', async () => {
    const head = await call(products.ALL, '/api/products', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('is declared by every API route', async () => {
    const routes = import.meta.glob<Record<string, unknown>>('../../src/pages/api/**/*.ts', { eager: true });
    const without = Object.entries(routes)
      .filter(([, route]) => typeof route.ALL !== 'function')
      .map(([path]) => path);
    expect(without).toEqual([]);
  });
});
