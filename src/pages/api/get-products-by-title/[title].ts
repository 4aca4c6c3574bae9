/**
 * GET /api/get-products-by-title/{title}: the colours of one style, with their
 * sizes and live stock from the commerce database. The title comes as in
 * product URLs (the English title in both languages), hyphens for spaces. Texts
 * follow the request's Accept-Language.
 */
import type { APIRoute } from 'astro';
import { errorResponse, jsonError, otherMethods } from '#src/http/guard.ts';
import { toDetail } from '#src/catalogue/catalogue.ts';
import { productLists } from '#src/catalogue/lists.ts';
import { catalogueApiMessages } from '#src/catalogue/messages.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { localeFromAcceptLanguage } from '#src/i18n/locales.ts';

export const prerender = false;

const MAX_TITLE_LENGTH = 200;

export const GET: APIRoute = async ({ params, request, url }) => {
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
  const slug = params.title ?? '';
  const colours = slug.length <= MAX_TITLE_LENGTH ? productLists().styleBySlug(slug) : null;
  if (!colours) return jsonError(404, 'unknown_title', catalogueApiMessages[locale].unknownTitle);
  try {
    const { engine } = await getCommerce();
    const stocks = await Promise.all(colours.map((product) => engine.stockOfProduct(product.id)));
    const live = new Map(stocks.flat().map((variant) => [variant.id, variant.available]));
    return Response.json(
      colours.map((product) => toDetail(product, locale, (variantId) => live.get(variantId) ?? 0)),
      { headers: { 'Cache-Control': 'no-store', Vary: 'Accept-Language' } },
    );
  } catch (error) {
    return errorResponse(error, url.pathname);
  }
};

export const ALL = otherMethods({ GET });
