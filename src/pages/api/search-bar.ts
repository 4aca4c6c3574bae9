/**
 * POST /api/search-bar/ {search}: the colours matching the words, best match
 * first (SPEC section 7; src/catalogue/search.ts says how words match). A blank
 * search answers [].
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { handleJson, otherMethods } from '../../api/guard.ts';
import { productLists } from '../../catalogue/lists.ts';
import { MAX_QUERY_LENGTH } from '../../catalogue/search.ts';
import { productListResponse } from '../../features/catalogue-api/respond.ts';

export const prerender = false;

const searchBody = z.object({ search: z.string().max(MAX_QUERY_LENGTH, { error: `search is at most ${MAX_QUERY_LENGTH} characters` }) });

export const POST: APIRoute = ({ request, url }) =>
  handleJson(request, url, searchBody, async ({ search }) => productListResponse(productLists().search(search), { cacheControl: 'no-store' }));

export const ALL = otherMethods({ POST });
