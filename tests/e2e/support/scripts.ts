import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright';

/** React's DOM renderer marks its roots with this; no other script the shop ships contains it. */
const REACT_DOM_MARK = '__reactContainer$';

/** zod/mini names its schema classes so; the browser loads it to check API answers. */
const ZOD_MARK = 'ZodMiniObject';

/** src/http/call.client.ts sends its calls so; no other script the shop ships does. */
const API_CLIENT_MARK = 'same-origin';

/**
 * Watches what a page downloads from now on: whether React, zod or the API client (and with it the cart's,
 * the account's and the wishlist's stores) is among its scripts, and any file it asked for in vain.
 */
export function watchScripts(page: Page): {
  react(): Promise<boolean>;
  zod(): Promise<boolean>;
  apiClient(): Promise<boolean>;
  missing: string[];
} {
  const bodies: Array<Promise<string>> = [];
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(response.url());
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  page.on('requestfailed', (request) => missing.push(request.url()));
  const among = (mark: string) => async () => (await Promise.all(bodies)).some((body) => body.includes(mark));
  return { react: among(REACT_DOM_MARK), zod: among(ZOD_MARK), apiClient: among(API_CLIENT_MARK), missing };
}

/** The window of Lighthouse's mobile emulation (a Moto G Power), which `npm run bench:pages` measures in. */
export const BENCH_PHONE = { width: 412, height: 823 } as const;

/** How long the network stays quiet before a page counts as idle: Lighthouse waits as long. */
const QUIET_MS = 1000;

export interface PageScripts {
  /**
   * Whether an island hydrated before the page was idle: the budget of pages with islands. Islands that wait
   * below the fold for the shopper (the home page's newsletter form and recently viewed strip) do not make one.
   */
  hasIslands: boolean;
  /** Each script's path on the site, with the size of its file in the build at gzip level 9. */
  gzipBytes: Map<string, number>;
}

/**
 * The scripts a page loads before it is idle, counted as `npm run bench:pages` counts them, without
 * Lighthouse: every script of the shop the browser fetches until the network has been quiet for a second
 * after the `load` event and after the browser's first idle callback. The modules a page imports at load
 * count with those its HTML names, and so do the islands that hydrate at idle or on the first touch (the
 * pointer moves over the page once it has loaded) and what they ask for. Each
 * file counts at gzip level 9 of its copy in the build's `clientDir`, as decision 022 counts.
 */
export async function scriptsBeforeIdle(page: Page, path: string, clientDir: string): Promise<PageScripts> {
  const scripts = new Set<string>();
  let pending = 0;
  let lastActivity = Date.now();
  const settle = () => {
    pending--;
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    pending++;
    lastActivity = Date.now();
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const navigation = await page.goto(path, { waitUntil: 'load' });
  if (!navigation?.ok()) throw new Error(`${path} answered ${navigation?.status()}`);
  // A shopper's first touch (a scroll): what an island waiting for it (client:engaged) loads counts with the
  // page's. Sent in the page: moving the pointer in one fresh context after another at times never returned.
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  const origin = new URL(navigation.url()).origin;
  const quiet = async () => {
    const deadline = Date.now() + 30_000;
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${path} kept loading for 30 s: ${pending} requests open`);
      await page.waitForTimeout(100);
    }
  };
  await quiet();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await quiet();
  const gzipBytes = new Map<string, number>();
  for (const url of scripts) {
    const { origin: from, pathname } = new URL(url);
    if (from !== origin) continue;
    gzipBytes.set(pathname, gzipSync(readFileSync(join(clientDir, pathname)), { level: 9 }).length);
  }
  const hasIslands = await page.evaluate(() => document.querySelector('astro-island:not([ssr])') !== null);
  return { hasIslands, gzipBytes };
}
