/**
 * Structured data for the shop as an online store with its three shops (schema.org OnlineStore, with its
 * customer-service contact, and ShoeStore), for the home and about pages.
 */
import type { OnlineStore, ShoeStore, WithContext } from 'schema-dts';
import { brand, contact, social, stores } from '../config/stores.ts';

export function organizationJsonLd(siteUrl: URL | string): Array<WithContext<OnlineStore> | WithContext<ShoeStore>> {
  const origin = new URL('/', siteUrl).href;
  const organizationId = `${origin}#organization`;
  return [
    {
      '@context': 'https://schema.org',
      // An online store with shops: OnlineStore is schema.org's Organization that sells online.
      '@type': 'OnlineStore',
      '@id': organizationId,
      name: brand.name,
      url: origin,
      logo: new URL('/favicon.svg', origin).href,
      email: contact.email,
      telephone: contact.phone,
      sameAs: social.map((network) => network.url),
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: contact.email,
        telephone: contact.phone,
        areaServed: 'AE',
        availableLanguage: ['English', 'Arabic'],
      },
      brand: [brand.name, brand.secondBrand].map((name) => ({ '@type': 'Brand', name })),
    },
    ...stores.map((store): WithContext<ShoeStore> => ({
      '@context': 'https://schema.org',
      '@type': 'ShoeStore',
      '@id': `${origin}about-us#store-${store.id}`,
      name: `${brand.name}, ${store.name}`,
      parentOrganization: { '@id': organizationId },
      url: new URL('/about-us', origin).href,
      telephone: contact.phone,
      email: contact.email,
      currenciesAccepted: 'AED',
      address: {
        '@type': 'PostalAddress',
        streetAddress: store.addressLines.slice(0, 2).join(', '),
        addressLocality: store.city,
        addressCountry: 'AE',
      },
    })),
  ];
}
