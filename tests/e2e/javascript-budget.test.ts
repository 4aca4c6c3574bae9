/**
 * The product owner's JavaScript budget (issue 36, decision 022): a new visitor's page whose React islands
 * hydrate loads at most 90 KiB gzip of JavaScript before it is idle, React included, and any other page at
 * most 10 KiB. The bounds are bench/targets.json's, to which `npm run bench:pages` holds Lighthouse's count;
 * here every page type of the real build is counted in both languages, in the bench's phone-sized window.
 * The checkout is not among them: no new visitor reaches it, and a browser that holds a cart loads the
 * header's cart count on every page (decision 022, Consequences).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTargets } from '#scripts/bench/lib/targets.ts';
import { buildDir, ROOT } from '#scripts/lib/build.ts';
import { LOCALES } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { useBrowser } from './support/browser.ts';
import { BENCH_PHONE, scriptsBeforeIdle } from './support/scripts.ts';
import { pickProduct } from './support/shopping.ts';

const shop = useBrowser();
const targets = readTargets(ROOT).pages;
const budget = {
  withIslands: targets.jsGzipBytesWithIslands!.max!,
  withoutIslands: targets.jsGzipBytesWithoutIslands!.max!,
};

/** A page of every type that a visitor without a session or a cart reaches. */
const PAGE_TYPES = [
  '/',
  '/shoes/kids',
  '/shoes/kids/sneakers',
  pickProduct(0).url,
  '/cart',
  '/search/boots',
  '/wishlist',
  '/size',
  '/blogs',
  '/FAQ',
  '/about-us',
  '/policy',
  '/login',
  '/signup',
  '/reset',
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('JavaScript loaded before a page is idle', () => {
  for (const locale of LOCALES) {
    it(`stays within the budget on every page type (${locale})`, { timeout: 180_000 }, async () => {
      const over: string[] = [];
      for (const path of PAGE_TYPES.map((page) => localizedPath(locale, page))) {
        // A context of its own for each page: a new visitor, with no cookie and nothing cached.
        const context = await shop.browser().newContext({ viewport: BENCH_PHONE, baseURL: shop.baseURL });
        try {
          const { hasIslands, gzipBytes } = await scriptsBeforeIdle(
            await context.newPage(),
            path,
            join(buildDir(), 'client'),
          );
          const total = [...gzipBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
          const limit = hasIslands ? budget.withIslands : budget.withoutIslands;
          if (total > limit) over.push(`${path}: ${kib(total)} in ${gzipBytes.size} files (at most ${kib(limit)})`);
        } finally {
          await context.close();
        }
      }
      expect(over).toEqual([]);
    });
  }
});
