/**
 * The product page's JSON-LD: a Product with its Offer in AED and its
 * availability as built (docs/product.md §12 "Quality"), named and described in the page's language
 * (`inLanguage`); the BreadcrumbList comes
 * from components/breadcrumb/breadcrumb.ts.
 */
import { brand, CURRENCY } from '#src/config/shop.ts';
import type { ProductDetail } from '#src/catalogue/types.ts';
import { LANGUAGE_TAG, type Locale } from '#src/i18n/locales.ts';
import { totalStock } from './size-choice.ts';

export function productJsonLd(
  product: ProductDetail,
  opts: { url: string; images: string[]; description: string; brandName: string; locale?: Locale },
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
  };
}
