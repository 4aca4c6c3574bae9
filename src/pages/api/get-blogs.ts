/**
 * GET /api/get-blogs: the listed posts, newest first (docs/product.md §3 and §7), in the language the
 * request's Accept-Language asks for, as every API call answers (§13): English unless Arabic is
 * preferred; in Arabic, only the posts written in Arabic.
 *
 * The answer is the served build's pre-rendered list (list-data-path.ts), not the posts themselves: the
 * server's bundle then holds no post, so a post's publish links it from the live build instead of loading a
 * new one (decision 006).
 */
import type { APIRoute } from 'astro';
import { blogListDataPath } from '#src/features/blog/list-data-path.ts';
import { otherMethods } from '#src/http/guard.ts';
import { localeFromAcceptLanguage } from '#src/i18n/locales.ts';

export const prerender = false;

export const GET: APIRoute = async ({ request, locals }) => {
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
  const path = blogListDataPath(locale);
  const list = await locals.publishedFile?.(path);
  if (!list) throw new Error(`the served build has no ${path}`);
  return new Response(list, { headers: { 'Content-Type': 'application/json', Vary: 'Accept-Language' } });
};

export const ALL = otherMethods({ GET });
