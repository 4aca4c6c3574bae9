/**
 * The product pages, one per colour, pre-rendered from the catalogue at /product/{title-with-hyphens}/{productId}:
 * their paths, and what a page shows besides productPageData: the review rating of the operator's last
 * decision, and the head's JSON-LD and og:image, each address absolute on `site`.
 */
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import { titleToSlug } from '#src/catalogue/paths.ts';
import { readRatings, type Ratings } from '#src/commerce/ratings.ts';
import { breadcrumbJsonLd } from '#src/components/breadcrumb/breadcrumb.ts';
import { imageSet } from '#src/components/images/images.ts';
import { inEveryLocale, type Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { reusable } from '../prerender/reuse.server.ts';
import { productInputs } from './reuse.server.ts';
import { productPageData, type ProductPageData } from './product-page.ts';
import { productJsonLd } from './structured-data.ts';

/** getStaticPaths of the product pages. */
export function productPagePaths() {
  const catalogue = getCatalogue();
  // Keyed on the products the page shows and the catalogue's shape: a price change renders its pages alone.
  return reusable(
    inEveryLocale(
      catalogue.products.map((product) => ({
        params: { title: titleToSlug(product.title), productId: product.id },
        props: { productId: product.id },
        cacheKey: productInputs(catalogue, product),
      })),
    ),
    null,
    { catalogue: 'shape' },
  );
}

export interface ProductPageView extends ProductPageData {
  rating: Ratings[string] | undefined;
  jsonLd: object[];
  /** The first picture's largest rendition. */
  ogImage: string;
}

export function productPageView(productId: string, locale: Locale, site: URL): ProductPageView {
  const catalogue = getCatalogue();
  const feedProduct = catalogue.byId.get(productId)!;
  const data = productPageData(catalogue, feedProduct, locale);
  const { product, breadcrumb, metaDescription } = data;
  const rating = readRatings()[product.id];
  const pagePath = localizedPath(locale, product.url);
  const largest = (key: string) => imageSet(key).src;
  const jsonLd = [
    productJsonLd(product, {
      url: new URL(pagePath, site).href,
      images: product.images.map((image) => new URL(largest(image.key), site).href),
      description: metaDescription,
      brandName: catalogueMessages[locale].brands[feedProduct.brand],
      rating,
    }),
    breadcrumbJsonLd([...breadcrumb, { label: product.title, href: pagePath }], site),
  ];
  return { ...data, rating, jsonLd, ogImage: largest(product.images[0]!.key) };
}
