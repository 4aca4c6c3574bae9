/**
 * A feed written back as the catalogue spreadsheet (src/catalogue/csv-import.ts reads it), in Shopify's
 * row layout: one handle per style, its first row with the style's fields, one row per variant, the
 * pictures on the rows in order. Each colour's pictures follow each other, the first named by its
 * variants' `Variant Image`, so importing the file gives the same feed.
 */
import { AGE_BANDS, TRENDS } from '../config/catalogue.ts';
import { filsToDecimal } from '../i18n/format.ts';
import { CSV_COLUMNS, DRAWING_PREFIX, type CsvField } from './csv-columns.ts';
import { catalogueMessages } from './messages.ts';
import type { Feed, FeedImage, FeedProduct } from './schema.ts';

const KEPT_TAGS: readonly string[] = [...TRENDS, 'manual-bs', ...AGE_BANDS.map((band) => band.luckyChoiceTag)];
const FIELDS = Object.keys(CSV_COLUMNS) as CsvField[];

const imageSrc = (image: FeedImage) => ('src' in image ? image.src : `${DRAWING_PREFIX}${image.key}`);
const keptTags = (product: FeedProduct) => product.tags.filter((tag) => KEPT_TAGS.includes(tag));

/** Header and rows, ready for a CSV writer. */
export function exportCatalogueCsv(feed: Feed): string[][] {
  const styles = Map.groupBy(feed.products, (product) => product.styleId);
  const rows: string[][] = [FIELDS.map((field) => CSV_COLUMNS[field])];
  for (const [handle, colours] of styles) {
    const head = colours[0]!;
    const common = keptTags(head).filter((tag) => colours.every((colour) => colour.tags.includes(tag)));
    const variants = colours.flatMap((product) => product.variants.map((variant, i) => ({ product, variant, i })));
    const pictures = colours.flatMap((product) =>
      product.images.map((image, i) => ({ image, altAr: product.ar.imageAlts[i] ?? '' })),
    );
    for (let at = 0; at < Math.max(variants.length, pictures.length); at++) {
      const cells: Partial<Record<CsvField, string>> = { handle };
      if (at === 0)
        Object.assign(cells, {
          title: head.title,
          titleAr: head.ar.title,
          vendor: catalogueMessages.en.brands[head.brand],
          type: head.type,
          tags: [head.ageGroup, head.gender, ...common].join(', '),
          option1Name: 'Size',
          option2Name: 'Color',
          status: 'active',
        });
      const line = variants[at];
      if (line) {
        const { product, variant } = line;
        Object.assign(cells, {
          option1Value: String(variant.size),
          option2Value: catalogueMessages.en.colors[product.color],
          sku: variant.id,
          stock: String(variant.stock),
          price: filsToDecimal(product.priceFils),
          compareAtPrice: product.compareAtPriceFils === null ? '' : filsToDecimal(product.compareAtPriceFils),
          variantImage: imageSrc(product.images[0]!),
        });
        if (line.i === 0)
          Object.assign(cells, {
            productId: product.id,
            colourTags: keptTags(product)
              .filter((tag) => !common.includes(tag))
              .join(', '),
            createdAt: product.createdAt,
            salesRank: product.salesRank === null ? '' : String(product.salesRank),
            body: product.descriptionHtml,
            bodyAr: product.ar.descriptionHtml,
            colourDescription: product.colorDescription,
            colourDescriptionAr: product.ar.colorDescription,
            fitTip: product.fitTip,
            fitTipAr: product.ar.fitTip,
            deliveryOptions: product.deliveryOptions,
            deliveryOptionsAr: product.ar.deliveryOptions,
          });
      }
      const picture = pictures[at];
      if (picture)
        Object.assign(cells, {
          imageSrc: imageSrc(picture.image),
          imagePosition: String(at + 1),
          imageAlt: picture.image.alt,
          imageAltAr: picture.altAr,
          imageView: 'src' in picture.image ? (picture.image.view ?? '') : '',
        });
      rows.push(FIELDS.map((field) => cells[field] ?? ''));
    }
  }
  return rows;
}
