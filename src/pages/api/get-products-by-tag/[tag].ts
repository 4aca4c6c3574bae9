/**
 * GET /api/get-products-by-tag/{tag}: the colours carrying a tag, newest first.
 * A tag of docs/product.md §3 that no product carries answers []; any other tag 404.
 * Texts (and the refusal's `error`) follow the request's Accept-Language.
 */
import type { APIRoute } from 'astro';
import { jsonError, otherMethods } from '#src/http/guard.ts';
import { productLists } from '#src/catalogue/lists.ts';
import { catalogueListResponse } from '#src/http/catalogue.ts';
import { catalogueApiMessages } from '#src/catalogue/messages.ts';
import { localeFromAcceptLanguage } from '#src/i18n/locales.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, request }) => {
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
  const products = productLists(locale).byTag(params.tag ?? '');
  return products
    ? catalogueListResponse(products)
    : jsonError(404, 'unknown_tag', catalogueApiMessages[locale].unknownTag);
};

export const ALL = otherMethods({ GET });
