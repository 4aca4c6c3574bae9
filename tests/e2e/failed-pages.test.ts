/**
 * A request that fails inside Astro, over real HTTP against a shop of its own whose catalogue feed goes
 * missing once it has started: the search pages and the product list, which read the feed on first use,
 * throw. A page gets the failed-request page in the language of its address, the API its JSON 500; the
 * server logs the failure and the shopper reads nothing of it. An on-demand page at an address that names no
 * language the shop speaks (/nowhere/order/…, /ar/checkout/en) gets the not-found page of its language likewise.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFeedPath } from '#src/catalogue/load.server.ts';
import { errorPageMessages } from '#src/features/not-found/messages.ts';
import { serverErrorMessages } from '#src/features/server-error/messages.ts';
import { startShop, type RunningShop } from '../support/server.ts';

let shop: RunningShop;
let feedDir: string;

beforeAll(async () => {
  feedDir = mkdtempSync(join(tmpdir(), 'lucky-feed-'));
  const feed = join(feedDir, 'catalogue.json');
  copyFileSync(defaultFeedPath(), feed);
  shop = await startShop({ CATALOGUE_PATH: feed }, { seeded: true });
  rmSync(feed);
});

afterAll(async () => {
  await shop?.stop();
  rmSync(feedDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, shop.baseURL), { headers });

/**
 * `path` answers `status` with the error page `page` answers: the same bytes, uncached, whose `<html>` tag
 * (the English pages hold lang="ar" too, on the language switch) and heading are those of its language.
 */
async function expectErrorPage(path: string, status: number, page: string, html: string, heading: string) {
  const answer = await get(path);
  const body = await answer.text();
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(body).toContain(html);
  expect(body).toContain(heading);
  expect(body).toBe(await (await get(page)).text());
  return body;
}

const ARABIC = '<html lang="ar" dir="rtl">';
const ENGLISH = '<html lang="en" dir="ltr">';

describe('a page that fails inside Astro', () => {
  it.each([
    ['/ar/search/boots', '/ar/500', ARABIC, serverErrorMessages.ar.heading],
    ['/search/boots', '/500', ENGLISH, serverErrorMessages.en.heading],
  ])('%s answers 500 with the failed-request page of its language', async (path, page, html, heading) => {
    const body = await expectErrorPage(path, 500, page, html, heading);
    expect(body).not.toMatch(/catalogue feed|FeedError|ENOENT/);
    expect(shop.output()).toMatch(new RegExp(`\\[pages\\] GET ${path}: catalogue feed \\S+ cannot be read`));
  });
});

describe('an on-demand page at an address of no language the shop speaks', () => {
  const arabic = ['/ar/404', ARABIC, errorPageMessages.ar.heading] as const;
  const english = ['/404', ENGLISH, errorPageMessages.en.heading] as const;
  it.each([
    ['/ar/nowhere/order/no-such-token', ...arabic],
    ['/nowhere/order/no-such-token', ...english],
    // Astro's i18n routing refuses a page with a segment that names the default language.
    ['/ar/checkout/en', ...arabic],
    ['/en/order/no-such-token', ...english],
  ])('%s answers 404 with the not-found page of its language', async (path, page, html, heading) => {
    await expectErrorPage(path, 404, page, html, heading);
  });
});

describe('an API call that fails inside Astro', () => {
  it('answers its JSON 500 in the language asked for', async () => {
    const english = await get('/api/products');
    expect(english.status).toBe(500);
    expect(english.headers.get('content-type')).toBe('application/json');
    expect(await english.json()).toEqual({ error: 'Internal error', code: 'internal' });
    const arabic = await get('/api/products', { 'accept-language': 'ar' });
    expect([arabic.status, await arabic.json()]).toEqual([500, { error: 'حدث خطأ داخلي', code: 'internal' }]);
    expect(shop.output()).toMatch(/\[api\] \/api\/products: .*catalogue feed \S+ cannot be read/);
  });
});
