/**
 * The product page's JSON-LD: a Product with its Offer in AED and its
 * availability as built (docs/product.md §12 "Quality"), named and described in the page's language
 * (`inLanguage`), with the aggregateRating of its approved reviews when it has any; the BreadcrumbList comes
 * from components/breadcrumb/breadcrumb.ts.
 */
import { CURRENCY } from '#src/config/money.ts';
import { brand } from '#src/config/stores.ts';
import type { ProductDetail } from '#src/catalogue/types.ts';
import { LANGUAGE_TAG, type Locale } from '#src/i18n/locales.ts';
import { totalStock } from './size-choice.ts';

export function productJsonLd(
  product: ProductDetail,
  opts: {
    url: string;
    images: string[];
    description: string;
    brandName: string;
    locale?: Locale;
    /** The approved reviews' count and average at the last build, when there are any. */
    rating?: { count: number; average: number } | undefined;
  },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    inLanguage: LANGUAGE_TAG[opts.locale ?? 'en'],
    name: product.title,
    sku: product.id,
    description: opts.description,
    image: opts.images,
    color: product.colorDescription,
    brand: { '@type': 'Brand', name: opts.brandName },
    offers: {
      '@type': 'Offer',
      url: opts.url,
      price: product.price,
      priceCurrency: CURRENCY,
      availability: totalStock(product.sizes) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: brand.name },
    },
    ...(opts.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: opts.rating.average,
        reviewCount: opts.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
