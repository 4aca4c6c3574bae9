/**
 * /data/blog/list.json and /data/blog/ar/list.json: the answer of GET /api/get-blogs in each language, written
 * at build time (src/features/blog/list-data-path.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { blogListDataPaths } from '#src/features/blog/pages.server.ts';

export const getStaticPaths = (async () =>
  blogListDataPaths((await getCollection('blog')).map((entry) => entry.data))) satisfies GetStaticPaths;

export const GET: APIRoute<{ list: unknown[] }> = ({ props }) => Response.json(props.list);
