/**
 * robots.txt: crawl the shop, not the shopper's own pages (cart, checkout,
 * account screens, search results) nor the API; point at the sitemap.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/order',
  '/account',
  '/edit',
  '/login',
  '/signup',
  '/reset',
  '/logout',
  '/password',
  '/search',
] as const;

export function robotsTxt(siteUrl: URL | string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap-index.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
