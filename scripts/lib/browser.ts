/**
 * Finds a Chromium for browser tests, Lighthouse and screenshots: CHROME_PATH,
 * then Debian's /usr/bin/chromium, then Playwright's own download if installed.
 */
import { existsSync } from 'node:fs';
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

export const HOW_TO_GET_A_BROWSER =
  'No Chromium found: install one with `apt-get install -y chromium` ' +
  '(or `npx playwright install chromium` where the internet is reachable), or set CHROME_PATH.';

export async function findChromium(): Promise<string | null> {
  const candidates = [envVar('CHROME_PATH'), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
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
