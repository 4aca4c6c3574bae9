/**
 * A blog post as the shop's pages use it, whatever CMS it came from. The
 * mapper (map-entries.ts) is the only place that builds one.
 */
import { z } from 'zod';
import { richTextDocumentSchema } from '#src/contentful/rich-text.ts';
import type { Locale } from '#src/i18n/locales.ts';

export { richTextDocumentSchema, type RichTextDocument, type RichTextNode } from '#src/contentful/rich-text.ts';

/**
 * A picture: either an image hosted by Contentful (optimised through
 * astro:assets at build time) or one of the shop's drawn illustrations
 * (see docs/decisions/005-blog-pictures.md).
 */
export const blogImageSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('contentful'),
    url: z.url({ protocol: /^https$/ }),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string(),
  }),
  z.object({
    source: z.literal('drawn'),
    key: z.string().min(1),
    alt: z.string(),
  }),
]);
export type BlogImage = z.infer<typeof blogImageSchema>;

/** What a post says, in one language: the parts an editor writes again for the Arabic edition. */
export const blogPostTextSchema = z.object({
  title: z.string().min(1),
  /** Posts without one are published but not listed (docs/product.md §9). */
  shortDescription: z.string().optional(),
  image: blogImageSchema,
  content: richTextDocumentSchema,
  /** The pictures embedded in the content, by Contentful asset id. */
  embeddedImages: z.record(z.string(), blogImageSchema),
});
export type BlogPostText = z.infer<typeof blogPostTextSchema>;

/** A post in English, with its Arabic version when the entry has one (docs/product.md §13). */
export const blogPostSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  /** ISO 8601, as Contentful's Date field gives it. */
  publishedDate: z.string(),
  ...blogPostTextSchema.shape,
  ar: blogPostTextSchema.optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Newest first; the list shows only posts with a short description. */
export function listedPosts<T extends Pick<BlogPost, 'shortDescription' | 'publishedDate'>>(posts: readonly T[]): T[] {
  return posts
    .filter((post) => Boolean(post.shortDescription?.trim()))
    .sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate));
}

/** A post as a page in one language shows it: the same post with that language's texts. */
export type LocalisedPost = Omit<BlogPost, 'ar'>;

/**
 * The post in `locale`, or undefined when it has no version in that language: it is then neither
 * listed nor published there.
 */
export function postIn(post: BlogPost, locale: Locale): LocalisedPost | undefined {
  const { ar, ...english } = post;
  if (locale === 'en') return english;
  // An Arabic post without a short description is unlisted, whatever the English one says.
  return ar && { ...english, ...ar, shortDescription: ar.shortDescription };
}

/** The posts that have a version in `locale`, in that language. */
export function postsIn(posts: readonly BlogPost[], locale: Locale): LocalisedPost[] {
  return posts.flatMap((post) => postIn(post, locale) ?? []);
}

/** The English path of a post's page; wrap it in localizedPath() for the Arabic one. */
export function blogPostPath(post: Pick<BlogPost, 'id'>): string {
  return `/blog/${encodeURIComponent(post.id)}`;
}
