/**
 * The Chromium that global-setup.ts launched, connected once per test file; pages at the three widths
 * the shop is designed for.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';

export const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;
export type Width = keyof typeof WIDTHS;

/** The window of a phone, a tablet or a laptop at one of the three widths. */
export function viewport(width: Width): { width: number; height: number } {
  return { width: WIDTHS[width], height: width === 'desktop' ? 900 : 812 };
}

/**
 * A shopper's browser at one of the three widths. By default a returning shopper,
 * who closed the home page's 'Offer details' dialog before: it opens while an
 * offer runs and would cover whatever a test clicks on the home page.
 */
export async function shopperContext(
  browser: Browser,
  width: Width,
  baseURL: string,
  { offerSeen = true }: { offerSeen?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewport(width),
    baseURL,
  });
  if (offerSeen) await context.addInitScript(() => localStorage.setItem('popuped', '1'));
  return context;
}

export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export function useBrowser(): {
  browser(): Browser;
  open(path: string, width?: Width): Promise<Page>;
  baseURL: string;
} {
  let browser: Browser | undefined;
  const baseURL = inject('baseURL');
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    // Disconnects, closing this file's contexts; the browser serves the other files on.
    await browser?.close();
  });
  return {
    baseURL,
    browser: () => browser!,
    async open(path: string, width: Width = 'desktop') {
      const context = await shopperContext(browser!, width, baseURL);
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
}
