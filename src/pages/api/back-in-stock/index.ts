/**
 * POST /api/back-in-stock {email, merchandiseId} → 202 {accepted: true}: the address is told once when
 * that sold-out size is back, in the request's language (Accept-Language). The answer is the same whether
 * or not the address has an account or already waits. 400 unknown_variant, 409 in_stock (the size can be
 * bought now), 429 too_many_requests per client address. docs/api.md "Back-in-stock alerts".
 */
import type { APIRoute } from 'astro';
import { handleJson, limitRequest, otherMethods, refusal, requestLocale } from '#src/http/guard.ts';
import { merchandise } from '#src/http/merchandise.ts';
import { getCatalogue, titleIn } from '#src/catalogue/catalogue.ts';
import { productPath } from '#src/catalogue/paths.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { subscribeBody } from '#src/features/account/schemas.server.ts';
import { localizedPath } from '#src/i18n/paths.ts';

export const prerender = false;

const body = subscribeBody.and(merchandise);

export const POST: APIRoute = (context) =>
  handleJson(context.request, context.url, body, async ({ email, variantId }) => {
    const locale = requestLocale(context.request);
    const variant = getCatalogue().byVariantId.get(variantId);
    if (!variant) throw refusal(400, 'unknown_variant');
    const { engine } = await getCommerce();
    await limitRequest(engine, 'backInStock', context);
    const result = await engine.subscribeToBackInStock({
      email,
      variantId,
      locale,
      title: titleIn(variant.product, locale),
      productPath: localizedPath(locale, productPath(variant.product.title, variant.product.id)),
    });
    if (result.outcome === 'unknown_variant') throw refusal(400, 'unknown_variant');
    if (result.outcome === 'in_stock') throw refusal(409, 'in_stock');
    return Response.json({ accepted: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
  });

export const ALL = otherMethods({ POST });
