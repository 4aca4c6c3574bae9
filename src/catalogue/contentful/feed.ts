/**
 * The feed that the Contentful source writes: the shop's feed (src/catalogue/schema.ts), its pictures
 * photographs hosted by Contentful instead of drawing keys.
 *
 * The photograph shape is defined here only until the feed schema accepts photographs itself
 * (`{ src, alt, view? }`, issue 18 item 2); then `photographSchema` and `contentfulFeedSchema` give way
 * to the shop's own `feedSchema`, and this source's feed is validated by `parseFeed` like any other.
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
