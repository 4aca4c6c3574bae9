/**
 * The feed that the Contentful source writes: the shop's feed (src/catalogue/schema.ts) whose pictures are
 * all photographs on Contentful's image host, over https. The file it writes is read back by `parseFeed`
 * like any other feed; this narrower shape only lets the source name the entry and field of a bad value.
 */
import { z } from 'zod';
import { IMAGE_VIEWS, feedProductSchema } from '#src/catalogue/schema.ts';

/** A picture by URL: `src` on Contentful's image host, the English alt text (the Arabic one is in `ar.imageAlts`). */
export const photographSchema = z.object({
  src: z.url({ protocol: /^https$/ }),
  alt: z.string().min(1),
  view: z.enum(IMAGE_VIEWS).optional(),
});
export type Photograph = z.infer<typeof photographSchema>;

export const contentfulProductSchema = feedProductSchema.extend({ images: z.array(photographSchema).min(1) });
export type ContentfulProduct = z.infer<typeof contentfulProductSchema>;

export const contentfulFeedSchema = z.object({
  version: z.literal(1),
  seed: z.number().int(),
  scale: z.number().int().positive(),
  products: z.array(contentfulProductSchema).min(1),
});
export type ContentfulFeed = z.infer<typeof contentfulFeedSchema>;
