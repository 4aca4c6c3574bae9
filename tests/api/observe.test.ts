import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openCommerce } from '#src/commerce/runtime.ts';
import { readiness } from '#server/observe.ts';
import { ROOT, smallBuild, startShop, type RunningShop } from '../support/server.ts';

const logLines = (shop: RunningShop): Array<Record<string, unknown>> =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Until the request's log line is written (it is written when the answer has gone). */
async function logLineOf(shop: RunningShop, requestId: string): Promise<Record<string, unknown>> {
  for (;;) {
    const line = logLines(shop).find((l) => l.reqId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('health, readiness and the request log of the running server', { timeout: 300_000 }, () => {
  // A build of its own, to take its home page away.
  const build = smallBuild('observe-test');
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop(
      // A file that is not there: asking for it logs a line from inside the request.
      { SHOP_DIST: build, SHOP_BUILDS: join(build, 'none'), APPLE_PAY_DOMAIN_FILE: join(build, 'missing.txt') },
      { seeded: true },
    );
  });
  afterAll(async () => {
    await shop?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz with JSON that holds no secret, and logs them below the info level', async () => {
    const health = await fetch(`${shop.baseURL}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${shop.baseURL}/readyz`, { headers: { 'x-request-id': 'ready-1' } });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', build: 'served' });
    expect(ready.headers.get('x-request-id')).toBe('ready-1');
    await fetch(`${shop.baseURL}/?after=health`, { headers: { 'x-request-id': 'after-health' } });
    await logLineOf(shop, 'after-health');
    expect(logLines(shop).filter((l) => l.path === '/healthz' || l.path === '/readyz')).toEqual([]);
  });

  it('writes one JSON line per request: method, path without its query, status, duration, request id', async () => {
    const secret = 'sara.secret@example.com';
    const response = await fetch(`${shop.baseURL}/api/user/email-sign-in/?email=${secret}&token=tok3n-value`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.baseURL, 'x-request-id': 'sign-in-1' },
      body: JSON.stringify({ email: secret, password: 'hunter2-password' }),
    });
    expect(response.headers.get('x-request-id')).toBe('sign-in-1');
    const line = await logLineOf(shop, 'sign-in-1');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'POST',
      path: '/api/user/email-sign-in/',
      status: response.status,
      ms: expect.any(Number),
    });
    expect(typeof line.time).toBe('string');
    const everything = shop.output();
    for (const leak of [secret, 'tok3n-value', 'hunter2-password']) expect(everything).not.toContain(leak);
  });

  it("writes every line as JSON, and a line logged while a request is handled carries that request's id", async () => {
    const response = await fetch(`${shop.baseURL}/.well-known/apple-developer-merchantid-domain-association`, {
      headers: { 'x-request-id': 'apple-1' },
    });
    expect(response.status).toBe(404);
    await expect
      .poll(() => logLines(shop).filter((l) => l.reqId === 'apple-1'))
      .toEqual([
        expect.objectContaining({
          level: 50,
          msg: expect.stringMatching(/^\[payments\] APPLE_PAY_DOMAIN_FILE cannot/),
        }),
        expect.objectContaining({ level: 30, msg: 'request', status: 404 }),
      ]);
    const lines = shop.output().split('\n').filter(Boolean);
    expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
    const opened = logLines(shop).find((l) => String(l.msg).startsWith('Lucky Shoes is open on http://127.0.0.1:'));
    expect(opened).toMatchObject({ level: 30 });
    expect(opened).not.toHaveProperty('reqId');
  });

  it("logs an order's status page and a checkout without the token or cart id in their address", async () => {
    const secret = 'Zq7secretTok3n';
    const pages = [
      ['/order/', '/order/:token'],
      ['/ar/order/', '/ar/order/:token'],
      ['/checkout/', '/checkout/:cartId'],
      ['/ar/checkout/', '/ar/checkout/:cartId'],
    ];
    for (const [folder, logged] of pages) {
      const id = `secret-page-${logged!.replaceAll(/\W/g, '')}`;
      await (await fetch(`${shop.baseURL}${folder}${secret}`, { headers: { 'x-request-id': id } })).arrayBuffer();
      expect((await logLineOf(shop, id)).path).toBe(logged);
    }
    expect(shop.output()).not.toContain(secret);
  });

  it('gives a request without an id one of its own, and replaces an id that does not look like one', async () => {
    const fresh = await fetch(`${shop.baseURL}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await fetch(`${shop.baseURL}/healthz`, { headers: { 'x-request-id': 'has spaces <and> tags' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /readyz 503 once no build is served, while /healthz still answers', async () => {
    rmSync(join(build, 'client', 'index.html'));
    const ready = await fetch(`${shop.baseURL}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', database: 'up', build: 'missing' });
    expect((await fetch(`${shop.baseURL}/healthz`)).status).toBe(200);
  });
});

describe('readiness', { timeout: 300_000 }, () => {
  it('says the database is down when it does not answer', async () => {
    const file = inject('pgliteSnapshot');
    const snapshot = file ? new Blob([readFileSync(file)]) : undefined;
    const commerce = await openCommerce({ databaseUrl: 'memory://', snapshot });
    await commerce.close();
    const holder = { current: { root: ROOT, clientDir: join(ROOT, 'dist', 'client'), handler: async () => {} } };
    expect(await readiness(commerce.engine, holder)).toEqual({ ready: false, database: 'down', build: 'served' });
  });
});

describe('an unhandled rejection', () => {
  it('is logged and ends the process with a failing code', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'tests/api/support/unhandled-rejection.ts')], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const line = JSON.parse(out.split('\n')[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 60, kind: 'unhandledRejection', err: { message: 'nobody waited for this' } });
    expect(out).not.toContain('still running');
  });
});
