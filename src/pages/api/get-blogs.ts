/**
 * GET /api/get-blogs: the listed posts, newest first (docs/product.md §3 and §7), in the language the
 * request's Accept-Language asks for, as every API call answers (§13): English unless Arabic is
 * preferred; in Arabic, only the posts written in Arabic.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { blogSummary } from '#src/features/blog/pictures.ts';
import { listedPosts, postsIn } from '#src/features/blog/post.ts';
import { otherMethods } from '#src/http/guard.ts';
import { localeFromAcceptLanguage } from '#src/i18n/locales.ts';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => {
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
  const posts = postsIn(
    (await getCollection('blog')).map((entry) => entry.data),
    locale,
  );
  return Response.json(listedPosts(posts).map(blogSummary), { headers: { Vary: 'Accept-Language' } });
};

export const ALL = otherMethods({ GET });
