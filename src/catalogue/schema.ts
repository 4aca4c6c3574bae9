/**
 * The catalogue feed: the shape of src/data/catalogue.json, validated when loaded.
 * Three levels, as in docs/product.md §10 "The catalogue model":
 *   style   = all colours sharing a title (styleId),
 *   product = one colour of a style (productId), the unit of a product page,
 *   variant = one size of a product (the API calls it merchandise: src/http/merchandise.ts), the unit of the cart.
 * Money is integer fils.
 */
import { z } from 'zod';
import { AGE_GROUPS, BRANDS, COLORS, GENDERS, IMAGE_VIEWS, PRODUCT_TYPES, SIZE_RANGE } from '../config/catalogue.ts';
import { isPhotoPath, photoKey } from './photos.server.ts';

export { IMAGE_VIEWS };

/** A drawn picture: the generated demo catalogue's. */
export const feedDrawingSchema = z.object({
  /** Key of the drawn picture; the image pipeline turns it into /generated/… URLs. */
  key: z.string().min(1),
  view: z.enum(IMAGE_VIEWS),
  alt: z.string().min(1),
});

/**
 * A photograph: `src` is a path relative to the catalogue images folder (cataloguePhotos in
 * src/config/catalogue.ts) or an http(s) URL (a Contentful asset). Parsing adds its image `key`
 * (photo/{hash of src}), so pages, carts and the image pipeline treat both kinds alike.
 */
export const feedPhotoSchema = z
  .object({
    src: z
      .string()
      .min(1)
      .refine((src) => /^https?:\/\//.test(src) || isPhotoPath(src), {
        error: 'must be an http(s) URL or a path inside the catalogue images folder (no "..", no leading "/")',
      }),
    alt: z.string().min(1),
    view: z.enum(IMAGE_VIEWS).optional(),
  })
  .transform((photo) => ({ ...photo, key: photoKey(photo.src) }));

/** Photographs first: a parsed photograph also has a `key`, and must not be read back as a drawing. */
export const feedImageSchema = z.union([feedPhotoSchema, feedDrawingSchema]);

export const feedVariantSchema = z.object({
  id: z.string().min(1),
  size: z.number().int().min(SIZE_RANGE.min).max(SIZE_RANGE.max),
  stock: z.number().int().min(0),
});

/**
 * A product's texts in Arabic (docs/decisions/013-two-languages.md): the feed carries both languages,
 * the English ones at the product's top level. Picture alt texts follow the order of `images`.
 * URLs keep the English title in both languages.
 */
export const feedArabicSchema = z.object({
  title: z.string().min(1),
  descriptionHtml: z.string().min(1),
  colorDescription: z.string(),
  fitTip: z.string(),
  deliveryOptions: z.string(),
  imageAlts: z.array(z.string().min(1)),
});

export const feedProductSchema = z.object({
  id: z.string().min(1),
  styleId: z.string().min(1),
  title: z.string().min(1),
  ageGroup: z.enum(AGE_GROUPS),
  type: z.enum(PRODUCT_TYPES),
  color: z.enum(COLORS),
  gender: z.enum(GENDERS),
  brand: z.enum(BRANDS),
  /** Every tag of docs/product.md §3: age group, type, trends, brand, colour, gender, luckyChoice{Age}, manual-bs. */
  tags: z.array(z.string().min(1)),
  priceFils: z.number().int().positive(),
  compareAtPriceFils: z.number().int().positive().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  descriptionHtml: z.string().min(1),
  colorDescription: z.string(),
  fitTip: z.string(),
  deliveryOptions: z.string(),
  /** Best-seller rank from sales (lower sells more); null when never sold. */
  salesRank: z.number().int().positive().nullable(),
  /** At least one picture; the first is the card's and the page's main one. */
  images: z.array(feedImageSchema).min(1),
  variants: z.array(feedVariantSchema).min(1),
  ar: feedArabicSchema,
});

export const feedSchema = z.object({
  version: z.literal(1),
  seed: z.number().int(),
  scale: z.number().int().positive(),
  products: z.array(feedProductSchema).min(1),
});

export type FeedImage = z.infer<typeof feedImageSchema>;
export type FeedPhoto = z.infer<typeof feedPhotoSchema>;
export type FeedDrawing = z.infer<typeof feedDrawingSchema>;
/** A feed as written to the file: photographs without their derived `key`. */
export type FeedInput = z.input<typeof feedSchema>;
export type FeedProductInput = z.input<typeof feedProductSchema>;
export type FeedVariant = z.infer<typeof feedVariantSchema>;
export type FeedArabic = z.infer<typeof feedArabicSchema>;
export type FeedProduct = z.infer<typeof feedProductSchema>;
export type Feed = z.infer<typeof feedSchema>;
