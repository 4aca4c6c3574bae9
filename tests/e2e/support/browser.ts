/**
 * The Chromium that global-setup.ts launched, connected once per test file; pages at the three widths
 * the shop is designed for.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { islandsSettled } from './islands.ts';

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
  seen(path: string, width?: Width): Promise<Page>;
  baseURL: string;
} {
  let browser: Browser | undefined;
  const baseURL = inject('baseURL');
  const seenPages = new Map<string, Promise<Page>>();
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    // Disconnects, closing this file's contexts; the browser serves the other files on.
    await browser?.close();
  });
  async function open(path: string, width: Width = 'desktop'): Promise<Page> {
    const context = await shopperContext(browser!, width, baseURL);
    const page = await context.newPage();
    // A page's context is its own: closing the page frees both. When the page closes because the file's
    // connection to the browser ends, its context has gone with it and closing it again is refused.
    page.once('close', () => context.close().catch(() => undefined));
    await page.goto(path);
    return page;
  }
  return {
    baseURL,
    browser: () => browser!,
    open,
    /**
     * A page loaded once per file and width and shared by every test that only looks at it (reads text,
     * boxes and styles, never clicks, types or navigates): a load at one width is most of such a test's cost.
     * Its islands have settled.
     */
    seen(path: string, width: Width = 'desktop') {
      const key = `${width} ${path}`;
      if (!seenPages.has(key))
        seenPages.set(
          key,
          open(path, width).then(async (page) => {
            await islandsSettled(page);
            return page;
          }),
        );
      return seenPages.get(key)!;
    },
  };
}
