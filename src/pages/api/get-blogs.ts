/** GET /api/get-blogs: the listed posts, newest first (docs/product.md §3 and §7). */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { blogSummary } from '#src/features/blog/pictures.ts';
import { listedPosts } from '#src/features/blog/post.ts';
import { otherMethods } from '#src/api/guard.ts';

export const prerender = false;

export const GET: APIRoute = async () =>
  Response.json(listedPosts((await getCollection('blog')).map((entry) => entry.data)).map(blogSummary));

export const ALL = otherMethods({ GET });
