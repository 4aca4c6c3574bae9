/**
 * POST /api/search-bar/ {search}: the colours matching the words, best match
 * first (docs/product.md §7; src/catalogue/search.ts says how words match). A blank
 * search answers []. The words match in English and Arabic alike; the request's
 * Accept-Language chooses the language of the titles in the answer.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { handleJson, otherMethods } from '#src/http/guard.ts';
import { productLists, type ProductLists } from '#src/catalogue/lists.ts';
import { localeFromAcceptLanguage } from '#src/i18n/locales.ts';
import { MAX_QUERY_LENGTH } from '#src/catalogue/search.ts';
import { Recent } from '#src/http/recent.ts';
import { oneOffListResponse } from '#src/http/catalogue.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';

export const prerender = false;

/** Room, in each language, for the matches of a few hundred searches of a few hundred colours each. */
const RECENT_MATCHES = 100_000;

const searchBody = z.object({
  search: z.string().max(MAX_QUERY_LENGTH, { error: `search is at most ${MAX_QUERY_LENGTH} characters` }),
});

/** Per catalogue: matches remembered from the catalogue before a publish are not today's. */
const recentSearches = new WeakMap<ProductLists, Recent<ProductSummary[]>>();

function recentSearchesOf(lists: ProductLists): Recent<ProductSummary[]> {
  let recent = recentSearches.get(lists);
  if (!recent) recentSearches.set(lists, (recent = new Recent(RECENT_MATCHES, (matches) => matches.length)));
  return recent;
}

export const POST: APIRoute = ({ request, url }) =>
  handleJson(request, url, searchBody, async ({ search }) => {
    const lists = productLists(localeFromAcceptLanguage(request.headers.get('accept-language')));
    return oneOffListResponse(
      recentSearchesOf(lists).get(search, () => lists.search(search)),
      'no-store',
    );
  });

export const ALL = otherMethods({ POST });
