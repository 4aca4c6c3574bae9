/**
 * Structured data for the shop as an organisation with its three stores
 * (schema.org Organization and ShoeStore), for the home and about pages.
 */
import { brand, contact, social, stores } from '../config/stores.ts';

export function organizationJsonLd(siteUrl: URL | string): object[] {
  const origin = new URL('/', siteUrl).href;
  const organizationId = `${origin}#organization`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: brand.name,
      url: origin,
      logo: new URL('/favicon.svg', origin).href,
      email: contact.email,
      telephone: contact.phone,
      sameAs: social.map((network) => network.url),
      brand: [brand.name, brand.secondBrand].map((name) => ({ '@type': 'Brand', name })),
    },
    ...stores.map((store) => ({
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
