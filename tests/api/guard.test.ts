import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { APIRoute } from 'astro';
import { handleJson, MAX_BODY_BYTES } from '#src/http/guard.ts';
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

  it('refuses a form post from another site as foreign, before looking at its type', async () => {
    const res = await callJson(echo, '/api/echo', {
      body: 'name=Sara',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect([res.status, (res.body as { code: string }).code]).toEqual([403, 'forbidden_origin']);
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

describe('refusals in the language the request asks for (Accept-Language)', () => {
  const arabic = { 'content-type': 'application/json', origin: ORIGIN, 'accept-language': 'ar' };
  const ARABIC_LETTERS = /[\u0600-\u06ff]/;

  it('say every guard refusal in Arabic for Accept-Language: ar, with the same code as in English', async () => {
    const cases: Array<{ body: unknown; headers: Record<string, string>; status: number; code: string }> = [
      {
        body: '{"name":"Sara"}',
        headers: { ...arabic, 'content-type': 'text/plain' },
        status: 415,
        code: 'unsupported_media_type',
      },
      {
        body: { name: 'Sara' },
        headers: { ...arabic, origin: 'https://evil.example' },
        status: 403,
        code: 'forbidden_origin',
      },
      {
        body: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }),
        headers: arabic,
        status: 413,
        code: 'body_too_large',
      },
      { body: '{"name":', headers: arabic, status: 400, code: 'malformed_json' },
      { body: '{"name":"a\\u0000b"}', headers: arabic, status: 400, code: 'invalid_text' },
      { body: { name: 42 }, headers: arabic, status: 400, code: 'invalid_body' },
    ];
    for (const { body, headers, status, code } of cases) {
      const inArabic = await callJson<{ error: string; code: string }>(echo, '/api/echo', { body, headers });
      const { 'accept-language': _, ...withoutLanguage } = headers;
      const inEnglish = await callJson<{ error: string; code: string }>(echo, '/api/echo', {
        body,
        headers: withoutLanguage,
      });
      expect([inArabic.status, inArabic.body.code], code).toEqual([status, code]);
      expect([inEnglish.status, inEnglish.body.code], code).toEqual([status, code]);
      expect(inArabic.body.error, code).toMatch(ARABIC_LETTERS);
      expect(inEnglish.body.error, code).not.toMatch(ARABIC_LETTERS);
    }
  });

  it('reads the Arabic texts as written, values filled in', async () => {
    expect(
      await callJson(echo, '/api/echo', {
        body: { name: 'Sara' },
        headers: { ...arabic, origin: 'https://evil.example' },
      }),
    ).toEqual({
      status: 403,
      body: { error: 'تُقبل الطلبات من المتجر نفسه فقط', code: 'forbidden_origin' },
    });
    const big = await callJson<{ error: string }>(echo, '/api/echo', {
      body: '{}',
      headers: { ...arabic, 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(big.body.error).toBe('حجم البيانات أكبر من 64 كيلوبايت');
  });

  it('gives a refused body’s issues in Arabic too (zod’s own texts from its Arabic locale)', async () => {
    const wrong = await callJson<{ error: string; issues: Array<{ path: string; message: string }> }>(
      echo,
      '/api/echo',
      { body: { name: 42 }, headers: arabic },
    );
    expect(wrong.body.issues[0]!.path).toBe('name');
    expect(wrong.body.issues[0]!.message).toMatch(ARABIC_LETTERS);
    expect(wrong.body.error).toBe(`قيمة غير صالحة في name: ${wrong.body.issues[0]!.message}`);
  });

  it('honours quality values and falls back to English for other languages', async () => {
    const ask = async (language: string) =>
      (
        await callJson<{ error: string }>(echo, '/api/echo', {
          body: '{"name":',
          headers: { ...arabic, 'accept-language': language },
        })
      ).body.error;
    expect(await ask('fr-FR, ar;q=0.8, en;q=0.5')).toBe('البيانات ليست JSON صالحًا');
    expect(await ask('en-AE, ar;q=0.9')).toBe('The body is not valid JSON');
    expect(await ask('fr')).toBe('The body is not valid JSON');
  });

  it('answers 405 and 500 in Arabic', async () => {
    const refused = await call(cartAdd.ALL, '/api/cart-add', { method: 'GET', headers: { 'accept-language': 'ar' } });
    expect(await refused.json()).toEqual({ error: 'استخدم POST لهذا العنوان', code: 'method_not_allowed' });
    const put = await call(products.ALL, '/api/products', {
      method: 'PUT',
      body: '{}',
      headers: { 'accept-language': 'ar' },
    });
    expect(((await put.json()) as { error: string }).error).toBe('استخدم GET أو HEAD لهذا العنوان');
    const crash = await call(echo, '/api/echo', { body: { name: 'crash' }, headers: arabic });
    expect(await crash.json()).toEqual({ error: 'حدث خطأ داخلي', code: 'internal' });
  });
});
