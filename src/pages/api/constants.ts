/**
 * GET /api/constants: the age group, trend and product type maps (docs/product.md §7), their labels in the
 * request's language (Accept-Language), as the other catalogue answers.
 */
import type { APIRoute } from 'astro';
import { shopConstants } from '#src/catalogue/constants.ts';
import { otherMethods } from '#src/http/guard.ts';
import { localeFromAcceptLanguage } from '#src/i18n/locales.ts';

export const prerender = false;

export const GET: APIRoute = ({ request }) =>
  Response.json(shopConstants(localeFromAcceptLanguage(request.headers.get('accept-language'))), {
    headers: { Vary: 'Accept-Language' },
  });

export const ALL = otherMethods({ GET });
