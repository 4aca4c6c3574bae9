/**
 * robots.txt: crawl the shop, not the API nor the private pages (src/seo/private-pages.ts) in any
 * language; point at the sitemap.
 */
import { privateAddresses } from './private-pages.ts';

export function robotsTxt(siteUrl: URL | string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...privateAddresses().map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap-index.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
