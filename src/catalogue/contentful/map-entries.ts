/**
 * Turns a Delivery API answer for the `product` content type (read with `locale=*`, links unresolved,
 * the linked `productVariant` entries and image assets in `includes`) into the products of the shop's
 * feed. The model is described in docs/contentful-products.md.
 *
 * Every value is checked; the first bad one stops the whole catalogue with the entry's id, the field
 * and, for an Arabic text, the locale: a catalogue is written whole or not at all.
 *
 * English is the space's default locale, Arabic its CONTENTFUL_ARABIC_LOCALE. The texts a shopper reads
 * (title, description, colour description, fit tip, delivery options) are written again in Arabic and
 * never fall back to English; picture alt texts come from the asset's description (else the product's
 * title) in each language.
 */
import { z } from 'zod';
import { contentfulProductSchema, type ContentfulProduct, type Photograph } from './feed.ts';
import { MANUAL_BEST_SELLER_TAG } from '#src/catalogue/group.ts';
import {
  AGE_BANDS,
  AGE_GROUPS,
  BRANDS,
  COLORS,
  GENDERS,
  PRODUCT_TYPES,
  SIZE_RANGE,
  TRENDS,
} from '#src/config/catalogue.ts';
import { FILS_PER_AED } from '#src/config/money.ts';
import type { ContentfulLocales } from '#src/contentful/delivery.ts';
import {
  assetSchema,
  EntryError,
  entrySysSchema,
  fieldOf,
  inLocale,
  indexById,
  linkTo,
  type Asset,
} from '#src/contentful/entries.ts';
import { richTextDocumentSchema, richTextHtml, type RichTextDocument } from '#src/contentful/rich-text.ts';

export const PRODUCT_CONTENT_TYPE = 'product';
export const VARIANT_CONTENT_TYPE = 'productVariant';

/** The tags an editor adds to what the age group, type, colour, gender and brand fields already say. */
export const MERCHANDISING_TAGS: readonly string[] = [
  ...TRENDS,
  ...AGE_BANDS.map((band) => band.luckyChoiceTag),
  MANUAL_BEST_SELLER_TAG,
];

export class ProductEntryError extends EntryError {
  override name = 'ProductEntryError';
  constructor(entryId: string, field: string, problem: string, locale?: string) {
    super('Contentful entry', entryId, field, problem, locale);
  }
}

const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `is missing or not one of ${values.join(', ')}` });

/** AED as the editor types it (149.5), as integer fils; the tolerance absorbs binary fractions (19.99 × 100). */
const money = z
  .number({ error: 'is missing or not a number of AED' })
  .positive({ error: 'must be more than 0' })
  .refine((aed) => Number.isInteger(Math.round(aed * FILS_PER_AED * 1e6) / 1e6), {
    error: 'must be in AED with at most two decimals',
  })
  .transform((aed) => Math.round(aed * FILS_PER_AED));

const text = z.string({ error: 'is not text' }).trim();

const productFieldsSchema = z.object({
  title: text.min(1, { error: 'is empty' }),
  description: richTextDocumentSchema,
  ageGroup: oneOf(AGE_GROUPS),
  type: oneOf(PRODUCT_TYPES),
  color: oneOf(COLORS),
  gender: oneOf(GENDERS),
  brand: oneOf(BRANDS),
  tags: z
    .array(
      z.string().refine((tag) => MERCHANDISING_TAGS.includes(tag), {
        error: `holds a tag that is not one of ${MERCHANDISING_TAGS.join(', ')}`,
      }),
      { error: 'is not a list of tags' },
    )
    .default([]),
  price: money,
  compareAtPrice: money.optional(),
  images: z.array(linkTo('Asset'), { error: 'is missing' }).min(1, { error: 'needs at least one picture' }),
  variants: z.array(linkTo('Entry'), { error: 'is missing' }).min(1, { error: 'needs at least one size' }),
  colorDescription: text.default(''),
  fitTip: text.default(''),
  deliveryOptions: text.default(''),
  salesRank: z.number().int({ error: 'must be a whole number' }).positive({ error: 'must be 1 or more' }).optional(),
});
type ProductFields = z.output<typeof productFieldsSchema>;

/** The texts a shopper reads, written again in Arabic. */
const TRANSLATED_FIELDS = ['title', 'description', 'colorDescription', 'fitTip', 'deliveryOptions'] as const;

const arabicFieldsSchema = productFieldsSchema.pick({
  title: true,
  description: true,
  colorDescription: true,
  fitTip: true,
  deliveryOptions: true,
});

const productSysSchema = z.object({
  id: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true, error: 'is not the date the entry was created' }),
});

const variantSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  fields: z.object({
    sku: text.min(1, { error: 'is empty' }).regex(/^\S+$/, { error: 'must have no spaces' }),
    size: z
      .number({ error: 'is missing or not a number' })
      .int({ error: 'must be a whole EU size' })
      .min(SIZE_RANGE.min, { error: `must be an EU size from ${SIZE_RANGE.min} to ${SIZE_RANGE.max}` })
      .max(SIZE_RANGE.max, { error: `must be an EU size from ${SIZE_RANGE.min} to ${SIZE_RANGE.max}` }),
    stock: z
      .number({ error: 'is missing or not a number' })
      .int({ error: 'must be a whole number of pairs' })
      .min(0, { error: 'must be 0 or more' }),
  }),
});
type Variant = z.infer<typeof variantSchema>;

const collectionSchema = z.object({
  items: z.array(z.unknown()),
  includes: z.object({ Asset: z.array(z.unknown()).optional(), Entry: z.array(z.unknown()).optional() }).optional(),
});

interface Linked {
  englishAssets: Map<string, Asset | string>;
  arabicAssets: Map<string, Asset | string>;
  variants: Map<string, Variant | string>;
}

function firstIssue(entryId: string, error: z.ZodError, locale?: string): ProductEntryError {
  const issue = error.issues[0]!;
  return new ProductEntryError(entryId, fieldOf(issue), issue.message, locale);
}

function linked<T>(index: Map<string, T | string>, entryId: string, field: string, id: string, what: string): T {
  const found = index.get(id);
  if (found === undefined)
    throw new ProductEntryError(entryId, field, `links to ${what} "${id}", which is missing or not published`);
  if (typeof found === 'string') throw new ProductEntryError(entryId, field, `${what} "${id}" is malformed: ${found}`);
  return found;
}

/** The asset's image URL on https, or why it cannot be a product picture. */
function photographUrl(asset: Asset): string | { problem: string } {
  const { url, contentType, details } = asset.fields.file;
  if (!details?.image || (contentType && !contentType.startsWith('image/')))
    return { problem: `asset "${asset.sys.id}" is not an image` };
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  if (!absolute.startsWith('https://')) return { problem: `asset "${asset.sys.id}" has the URL "${url}", not https` };
  return absolute;
}

/** An asset's title is often the name of the uploaded file: without a description, the product's title says more. */
const altOf = (asset: Asset, productTitle: string) => asset.fields.description?.trim() || productTitle;

function descriptionHtml(document: RichTextDocument, entryId: string, locale?: string): string {
  const html = richTextHtml(document.content);
  if (!html.replace(/<[^>]*>/g, '').trim()) throw new ProductEntryError(entryId, 'description', 'is empty', locale);
  return html;
}

/** The Arabic texts of an entry given in every locale; every English text must have its Arabic one. */
function arabicTexts(raw: unknown, english: ProductFields, entryId: string, locales: ContentfulLocales) {
  const arabic = inLocale(raw, locales.ar) as { fields: Record<string, unknown> };
  for (const field of TRANSLATED_FIELDS)
    if (english[field] !== '' && arabic.fields[field] === undefined)
      throw new ProductEntryError(entryId, field, 'has no Arabic version', locales.ar);
  const fields = arabicFieldsSchema.safeParse(arabic.fields);
  if (!fields.success) throw firstIssue(entryId, fields.error, locales.ar);
  return { ...fields.data, descriptionHtml: descriptionHtml(fields.data.description, entryId, locales.ar) };
}

function variantsOf(fields: ProductFields, entryId: string, index: Linked['variants']) {
  const sizes = new Map<number, string>();
  return fields.variants.map((link, position) => {
    const variant = linked(index, entryId, `variants.${position}`, link.sys.id, 'variant entry');
    const { sku, size, stock } = variant.fields;
    const other = sizes.get(size);
    if (other)
      throw new ProductEntryError(entryId, `variants.${position}`, `size ${size} is also variant entry "${other}"`);
    sizes.set(size, variant.sys.id);
    return { id: sku, size, stock };
  });
}

function mapProduct(raw: unknown, position: number, index: Linked, locales: ContentfulLocales): ContentfulProduct {
  const head = entrySysSchema.safeParse(raw);
  if (!head.success) throw new ProductEntryError(`#${position + 1}`, 'sys.id', 'the entry has no id or no fields');
  const id = head.data.sys.id;
  const sys = z.object({ sys: productSysSchema }).safeParse(raw);
  if (!sys.success) throw firstIssue(id, sys.error);

  const english = productFieldsSchema.safeParse((inLocale(raw, locales.en) as { fields: unknown }).fields);
  if (!english.success) throw firstIssue(id, english.error);
  const fields = english.data;
  if (fields.compareAtPrice !== undefined && fields.compareAtPrice <= fields.price)
    throw new ProductEntryError(id, 'compareAtPrice', 'must be more than the price (it is the price before the sale)');
  const ar = arabicTexts(raw, fields, id, locales);

  const images: Photograph[] = [];
  const imageAlts: string[] = [];
  fields.images.forEach((link, place) => {
    const field = `images.${place}`;
    const asset = linked(index.englishAssets, id, field, link.sys.id, 'asset');
    const src = photographUrl(asset);
    if (typeof src !== 'string') throw new ProductEntryError(id, field, src.problem);
    images.push({ src, alt: altOf(asset, fields.title) });
    imageAlts.push(altOf(linked(index.arabicAssets, id, field, link.sys.id, 'asset'), ar.title));
  });

  const tags = [fields.ageGroup, fields.type, fields.color, fields.gender, fields.brand, ...fields.tags];
  const product = contentfulProductSchema.safeParse({
    id,
    styleId: fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title: fields.title,
    ageGroup: fields.ageGroup,
    type: fields.type,
    color: fields.color,
    gender: fields.gender,
    brand: fields.brand,
    tags: [...new Set(tags)],
    priceFils: fields.price,
    compareAtPriceFils: fields.compareAtPrice ?? null,
    createdAt: sys.data.sys.createdAt,
    descriptionHtml: descriptionHtml(fields.description, id),
    colorDescription: fields.colorDescription,
    fitTip: fields.fitTip,
    deliveryOptions: fields.deliveryOptions,
    salesRank: fields.salesRank ?? null,
    images,
    variants: variantsOf(fields, id, index.variants),
    ar: {
      title: ar.title,
      descriptionHtml: ar.descriptionHtml,
      colorDescription: ar.colorDescription,
      fitTip: ar.fitTip,
      deliveryOptions: ar.deliveryOptions,
      imageAlts,
    },
  });
  if (!product.success) throw firstIssue(id, product.error);
  return product.data;
}

/** A SKU names one size of one product in the whole shop: it is the id carts and orders keep. */
function checkSkus(products: readonly ContentfulProduct[]): void {
  const seen = new Map<string, string>();
  for (const product of products)
    for (const [position, variant] of product.variants.entries()) {
      const other = seen.get(variant.id);
      if (other)
        throw new ProductEntryError(
          product.id,
          `variants.${position}`,
          `the SKU "${variant.id}" is already a size of product entry "${other}"`,
        );
      seen.set(variant.id, product.id);
    }
}

/** Every product entry of the answer as a feed product; throws ProductEntryError on the first bad value. */
export function mapProductEntries(answer: unknown, locales: ContentfulLocales): ContentfulProduct[] {
  const collection = collectionSchema.safeParse(answer);
  if (!collection.success) throw new Error('The products source answered something other than a list of entries');
  const { items, includes } = collection.data;
  const assets = includes?.Asset ?? [];
  const variants = (includes?.Entry ?? []).map((raw) => inLocale(raw, locales.en));
  const index: Linked = {
    englishAssets: indexById(
      assets.map((raw) => inLocale(raw, locales.en)),
      assetSchema,
    ),
    // An asset's file is not localised; its Arabic description is never the English one.
    arabicAssets: indexById(
      assets.map((raw) => inLocale(raw, locales.ar, locales.en, ['description'])),
      assetSchema,
    ),
    variants: indexById(variants, variantSchema),
  };
  const products = items.map((raw, position) => mapProduct(raw, position, index, locales));
  checkSkus(products);
  return products;
}
