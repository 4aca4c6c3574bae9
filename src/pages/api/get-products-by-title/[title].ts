/**
 * GET /api/get-products-by-title/{title}: the colours of one style, with their
 * sizes and stock. The title comes as in product URLs, hyphens for spaces.
 */
import type { APIRoute } from 'astro';
import { toDetail } from '../../../catalogue/catalogue.ts';
import { productLists } from '../../../catalogue/lists.ts';
import { jsonError } from '../../../features/catalogue-api/respond.ts';

export const prerender = false;

const MAX_TITLE_LENGTH = 200;

export const GET: APIRoute = ({ params }) => {
  const slug = params.title ?? '';
  const colours = slug.length <= MAX_TITLE_LENGTH ? productLists().styleBySlug(slug) : null;
  if (!colours) return jsonError(404, 'unknown_title', 'No products found.');
  return Response.json(colours.map((product) => toDetail(product)), { headers: { 'Cache-Control': 'no-store' } });
};
