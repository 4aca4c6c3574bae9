/**
 * The product page's JSON-LD (docs/product.md §12 "Quality"): a Product with its Offer in AED, its
 * availability as built, its delivery to each emirate and its return policy (src/seo/offer-policies.ts),
 * named and described in the page's language (schema.org's Product has no inLanguage: the page's `lang`
 * says it), with the aggregateRating of its approved reviews
 * when it has any; the BreadcrumbList comes from components/breadcrumb/breadcrumb.ts.
 */
import type { Product, WithContext } from 'schema-dts';
import { CURRENCY } from '#src/config/money.ts';
import { brand } from '#src/config/stores.ts';
import type { ProductDetail } from '#src/catalogue/types.ts';
import { totalStock } from './size-choice.ts';
import { returnPolicyJsonLd, shippingDetailsJsonLd } from '#src/seo/offer-policies.ts';
import { decimalToFils } from '#src/i18n/format.ts';

export function productJsonLd(
  product: ProductDetail,
  opts: {
    url: string;
    images: string[];
    description: string;
    brandName: string;
    /** The approved reviews' count and average at the last build, when there are any. */
    rating?: { count: number; average: number } | undefined;
  },
): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
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
      seller: { '@type': 'OnlineStore', name: brand.name },
      shippingDetails: shippingDetailsJsonLd(decimalToFils(product.price)),
      hasMerchantReturnPolicy: returnPolicyJsonLd(
        product.compareAtPrice !== null && decimalToFils(product.compareAtPrice) > decimalToFils(product.price),
      ),
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
