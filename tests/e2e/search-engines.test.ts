/**
 * The build's pages, its sitemap and its robots.txt agree on what search engines may index: a page whose
 * HTML says noindex is on the private list (src/seo/private-pages.ts), absent from the sitemap and
 * disallowed by robots.txt; every other page is in the sitemap and allowed. Read from the build the browser
 * tests serve (SHOP_DIST), which their setup has made current.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '#src/config/env.ts';
import { isPrivatePage } from '#src/seo/private-pages.ts';
import { ROOT } from '#tests/support/server.ts';

const client = resolve(ROOT, readEnv().SHOP_DIST, 'client');

/** Every pre-rendered page by its address: /index.html → /, /ar/cart/index.html → /ar/cart, /404.html → /404. */
function builtPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = '/' + relative(client, join(client, file)).split(sep).join('/');
    const address = path.replace(/(\/index)?\.html$/, '') || '/';
    pages.set(address, readFileSync(join(client, file), 'utf8'));
  }
  return pages;
}

const sitemapAddresses = new Set(
  readdirSync(client)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .flatMap((name) => [...readFileSync(join(client, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map(([, url]) => new URL(url!).pathname),
);
const disallowed = [...readFileSync(join(client, 'robots.txt'), 'utf8').matchAll(/^Disallow: (\S+)$/gm)].map(
  ([, path]) => path!,
);
const blocked = (address: string) => disallowed.some((path) => address.startsWith(path));

describe('what search engines may index', () => {
  const pages = builtPages();
  const noindex = [...pages].filter(([, html]) => /<meta name="robots" content="noindex/.test(html));
  const indexable = [...pages].filter(([, html]) => !/<meta name="robots" content="noindex/.test(html));

  it('finds noindex pages in both languages, the error pages among them', () => {
    const addresses = noindex.map(([address]) => address);
    for (const address of ['/wishlist', '/ar/wishlist', '/back-in-stock/unsubscribe', '/ar/cart', '/404', '/500'])
      expect(addresses).toContain(address);
    expect(addresses).toContain('/ar/500');
  });

  it('keeps every noindex page out of the sitemap, disallowed by robots.txt and on the private list', () => {
    for (const [address] of noindex) {
      expect(sitemapAddresses.has(address), `${address} in the sitemap`).toBe(false);
      expect(blocked(address), `${address} allowed by robots.txt`).toBe(true);
      expect(isPrivatePage(address), `${address} not on the private list`).toBe(true);
    }
  });

  it('lists every indexable page in the sitemap and lets crawlers reach it', () => {
    expect(indexable.length).toBeGreaterThan(100);
    for (const [address] of indexable) {
      expect(sitemapAddresses.has(address), `${address} missing from the sitemap`).toBe(true);
      expect(blocked(address), `${address} disallowed by robots.txt`).toBe(false);
    }
  });
});
