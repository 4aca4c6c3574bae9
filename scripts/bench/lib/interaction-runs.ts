/**
 * Interaction to Next Paint of the shop's main interactions (issue 14, item 6), in Chromium driven by
 * Playwright on a phone-sized window with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), beside the
 * same measure of a <details> toggle on the script-free calibration page served in the same run.
 *
 * INP is read from Event Timing entries (PerformanceObserver, type 'event', durationThreshold 16), as the
 * web-vitals library does: an interaction's figure is the longest entry sharing its interactionId, from the
 * input to the next paint. An interaction under 16 ms leaves no entry and counts as 16. Each run is a fresh
 * page load, throttled from the start; the interaction comes once the control is ready (its island hydrated
 * or its script run) and the page has settled (network idle, then an idle moment), so it measures the
 * interaction itself rather than its clash with the page's loading (which TBT in bench:pages measures).
 * The listing's and the product page's islands hydrate on the shopper's first touch (client:engaged), so a tap
 * on each is also measured as that first touch: from the tap, through the island's loading and hydration, to
 * the paint that shows its answer (the overlay; the request for a size).
 * Only interactions that begin after the measured action starts count: an entry is delivered after its
 * paint, seconds later on a loaded machine, so the size chosen before "add to cart" would otherwise arrive
 * after the clearing and be taken for the add.
 * What the click starts after that paint (a module loaded, an API answer) is not part of INP, so opening the
 * cart drawer is the button's answer, not the drawer's arrival.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { findChromium, HOW_TO_GET_A_BROWSER, launchOptions } from '#scripts/lib/browser.ts';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { productPath } from '#src/catalogue/paths.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { engage } from '#tests/e2e/support/islands.ts';
import { median } from './load.ts';

export const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
const TABLET = { width: 768, height: 1024 };
/** Event Timing's smallest threshold: a faster interaction leaves no entry. */
const THRESHOLD_MS = 16;

export interface InteractionFigure {
  name: string;
  /** 'en', 'ar', or '' for the calibration page. */
  locale: Locale | '';
  medianMs: number;
  runsMs: number[];
}

interface Scenario {
  name: string;
  /** The page, or null for the calibration page. */
  path: (locale: Locale) => string | null;
  viewport: { width: number; height: number };
  /** Waits until the control answers, and does whatever must come before the measured interaction. */
  ready(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
  /** Resolves once the interaction's visible result is there. */
  done(page: Page): Promise<void>;
  /**
   * For a tap the page holds until an island has hydrated (client:engaged): what shows its answer. The figure
   * is then the longer of INP and the time from the tap to the first paint that shows it, since the answer
   * given after hydration is a click of the page's own, which Event Timing does not count.
   */
  answer?: string;
}

/** A product with every size in stock, so that any size can be chosen and added. */
function productInStock(): string {
  const product = getCatalogue().products.find((p) => p.variants.length >= 2 && p.variants.every((v) => v.stock >= 3))!;
  return productPath(product.title, product.id);
}

/** Touches the page (the listing's and the buying islands hydrate then, client:engaged) and waits for the island. */
const hydrated = async (page: Page, selector: string) => {
  await engage(page);
  await page.locator(`astro-island:not([ssr]) ${selector}`).first().waitFor();
};
const filterButton = 'button[aria-haspopup="dialog"]';
const size = (page: Page) => page.locator('[data-testid="purchase"] input[type="radio"]:not([disabled])').nth(1);

export const CALIBRATION_INTERACTION = 'toggle a <details> (calibration page, no script)';

const SCENARIOS: Scenario[] = [
  {
    name: CALIBRATION_INTERACTION,
    path: () => null,
    viewport: PHONE,
    ready: (page) => page.locator('summary').waitFor(),
    act: (page) => page.locator('summary').click(),
    done: (page) => page.locator('details[open]').waitFor(),
  },
  {
    name: 'open the filter overlay (listing)',
    path: (locale) => localizedPath(locale, '/shoes/kids'),
    viewport: PHONE,
    ready: (page) => hydrated(page, filterButton),
    act: (page) => page.locator(`main ${filterButton}`).click(),
    done: (page) => page.locator('main dialog[open]').waitFor(),
  },
  {
    name: 'open the filter overlay as the first touch (listing, hydrating)',
    path: (locale) => localizedPath(locale, '/shoes/kids'),
    viewport: PHONE,
    ready: () => Promise.resolve(),
    act: (page) => page.locator(`main ${filterButton}`).click(),
    done: (page) => page.locator('main dialog[open]').waitFor(),
    answer: 'main dialog[open]',
  },
  {
    name: 'choose a size (product page)',
    path: (locale) => localizedPath(locale, productInStock()),
    viewport: PHONE,
    ready: (page) => hydrated(page, '[data-testid="purchase"]'),
    // check() clicks, then waits until the radio is checked: React has answered.
    act: (page) => size(page).check(),
    done: () => Promise.resolve(),
  },
  {
    name: "tap 'Add to cart' as the first touch, no size chosen (product page, hydrating)",
    path: (locale) => localizedPath(locale, productInStock()),
    viewport: PHONE,
    ready: () => Promise.resolve(),
    act: (page) => page.getByTestId('add-to-cart').click(),
    done: (page) => page.locator('#size-alert').waitFor(),
    answer: '#size-alert:not([hidden])',
  },
  {
    name: 'add to cart (product page)',
    path: (locale) => localizedPath(locale, productInStock()),
    viewport: PHONE,
    ready: async (page) => {
      await hydrated(page, '[data-testid="purchase"]');
      await size(page).check();
    },
    act: (page) => page.getByTestId('add-to-cart').click(),
    done: (page) => page.getByTestId('added-banner').waitFor(),
  },
  {
    name: 'open the cart drawer (home, tablet width)',
    path: (locale) => localizedPath(locale, '/'),
    viewport: TABLET,
    ready: (page) => page.locator('a[data-cart-button][data-enhanced]').first().waitFor(),
    act: (page) => page.locator('a[data-cart-button]').first().click(),
    done: (page) => page.locator('a[data-cart-button][aria-expanded="true"]').first().waitFor(),
  },
  {
    name: 'open the header menu (home)',
    path: (locale) => localizedPath(locale, '/'),
    viewport: PHONE,
    // The header's script is a module script: it has run by the load event that goto waits for.
    ready: (page) => page.locator('[data-drawer-open]').waitFor(),
    act: (page) => page.locator('[data-drawer-open]').click(),
    done: (page) => page.locator('dialog[data-drawer][open]').waitFor(),
  },
];

declare global {
  interface Window {
    /** Each interaction's start and its longest entry, by interactionId. */
    __interactions?: Map<number, { startMs: number; durationMs: number }>;
    /** When the measured action began (performance.now()). */
    __actionStartMs?: number;
    /** From the first tap of the action to the first paint showing the scenario's answer. */
    __answerPaintedMs?: Promise<number>;
  }
}

/** Runs in the page before its own scripts: the start and the longest Event Timing entry of each interaction. */
function observeInteractions(threshold: number): void {
  const interactions = new Map<number, { startMs: number; durationMs: number }>();
  window.__interactions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const seen = interactions.get(entry.interactionId);
      interactions.set(entry.interactionId, {
        startMs: Math.min(seen?.startMs ?? entry.startTime, entry.startTime),
        durationMs: Math.max(seen?.durationMs ?? 0, entry.duration),
      });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/** Once the page has loaded what it loads and its main thread has a moment free, as a shopper's tap finds it. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
};

/**
 * The longest entry of the interactions begun since the action started. Entries are queued after the paint
 * that ends the interaction and delivered a little later (seconds later on a loaded machine); one that has
 * not come 3 s after that paint is under the 16 ms threshold.
 */
const interactionMs = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const since = window.__actionStartMs!;
        const measured = () =>
          [...window.__interactions!.values()].filter((i) => i.startMs >= since).map((i) => i.durationMs);
        const painted = performance.now();
        const poll = () => {
          const durations = measured();
          if (durations.length > 0 || performance.now() - painted > 3000) resolve(Math.max(0, ...durations));
          else setTimeout(poll, 50);
        };
        requestAnimationFrame(() => requestAnimationFrame(poll));
      }),
  );

/** Starts watching for the answer to the coming tap: resolves with the time from the tap to its paint. */
function watchAnswer(selector: string): void {
  let tapMs: number | undefined;
  addEventListener('pointerdown', (event) => (tapMs ??= event.timeStamp), { capture: true });
  window.__answerPaintedMs = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (tapMs === undefined || !document.querySelector(selector)) return;
      seen.disconnect();
      // The frame that shows the answer is painted before a task queued from its animation frame runs.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tapMs!)));
    });
    seen.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

async function measureOnce(browser: Browser, url: string, scenario: Scenario): Promise<number> {
  const context = await browser.newContext({ viewport: scenario.viewport, deviceScaleFactor: 1 });
  try {
    // A returning shopper: the home page's offer dialog would otherwise cover what is clicked.
    await context.addInitScript(() => localStorage.setItem('popuped', '1'));
    await context.addInitScript(observeInteractions, THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await scenario.ready(page);
    await settled(page);
    await page.evaluate(() => (window.__actionStartMs = performance.now()));
    if (scenario.answer) await page.evaluate(watchAnswer, scenario.answer);
    await scenario.act(page);
    await scenario.done(page);
    const answered = scenario.answer ? await page.evaluate(() => window.__answerPaintedMs!) : 0;
    return Math.round(Math.max(await interactionMs(page), answered, THRESHOLD_MS));
  } finally {
    await context.close();
  }
}

export async function measureInteractions(
  baseURL: string,
  calibrationURL: string,
  { runs = 5, locales = ['en', 'ar'] as Locale[] } = {},
): Promise<InteractionFigure[]> {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error(HOW_TO_GET_A_BROWSER);
  const browser = await chromium.launch(launchOptions(executablePath));
  const figures: InteractionFigure[] = [];
  try {
    for (const scenario of SCENARIOS) {
      for (const locale of scenario.path('en') === null ? ([''] as const) : locales) {
        const path = locale === '' ? null : scenario.path(locale);
        const url = path === null ? calibrationURL : new URL(path, baseURL).href;
        const runsMs: number[] = [];
        for (let run = 0; run < runs; run++) runsMs.push(await measureOnce(browser, url, scenario));
        figures.push({ name: scenario.name, locale, medianMs: median(runsMs), runsMs });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
