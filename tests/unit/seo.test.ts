import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from '#src/seo/organization.ts';
import { isPrivatePage } from '#src/seo/private-pages.ts';
import { robotsTxt } from '#src/seo/robots.ts';
import { returnPolicyJsonLd, shippingDetailsJsonLd } from '#src/seo/offer-policies.ts';
import { delivery, EMIRATES } from '#src/config/delivery.ts';
import { returns, shipping } from '#src/config/money.ts';

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
  const [organization, ...stores] = organizationJsonLd('https://shop.example') as unknown as Array<
    Record<string, unknown>
  >;

  it('names the shop with its contact details and social profiles', () => {
    expect(organization).toMatchObject({ '@type': 'OnlineStore', name: 'Lucky Shoes', url: 'https://shop.example/' });
    expect(organization!.sameAs).toHaveLength(2);
    expect(organization!.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: 'care@luckyshoes.ae' });
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

/** The parts of an OfferShippingDetails node these tests read. */
interface ShippingNode {
  shippingRate: { value: number };
  shippingDestination: { addressRegion: string };
  deliveryTime: { transitTime: object; cutoffTime: string; businessDays: { dayOfWeek: string[] } };
}

describe("an offer's delivery and returns (docs/product.md §9)", () => {
  it('delivers to every emirate next day by its cut-off, the fee below the threshold and free from it', () => {
    const below = shippingDetailsJsonLd(shipping.freeFromFils - 1) as unknown as ShippingNode[];
    expect(below.map((d) => d.shippingDestination.addressRegion)).toEqual([...EMIRATES]);
    expect(below[0]!.shippingRate).toEqual({
      '@type': 'MonetaryAmount',
      value: shipping.feeFils / 100,
      currency: 'AED',
    });
    expect(below[0]!.deliveryTime.transitTime).toMatchObject({ minValue: delivery.leadDays, unitCode: 'DAY' });
    expect(below.find((d) => d.shippingDestination.addressRegion === 'Dubai')!.deliveryTime.cutoffTime).toBe(
      `${delivery.cutOffHour.Dubai}:00:00+04:00`,
    );
    expect(below[0]!.deliveryTime.businessDays.dayOfWeek).not.toContain('https://schema.org/Sunday');
    const free = shippingDetailsJsonLd(shipping.freeFromFils) as unknown as ShippingNode[];
    expect(free[0]!.shippingRate.value).toBe(0);
  });

  it('takes returns within the window with the restocking fee, and sale items not at all', () => {
    expect(returnPolicyJsonLd(false)).toMatchObject({
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: returns.returnDays,
      restockingFee: { value: returns.restockingFeeMinFils / 100, currency: 'AED' },
    });
    expect(returnPolicyJsonLd(true)).toMatchObject({
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });
});
