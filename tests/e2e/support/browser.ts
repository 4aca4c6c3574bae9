/**
 * The Chromium that global-setup.ts launched, connected once per test file; pages at the three widths
 * the shop is designed for.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
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

/** A page lent to one test, in a context of its own. */
interface Lease {
  page: Page;
  width: Width;
}

/**
 * Makes a lent page as good as new for the next test at its width: its listeners, routes, cookies, local storage
 * (all the state the shop keeps in a browser), window size and media are a new context's again. False when the test
 * closed the page, opened others beside it, or left it unable to reset: then only a new context will do.
 */
async function reset({ page, width }: Lease, origin: string): Promise<boolean> {
  const context = page.context();
  if (page.isClosed() || context.pages().length !== 1) return false;
  try {
    page.removeAllListeners();
    await Promise.all([
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      page.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
    // Off the shop's pages first, so that none of the last test's scripts writes to the storage cleared next; to a
    // text file of the shop's own, because leaving its site (for about:blank) would cost a new renderer process.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    await page.setViewportSize(viewport(width));
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
    return true;
  } catch {
    return false;
  }
}

export function useBrowser(): {
  browser(): Browser;
  open(path: string, width?: Width): Promise<Page>;
  tab(width?: Width): Promise<Page>;
  seen(path: string, width?: Width): Promise<Page>;
  baseURL: string;
} {
  let browser: Browser | undefined;
  const baseURL = inject('baseURL');
  const origin = new URL(baseURL).origin;
  const seenPages = new Map<string, Promise<Page>>();
  // A new context costs a new renderer process, which compiles the shop's scripts again: most of a page load's
  // CPU. A test's pages go back to the file's pool when it ends, reset, for the next test at the same width.
  const idle: Lease[] = [];
  const lent: Lease[] = [];
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterEach(async () => {
    await Promise.all(
      lent.splice(0).map(async (lease) => {
        if (await reset(lease, origin)) idle.push(lease);
        else
          await lease.page
            .context()
            .close()
            .catch(() => undefined);
      }),
    );
  });
  afterAll(async () => {
    // Disconnects, closing this file's contexts; the browser serves the other files on.
    await browser?.close();
  });
  async function newPage(width: Width): Promise<Page> {
    const context = await shopperContext(browser!, width, baseURL);
    const page = await context.newPage();
    // A page's context is its own: closing the page frees both. When the page closes because the file's
    // connection to the browser ends, its context has gone with it and closing it again is refused.
    page.once('close', () => context.close().catch(() => undefined));
    return page;
  }
  async function tab(width: Width = 'desktop'): Promise<Page> {
    const index = idle.findIndex((lease) => lease.width === width && !lease.page.isClosed());
    const lease = index >= 0 ? idle.splice(index, 1)[0]! : { page: await newPage(width), width };
    lent.push(lease);
    return lease.page;
  }
  return {
    baseURL,
    browser: () => browser!,
    /**
     * A page of its own for the test, before it opens one of the shop's pages, until the test ends: then the
     * next test at this width gets it, reset. For a test that sets the shopper up first (a cart cookie, an API
     * call) through `page.context()`. A test that changes what a reset cannot undo (the page's clock) closes its
     * page at its end.
     */
    tab,
    /** `tab()`, on the shop's page at `path`. */
    async open(path: string, width: Width = 'desktop') {
      const page = await tab(width);
      await page.goto(path);
      return page;
    },
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
          newPage(width).then(async (page) => {
            await page.goto(path);
            await islandsSettled(page);
            return page;
          }),
        );
      return seenPages.get(key)!;
    },
  };
}
