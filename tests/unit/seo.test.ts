import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from '#src/seo/organization.ts';
import { isPrivatePage } from '#src/seo/private-pages.ts';
import { robotsTxt } from '#src/seo/robots.ts';

describe('robots.txt', () => {
  const robots = robotsTxt('https://shop.example/');

  it('points crawlers at the sitemap of the configured site', () => {
    expect(robots).toContain('Sitemap: https://shop.example/sitemap-index.xml');
  });

  it.each(['/api/', '/cart', '/checkout', '/account', '/login', '/search', '/wishlist', '/ar/cart', '/ar/checkout'])(
    'keeps crawlers out of %s',
    (path) => {
      expect(robots).toContain(`Disallow: ${path}\n`);
    },
  );
});

describe('the private pages', () => {
  it.each(['/cart', '/ar/cart/', '/order/abc', '/ar/reset/password', '/wishlist', '/404.html', '/ar/500'])(
    'count %s as private',
    (path) => expect(isPrivatePage(path)).toBe(true),
  );

  it.each(['/', '/ar', '/cartoons', '/shoes/kids', '/ar/product/x/P1', '/back-in-stock'])(
    'leave %s to the search engines',
    (path) => expect(isPrivatePage(path)).toBe(false),
  );
});

describe('the organisation structured data', () => {
  const [organization, ...stores] = organizationJsonLd('https://shop.example') as Array<Record<string, unknown>>;

  it('names the shop with its contact details and social profiles', () => {
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Lucky Shoes', url: 'https://shop.example/' });
    expect(organization!.sameAs).toHaveLength(2);
  });

  it('lists the three stores as shoe stores with UAE addresses', () => {
    expect(stores.map((store) => (store.address as { addressLocality: string }).addressLocality)).toEqual([
      'Abu Dhabi',
      'Dubai',
      'Dubai',
    ]);
    for (const store of stores) {
      expect(store['@type']).toBe('ShoeStore');
      expect(store.parentOrganization).toEqual({ '@id': 'https://shop.example/#organization' });
    }
  });
});
