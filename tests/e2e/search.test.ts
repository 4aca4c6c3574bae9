import type { Page, Request } from 'playwright';
import { describe, expect, it, onTestFinished } from 'vitest';
import { browse } from '#src/catalogue/browse.ts';
import { emptySelection } from '#src/catalogue/filter.ts';
import { productLists } from '#src/catalogue/lists.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import { browseMessages } from '#src/features/listing/messages.ts';
import { searchMessages } from '#src/features/search/messages.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { useBrowser, type Width } from './support/browser.ts';

const shop = useBrowser();

function expected(query: string, filters: Partial<ReturnType<typeof emptySelection>> = {}) {
  return browse(productLists().search(query), {
    filters: { ...emptySelection(), ...filters },
    sort: 'relevance',
    page: 0,
  });
}

async function openSearch(path: string, width: Width): Promise<Page> {
  const page = await shop.open(path, width);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return page;
}

const box = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const showing = (page: Page, n: number) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Showing ${n} product results$`) })
    .waitFor();
const cardTitles = async (page: Page) =>
  (await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()).map((t) =>
    t.replace(/\s*\(opens in a new tab\)$/, ''),
  );
const orDivider = (page: Page) => page.getByText('OR', { exact: true });

describe('the search page without JavaScript', () => {
  it('renders the results of a search URL, and is not indexed', async () => {
    const res = await fetch(new URL('/search/pink%20sandal', shop.baseURL));
    expect(res.status).toBe(200);
    const html = await res.text();
    const found = expected('pink sandal');
    expect(found.count).toBeGreaterThan(0);
    expect(html).toContain(`Showing ${found.count} product results`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('value="pink sandal"');
    expect(html).toMatch(/<h1 class="visually-hidden">Search: pink sandal<\/h1>/);
  });

  it('answers /search and a search of odd characters', async () => {
    for (const path of ['/search', '/search/', '/search/%E2%9C%93%20%3Cb%3E', '/search/100%25']) {
      const res = await fetch(new URL(path, shop.baseURL));
      expect(res.status, path).toBe(200);
      // Typed text may sit in attribute values, never as markup.
      expect((await res.text()).replace(/"[^"]*"/g, '""'), path).not.toContain('<b>');
    }
  });
});

describe('a search for a language code', () => {
  const pageOf = async (path: string) => {
    const res = await fetch(new URL(path, shop.baseURL));
    const html = await res.text();
    return {
      status: res.status,
      lang: /<html lang="(\w+)"/.exec(html)?.[1],
      heading: /<h1[^>]*>([^<]*)</.exec(html)?.[1],
    };
  };

  it.each([
    ['/search/en%20', 'en', 'Search: en'],
    ['/search/AR%20', 'en', 'Search: AR'],
    ['/ar/search/en%20', 'ar', fill(searchMessages.ar.titleFor, { query: 'en' })],
  ])('shows %s in its own language, for the word typed', async (path, lang, heading) => {
    expect(await pageOf(path)).toEqual({ status: 200, lang, heading });
  });

  it.each([
    ['/search/en', '/search/en%20'],
    ['/search/Ar?sort=price-asc', '/search/Ar%20?sort=price-asc'],
    ['/ar/search/EN', '/ar/search/EN%20'],
  ])('typed as %s, is sent to %s, the address the search box writes', async (path, location) => {
    const res = await fetch(new URL(path, shop.baseURL), { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([308, location]);
  });

  it('keeps the language of the page it is typed on', async () => {
    const page = await openSearch('/search', 'desktop');
    await box(page).pressSequentially('ar');
    await page.waitForURL((url) => url.pathname === '/search/ar%20');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await box(page).inputValue()).toBe('ar');
  });
});

describe.each<Width>(['mobile', 'tablet', 'desktop'])('searching at %s width', (width) => {
  it('offers the OR divider and the categories before anything is typed', async () => {
    const page = await openSearch('/search', width);
    expect(await orDivider(page).isVisible()).toBe(true);
    const ages = page.getByRole('list', { name: 'Age groups' }).getByRole('link');
    expect(await ages.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/shoes/babies',
      '/shoes/toddlers',
      '/shoes/kids',
      '/shoes/teens',
    ]);
  });

  it('searches as the shopper types, typos included, and keeps the text in the URL', async () => {
    const page = await openSearch('/search', width);
    await box(page).pressSequentially('snaeker');
    const found = expected('snaeker');
    await showing(page, found.count);
    await expect(cardTitles(page)).resolves.toEqual(found.cards.map((c) => c.title));
    expect(new URL(page.url()).pathname).toBe('/search/snaeker');
    await page.reload();
    await showing(page, found.count);
    expect(await box(page).inputValue()).toBe('snaeker');
  });

  it('shows the no-results texts and the categories when nothing matches', async () => {
    const page = await openSearch('/search', width);
    await box(page).fill('qqqzzz');
    await page.getByText("Sorry, we couldn't find any matching results for this search.").waitFor();
    await page.getByText('These categories might interest you.').waitFor();
    expect(await page.getByRole('heading', { name: 'Shop by category' }).isVisible()).toBe(true);
  });

  it("goes home on 'cancel'", async () => {
    const page = await openSearch('/search/boot', width);
    await page.getByRole('link', { name: 'cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('the search box', () => {
  it('does not ask the server for every keystroke, and shows the answer to the last text', async () => {
    const page = await openSearch('/search', 'desktop');
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/search-bar/')) asked.push(JSON.parse(request.postData() ?? '{}').search);
    });
    // The page's clock is ours and stands still, so 'typing faster than the debounce' holds however busy the
    // machine is: once installed, Playwright's clock follows real time until it is paused.
    // The clock stays with the page's context: closing the page gives the context up, whether the test passes or not.
    onTestFinished(() => page.close());
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 60_000);
    await box(page).pressSequentially('sandals');
    await page.clock.runFor(2000);
    const found = expected('sandals');
    await showing(page, found.count);
    expect(asked.length).toBe(1);
    expect(asked.at(-1)).toBe('sandals');
  });

  it('clears with the clear icon on desktop, back to /search/', async () => {
    const page = await openSearch('/search/boot', 'desktop');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await orDivider(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/search/');
    expect(await box(page).inputValue()).toBe('');
  });

  it('has no clear icon on mobile', async () => {
    const page = await openSearch('/search/boot', 'mobile');
    expect(await page.getByRole('button', { name: 'Clear search' }).isVisible()).toBe(false);
  });

  it('filters the results, on desktop in the panel and on mobile in the overlay', async () => {
    const girls = expected('sneaker', { gender: ['girls'] });
    const desktop = await openSearch('/search/sneaker', 'desktop');
    await desktop
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: /^Girls,/ })
      .check();
    await showing(desktop, girls.count);
    expect(new URL(desktop.url()).search).toBe('?gender=girls');

    const mobile = await openSearch('/search/sneaker', 'mobile');
    await mobile.getByRole('button', { name: 'Filter and Sort' }).click();
    await mobile
      .getByRole('dialog', { name: 'Filter and Sort' })
      .getByRole('checkbox', { name: /^Girls,/ })
      .check();
    await mobile.getByRole('dialog').getByText(`${girls.count} product results`).waitFor();
    await mobile.getByRole('button', { name: 'apply' }).click();
    await showing(mobile, girls.count);
  });
});

describe.each<Width>(['mobile', 'desktop'])('the Arabic search page at %s width', (width) => {
  const t = searchMessages.ar;

  it('offers the categories in Arabic, keeps typing under /ar/search and counts the results in Arabic', async () => {
    const page = await openSearch('/ar/search/', width);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const input = page.getByRole('searchbox', { name: t.label });
    expect(await input.getAttribute('placeholder')).toBe(t.placeholder);
    await page.getByRole('heading', { name: t.categories }).waitFor();
    const ages = page.getByRole('list', { name: t.ageGroups }).getByRole('link');
    expect(await ages.first().getAttribute('href')).toBe('/ar/shoes/babies');
    expect(await ages.first().textContent()).toContain(catalogueMessages.ar.ageGroups.babies);

    await input.fill('pink sandal');
    await page.waitForURL((url) => url.pathname === '/ar/search/pink%20sandal');
    const found = expected('pink sandal');
    await page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: plural('ar', browseMessages.ar.showing, found.count) })
      .waitFor();
  });

  it('says in Arabic that nothing was found, and suggests categories', async () => {
    const page = await openSearch('/ar/search/qqqzzzxxx', width);
    await page.getByText(t.noResults).waitFor();
    await page.getByText(t.suggestion).waitFor();
  });
});
