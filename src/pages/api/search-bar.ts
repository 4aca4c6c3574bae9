/**
 * POST /api/search-bar/ {search}: the colours matching the words, best match
 * first (docs/product.md §7; src/catalogue/search.ts says how words match). A blank
 * search answers []. The words match in English and Arabic alike; the request's
 * Accept-Language chooses the language of the titles in the answer.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { handleJson, otherMethods } from '#src/api/guard.ts';
import { productLists } from '#src/catalogue/lists.ts';
import { localeFromAcceptLanguage } from '#src/i18n/locales.ts';
import { MAX_QUERY_LENGTH } from '#src/catalogue/search.ts';
import { RecentBodies } from '#src/api/recent-bodies.ts';
import { bytesResponse, productListBody } from '#src/api/catalogue.ts';

export const prerender = false;

/** Room for the answers to a few dozen searches of a few hundred colours each. */
const RECENT_SEARCHES_BYTES = 8 * 1024 * 1024;

const searchBody = z.object({
  search: z.string().max(MAX_QUERY_LENGTH, { error: `search is at most ${MAX_QUERY_LENGTH} characters` }),
});

const recentSearches = new RecentBodies(RECENT_SEARCHES_BYTES);

export const POST: APIRoute = ({ request, url }) =>
  handleJson(request, url, searchBody, async ({ search }) => {
    const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
    return bytesResponse(
      recentSearches.get(`${locale}:${search}`, () => productListBody(productLists(locale).search(search))),
      'no-store',
    );
  });

export const ALL = otherMethods({ POST });
