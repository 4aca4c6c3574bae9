import type { Locator, Page } from 'playwright';
import { engage, islandsSettled } from './support/islands.ts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { browse, type BrowseState } from '#src/catalogue/browse.ts';
import { emptySelection, type FilterGroupKey } from '#src/catalogue/filter.ts';
import { productLists } from '#src/catalogue/lists.ts';
import { listingProducts } from '#src/features/listing/listing-products.server.ts';
import { browseMessages } from '#src/features/listing/messages.ts';
import { plural } from '#src/i18n/messages.ts';
import { shopperContext, useBrowser, type Width } from './support/browser.ts';

const shop = useBrowser();

/** What the kids listing should show for a selection, by the same rules the island runs. */
function expected(filters: Partial<Record<FilterGroupKey, string[]>> = {}, rest: Partial<BrowseState> = {}) {
  const kids = productLists().byTag('kids')!;
  return browse(kids, { filters: { ...emptySelection(), ...filters }, sort: 'newest', page: 0, ...rest });
}

/** Resolves once the hydrated listing has downloaded its products, which every filter and sort acts on. */
const productsLoaded = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith('/data/listing/')),
  );

async function openListing(path: string, width: Width): Promise<Page> {
  const page = await shop.open(path, width);
  // Every island, not the first: the filters are one of several (search, recently viewed) on a listing.
  await islandsSettled(page);
  await productsLoaded(page);
  return page;
}

/** The kids listing at one width, loaded once for every test that only looks at it. */
async function kidsListing(width: Width): Promise<Page> {
  const page = await shop.seen('/shoes/kids', width);
  await productsLoaded(page);
  return page;
}

const countStatus = (page: Page) => page.getByRole('main').getByRole('status');
const count = (page: Page) => countStatus(page).textContent();
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = async (page: Page) =>
  (await cards(page).getByRole('heading').allTextContents()).map((t) =>
    t.replace(/\s*\((opens in a new tab|يفتح في علامة تبويب جديدة)\)$/, ''),
  );
const waitForCount = (page: Page, n: number) =>
  countStatus(page)
    .filter({ hasText: new RegExp(`^${n} PRODUCTS$`) })
    .waitFor();
/** The panels beside the grid (desktop), or the 'Filter and Sort' overlay (mobile and tablet). */
const sidePanels = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Filter and Sort' });
const groupOption = (scope: Locator, label: RegExp) => scope.getByRole('checkbox', { name: label });

describe('a listing page without JavaScript', () => {
  it('has the first page of cards, the count, the breadcrumb and its JSON-LD in the pre-rendered HTML', async () => {
    const html = await (await fetch(new URL('/shoes/kids', shop.baseURL))).text();
    const first = expected();
    expect(html).toContain(`${first.count} PRODUCTS`);
    expect(html.match(/<article\b/g)).toHaveLength(Math.min(16, first.count));
    for (const card of first.cards) expect(html).toContain(card.urls[0]!.replace(/&/g, '&amp;'));
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<title>Kids Shoes \| Lucky Shoes<\/title>/);
  });

  it('pre-selects the route type and lists only it', async () => {
    const html = await (await fetch(new URL('/shoes/kids/sneakers', shop.baseURL))).text();
    expect(html).toContain(`${expected({ type: ['sneakers'] }).count} PRODUCTS`);
  });
});

describe.each<Width>(['mobile', 'tablet', 'desktop'])('a listing at %s width', (width) => {
  it('shows the breadcrumb, the banner with the lucky choice, the count and cards that open in a new tab', async () => {
    const page = await kidsListing(width);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allTextContents(),
    ).resolves.toEqual(['HOME', 'KIDS']);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Kids');
    const lucky = page.getByRole('link', { name: /^LUCKY CHOICE/ });
    expect(await lucky.getAttribute('href')).toMatch(/^\/product\//);
    await expect(lucky.textContent()).resolves.toContain('AED');
    await expect(count(page)).resolves.toBe(`${expected().count} PRODUCTS`);
    const firstCardLink = cards(page).first().getByRole('heading').getByRole('link');
    expect(await firstCardLink.getAttribute('target')).toBe('_blank');
  });

  it('lays the grid out in the columns of its width, with the promotional block in its place', async () => {
    const page = await kidsListing(width);
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    const columns = await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(width === 'mobile' ? 2 : 3);
    const visible = await grid.evaluate((ul) =>
      [...ul.children]
        .filter((li) => getComputedStyle(li).display !== 'none')
        .map((li) => (li.querySelector('aside') ? 'promo' : 'card')),
    );
    expect(visible.indexOf('promo')).toBe(width === 'mobile' ? 3 : 2);
    expect(visible.filter((c) => c === 'promo')).toHaveLength(1);
  });
});

describe('filtering and sorting on desktop (1280 px)', () => {
  it('narrows the count and the cards to a chosen option, and keeps it in the URL across reload and back', async () => {
    const page = await openListing('/shoes/kids', 'desktop');
    const girls = expected({ gender: ['girls'] });
    await groupOption(sidePanels(page), /^Girls,/).check();
    await waitForCount(page, girls.count);
    await expect(cardTitles(page)).resolves.toEqual(girls.cards.map((c) => c.title));
    expect(new URL(page.url()).search).toBe('?gender=girls');

    await page.reload();
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await waitForCount(page, girls.count);
    expect(await groupOption(sidePanels(page), /^Girls,/).isChecked()).toBe(true);

    await page.goBack();
    await waitForCount(page, expected().count);
    expect(new URL(page.url()).search).toBe('');
  });

  it('adds options within a group and narrows across groups', async () => {
    const page = await openListing('/shoes/kids', 'desktop');
    await groupOption(sidePanels(page), /^Sneakers,/).check();
    await waitForCount(page, expected({ type: ['sneakers'] }).count);
    await groupOption(sidePanels(page), /^Sandals,/).check();
    const both = expected({ type: ['sandals', 'sneakers'] });
    await waitForCount(page, both.count);
    await groupOption(sidePanels(page), /^Kids King,/).check();
    const narrowed = expected({ type: ['sandals', 'sneakers'], brand: ['kidsKing'] });
    await waitForCount(page, narrowed.count);
    await expect(cardTitles(page)).resolves.toEqual(narrowed.cards.map((c) => c.title));
    expect(new URL(page.url()).search).toBe('?type=sandals,sneakers&brand=kidsKing');
  });

  it("hydrates around the pre-rendered cards: they stay as sent, and the island's props carry none", async () => {
    const page = await kidsListing('desktop');
    const island = page.locator('astro-island[component-url*="/Listing."]');
    const props = await island.getAttribute('props');
    const first = expected();
    for (const card of first.cards) expect(props).not.toContain(JSON.stringify(card.title).slice(1, -1));
    expect(await island.locator('astro-slot').getByRole('article').count()).toBe(first.cards.length);
  });

  it('shows counts beside options and disables the ones that would give nothing', async () => {
    const page = await kidsListing('desktop');
    const teens = groupOption(sidePanels(page), /^Teens 13-18,/);
    expect(await teens.isDisabled()).toBe(true);
    const boys = expected().options.gender.find((o) => o.value === 'boys')!.count;
    expect(await groupOption(sidePanels(page), new RegExp(`^Boys, ${boys} products$`)).count()).toBe(1);
  });

  it('sorts by price, both ways', async () => {
    const page = await openListing('/shoes/kids', 'desktop');
    await sidePanels(page).getByRole('radio', { name: 'Price: Low to High' }).check();
    await page.waitForURL(/sort=price-asc/);
    await expect(cardTitles(page)).resolves.toEqual(expected({}, { sort: 'price-asc' }).cards.map((c) => c.title));
    await sidePanels(page).getByRole('radio', { name: 'Price: High to Low' }).check();
    await page.waitForURL(/sort=price-desc/);
    await expect(cardTitles(page)).resolves.toEqual(expected({}, { sort: 'price-desc' }).cards.map((c) => c.title));
  });

  it('moves between pages with the page links', async () => {
    const page = await openListing('/shoes/kids', 'desktop');
    const second = expected({}, { page: 1 });
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect(cardTitles(page)).resolves.toEqual(second.cards.map((c) => c.title));
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await expect(cardTitles(page)).resolves.toEqual(expected().cards.map((c) => c.title));
  });

  it("says 'No Products Found' when nothing matches", async () => {
    const page = await openListing('/shoes/kids?size=14', 'desktop');
    await page.getByText('No Products Found').waitFor();
    await expect(count(page)).resolves.toBe('0 PRODUCTS');
  });
});

describe("the listing's controls on a first visit, before the shopper has touched the page", () => {
  /** The listing loaded as a new visitor's, idle, with the pointer never over the page: its island not hydrated. */
  async function untouched(path: string, width: Width) {
    // A page of its own: where another test left a page's pointer, Chromium moves it over the next page it loads.
    const page = await (await shopperContext(shop.browser(), width, shop.baseURL)).newPage();
    page.once('close', () =>
      page
        .context()
        .close()
        .catch(() => undefined),
    );
    onTestFinished(() => page.close());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    return { page, scripts };
  }
  const waiting = (page: Page) => page.locator('astro-island[client="engaged"][ssr]').count();
  /** A mark in the page's window, which a navigation to another document would drop. */
  const marked = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const stillMarked = (page: Page) => page.evaluate(() => 'sameDocument' in window);

  it('loads neither the island nor React until the shopper touches the page', async () => {
    const { page, scripts } = await untouched('/shoes/kids', 'mobile');
    expect(await waiting(page)).toBe(1);
    expect(scripts.filter((path) => /\/(Listing|client)\./.test(path))).toEqual([]);
    await engage(page);
    await page.locator('astro-island:not([ssr])[client="engaged"]').waitFor({ state: 'attached' });
    await productsLoaded(page);
  });

  it("answers a first tap on 'Filter and Sort' given while the island still loads", async () => {
    const { page } = await untouched('/shoes/kids', 'mobile');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/Listing\./, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Filter and Sort' }).click();
    // Shown by the page in the tap's own frame, before the island has its code.
    await overlay(page).waitFor();
    expect(await waiting(page)).toBe(1);
    release();
    await groupOption(overlay(page), /^Girls,/).waitFor();
    expect(await overlay(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  });

  it("closes the overlay it showed on a first tap when the island's code cannot be loaded", async () => {
    const { page } = await untouched('/shoes/kids', 'mobile');
    await page.route(/\/_astro\/Listing\./, (route) => route.abort());
    const toggles = page.locator('main dialog').evaluate(
      (dialog) =>
        new Promise<string[]>((resolve) => {
          const states: string[] = [];
          dialog.addEventListener('toggle', (event) => {
            states.push((event as ToggleEvent).newState);
            if (states.length === 2) resolve(states);
          });
        }),
    );
    await page.getByRole('button', { name: 'Filter and Sort' }).click();
    expect(await toggles).toEqual(['open', 'closed']);
    expect(await waiting(page)).toBe(1);
  });

  it("answers a click that comes alone, as a screen reader's activation does", async () => {
    const { page } = await untouched('/shoes/kids', 'mobile');
    await page.getByRole('button', { name: 'Filter and Sort' }).evaluate((button: HTMLElement) => button.click());
    await overlay(page).waitFor();
  });

  it('answers an option ticked first, and keeps it in the URL', async () => {
    const { page } = await untouched('/shoes/kids', 'desktop');
    await marked(page);
    const girls = groupOption(sidePanels(page), /^Girls,/);
    await girls.click();
    await waitForCount(page, expected({ gender: ['girls'] }).count);
    expect(await girls.isChecked()).toBe(true);
    expect(new URL(page.url()).search).toBe('?gender=girls');
    expect(await stillMarked(page)).toBe(true);
  });

  it('answers a first page link in the page, without loading another document', async () => {
    const { page } = await untouched('/shoes/kids', 'desktop');
    await marked(page);
    // By the keyboard: the link is below the cells laid out on scrolling (content-visibility), where a pointer's
    // click aimed before they settle can land beside it on a loaded machine.
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);
    await expect.poll(() => cardTitles(page)).toEqual(expected({}, { page: 1 }).cards.map((c) => c.title));
    expect(await stillMarked(page)).toBe(true);
  });

  it('opens a product card clicked first in a new tab, as without the island', async () => {
    const { page } = await untouched('/shoes/kids', 'desktop');
    const card = cards(page).first().getByRole('heading').getByRole('link');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), card.click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(await card.getAttribute('href'));
    await tab.close();
  });

  it("still follows a page link when the island's code cannot be loaded", async () => {
    const { page } = await untouched('/shoes/kids', 'desktop');
    await page.route(/\/_astro\/Listing\./, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);
    await page.waitForLoadState('load');
  });

  it('hydrates without a touch when the address names a view, and shows it', async () => {
    const { page } = await untouched('/shoes/kids?gender=girls', 'desktop');
    await waitForCount(page, expected({ gender: ['girls'] }).count);
    expect(await waiting(page)).toBe(0);
  });
});

describe.each<Width>(['mobile', 'tablet'])('the Filter and Sort overlay at %s width', (width) => {
  it('opens full screen with focus inside, modal once its options show, and applies the counted draft', async () => {
    const page = await openListing('/shoes/kids', width);
    expect(await sidePanels(page).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Filter and Sort' });
    await button.click();
    const dialog = overlay(page);
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(width === 'mobile' ? 375 : 768);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    const girls = expected({ gender: ['girls'] });
    await groupOption(dialog, /^Girls,/).check();
    // The tap's frame shows it non-modal; the frame that draws the options makes the page behind inert.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await dialog.getByText(`${girls.count} product results`).waitFor();
    await expect(count(page)).resolves.toBe(`${expected().count} PRODUCTS`);
    await dialog.getByRole('button', { name: 'apply' }).click();
    await waitForCount(page, girls.count);
    expect(await dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).search).toBe('?gender=girls');
    expect(await page.evaluate(() => document.activeElement?.textContent?.includes('Filter and Sort'))).toBe(true);
  });

  it('discards the draft and returns focus on the back arrow and on Escape', async () => {
    const page = await openListing('/shoes/kids', width);
    const button = page.getByRole('button', { name: 'Filter and Sort' });
    const dialog = overlay(page);
    for (const close of ['back', 'escape'] as const) {
      await button.click();
      await dialog.waitFor();
      await groupOption(dialog, /^Boys,/).check();
      if (close === 'back') await dialog.getByRole('button', { name: /^Back/ }).click();
      else await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect(count(page)).resolves.toBe(`${expected().count} PRODUCTS`);
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => document.activeElement?.textContent?.includes('Filter and Sort'))).toBe(true);
    }
  });

  it('lists the sort choices together at the top of their column, however long the filters beside it', async () => {
    const page = await openListing('/shoes/kids', width);
    await page.getByRole('button', { name: 'Filter and Sort' }).click();
    const radios = overlay(page).getByRole('radio');
    await radios.first().waitFor();
    const tops = await radios.evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    for (let i = 1; i < tops.length; i++) expect(tops[i]! - tops[i - 1]!, `choice ${i + 1}`).toBeLessThan(60);
  });

  it('keeps Tab inside while open', async () => {
    const page = await openListing('/shoes/kids', width);
    await page.getByRole('button', { name: 'Filter and Sort' }).click();
    await page.getByRole('dialog').waitFor();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
  });

  it("'clear' empties the draft, including the route's pre-selected type", async () => {
    const page = await openListing('/shoes/kids/sneakers', width);
    await page.getByRole('button', { name: 'Filter and Sort' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'clear', exact: true }).click();
    await dialog.getByText(`${expected().count} product results`).waitFor();
    await dialog.getByRole('button', { name: 'apply' }).click();
    await waitForCount(page, expected().count);
    expect(new URL(page.url()).search).toBe('?type=');
  });
});

describe.each<Width>(['mobile', 'tablet', 'desktop'])('the Arabic listing at %s width', (width) => {
  const ar = browseMessages.ar;
  /** The Arabic kids listing, by the same rules the island runs, with its Arabic titles. */
  const expectedAr = (filters: Partial<Record<FilterGroupKey, string[]>> = {}, rest: Partial<BrowseState> = {}) =>
    browse(listingProducts('kids', 'ar'), {
      filters: { ...emptySelection(), ...filters },
      sort: 'newest',
      page: 0,
      ...rest,
    });
  const arabicCount = (n: number) => plural('ar', ar.count, n);

  it('reads right to left in Arabic, filters by gender, sorts by price and never scrolls sideways', async () => {
    const page = await openListing('/ar/shoes/kids', width);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('الأطفال');
    const crumbs = page.getByRole('main').getByRole('navigation').first().getByRole('link');
    await expect(crumbs.allTextContents()).resolves.toEqual(['الرئيسية', 'الأطفال']);
    expect(await crumbs.nth(1).getAttribute('href')).toBe('/ar/shoes/kids');
    await expect(count(page)).resolves.toBe(arabicCount(expectedAr().count));
    expect(await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href')).toMatch(
      /^\/ar\/product\//,
    );

    const girls = expectedAr({ gender: ['girls'] });
    const sorted = expectedAr({ gender: ['girls'] }, { sort: 'price-asc' });
    if (width === 'desktop') {
      const panels = page.getByRole('complementary', { name: ar.filters });
      await groupOption(panels, /^بنات،/).check();
      await countStatus(page)
        .filter({ hasText: arabicCount(girls.count) })
        .waitFor();
      await panels.getByRole('radio', { name: ar.sorts['price-asc'] }).check();
    } else {
      await page.getByRole('button', { name: ar.filterAndSort }).click();
      const dialog = page.getByRole('dialog', { name: ar.filterAndSort });
      await dialog.waitFor();
      await groupOption(dialog, /^بنات،/).check();
      await dialog.getByText(plural('ar', ar.results, girls.count), { exact: true }).waitFor();
      await dialog.getByRole('radio', { name: ar.sorts['price-asc'] }).check();
      await dialog.getByRole('button', { name: ar.apply }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.waitForURL(/sort=price-asc/);
    expect(new URL(page.url()).pathname).toBe('/ar/shoes/kids');
    expect(new URL(page.url()).search).toBe('?gender=girls&sort=price-asc');
    await countStatus(page)
      .filter({ hasText: arabicCount(girls.count) })
      .waitFor();
    await expect(cardTitles(page)).resolves.toEqual(sorted.cards.map((c) => c.title));
    await page.getByRole('button', { name: `${ar.removeFilter.replace('{label}', 'بنات')}` }).waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
