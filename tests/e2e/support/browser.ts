/**
 * One Chromium per test file; pages at the three widths the shop is designed for.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium, HOW_TO_GET_A_BROWSER } from '../../../scripts/lib/browser.ts';

export const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;
export type Width = keyof typeof WIDTHS;

export function useBrowser(): { browser(): Browser; open(path: string, width?: Width): Promise<Page>; baseURL: string } {
  let browser: Browser | undefined;
  const baseURL = inject('baseURL');
  beforeAll(async () => {
    const executablePath = await findChromium();
    if (!executablePath) throw new Error(HOW_TO_GET_A_BROWSER);
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL,
    browser: () => browser!,
    async open(path: string, width: Width = 'desktop') {
      const context = await browser!.newContext({ viewport: { width: WIDTHS[width], height: width === 'desktop' ? 900 : 812 }, baseURL });
      // A returning shopper: the home page's 'Offer details' dialog was closed before
      // (tests/e2e/home.test.ts opens its own pages to test the dialog itself).
      await context.addInitScript(() => localStorage.setItem('popuped', '1'));
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
}
