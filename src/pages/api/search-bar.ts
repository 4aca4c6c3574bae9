/**
 * POST /api/search-bar/ {search}: the colours matching the words, best match
 * first (SPEC section 7; src/catalogue/search.ts says how words match). A blank
 * search answers [].
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { productLists } from '../../catalogue/lists.ts';
import { MAX_QUERY_LENGTH } from '../../catalogue/search.ts';
import { jsonError, productListResponse } from '../../features/catalogue-api/respond.ts';

export const prerender = false;

const MAX_BODY_BYTES = 4096;

const searchBody = z.object({ search: z.string().max(MAX_QUERY_LENGTH, { error: `search is at most ${MAX_QUERY_LENGTH} characters` }) });

export const POST: APIRoute = async ({ request }) => {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return jsonError(415, 'unsupported_media_type', 'Send the body as application/json');
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return jsonError(413, 'body_too_large', 'The body is too large');
  let text: string;
  try {
    text = await request.text();
  } catch {
    return jsonError(400, 'unreadable_body', 'The body could not be read');
  }
  if (text.length > MAX_BODY_BYTES) return jsonError(413, 'body_too_large', 'The body is too large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return jsonError(400, 'malformed_json', 'The body is not valid JSON');
  }
  const body = searchBody.safeParse(json);
  if (!body.success) return jsonError(400, 'invalid_body', `Invalid search: ${body.error.issues[0]!.message}`);
  return productListResponse(productLists().search(body.data.search), 'no-store');
};
