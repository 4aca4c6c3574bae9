/**
 * Addresses of a blog picture outside a <picture> element: the list API's
 * `src` and the image of a post's Open Graph tags and JSON-LD.
 */
import { imageSet } from '#src/components/images/images.ts';
import type { BlogImage, LocalisedPost } from './post.ts';

/** The largest rendition: a site path for a drawn picture, Contentful's own address otherwise. */
export function pictureAddress(image: BlogImage): string {
  return image.source === 'drawn' ? imageSet(image.key).src : image.url;
}

/** One entry of GET /api/get-blogs (docs/product.md §3 and §7). */
export function blogSummary(post: LocalisedPost) {
  return {
    id: post.id,
    title: post.title,
    shortDescription: post.shortDescription ?? '',
    publishedDate: post.publishedDate,
    src: pictureAddress(post.image),
    slug: post.slug,
  };
}
