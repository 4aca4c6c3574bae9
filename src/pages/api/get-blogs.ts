/** GET /api/get-blogs: the listed posts, newest first (SPEC.md sections 3 and 7). */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { blogSummary } from '../../features/blog/pictures.ts';
import { listedPosts } from '../../features/blog/post.ts';
import { otherMethods } from '../../api/guard.ts';

export const prerender = false;

export const GET: APIRoute = async () =>
  Response.json(listedPosts((await getCollection('blog')).map((entry) => entry.data)).map(blogSummary));

export const ALL = otherMethods({ GET });
