/**
 * Finds a Chromium for browser tests, Lighthouse and screenshots: CHROME_PATH,
 * then Debian's /usr/bin/chromium, then Playwright's own download if installed.
 * Browser tests look first for Debian's headless shell (chromium-headless-shell): the same Chromium without the
 * desktop browser's profile and its services, which opens a page for about a third less CPU. The tests open
 * hundreds of pages; Playwright, too, runs headless tests in a headless shell of its own.
 */
import { existsSync, statfsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright';
import { envVar } from '#src/config/env.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Playwright starts Chromium with --disable-dev-shm-usage, for containers whose /dev/shm holds 64 MB: Chromium then
 * keeps its shared memory in files under /tmp, which on our machines is a disk, and every renderer pays for it in
 * page faults and writes (decision 023). Where /dev/shm is large, Chromium keeps its shared memory there.
 */
export function launchOptions(executablePath: string, sharedMemoryBytes = devShmBytes()): LaunchOptions {
  return {
    executablePath,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: sharedMemoryBytes >= 1024 ** 3 ? ['--disable-dev-shm-usage'] : [],
  };
}

function devShmBytes(): number {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks;
  } catch {
    return 0;
  }
}

export const HOW_TO_GET_A_BROWSER =
  'No Chromium found: install one with `apt-get install -y chromium chromium-headless-shell` ' +
  '(or `npx playwright install chromium` where the internet is reachable), or set CHROME_PATH.';

export async function findChromium({ forTests = false } = {}): Promise<string | null> {
  const candidates = [
    envVar('CHROME_PATH'),
    ...(forTests ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import('playwright');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright without its own browser download: nothing more to try
  }
  return null;
}
