/**
 * GET /api/products: every colour of the catalogue, newest first (docs/product.md §7, "used when there is no tag"),
 * its texts in the language of the request's Accept-Language.
 */
import type { APIRoute } from 'astro';
import { productLists } from '#src/catalogue/lists.ts';
import { catalogueListResponse } from '#src/http/catalogue.ts';
import { otherMethods } from '#src/http/guard.ts';
import { localeFromAcceptLanguage } from '#src/i18n/locales.ts';

export const prerender = false;

export const GET: APIRoute = ({ request }) =>
  catalogueListResponse(productLists(localeFromAcceptLanguage(request.headers.get('accept-language'))).all);

export const ALL = otherMethods({ GET });
