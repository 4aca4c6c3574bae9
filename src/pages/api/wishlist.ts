/**
 * GET /api/wishlist → {signedIn, items}: the account's wishlist when signed in; otherwise the items of
 * `?productIds=A,B` (the list the browser keeps), each with its live price and stock per size.
 * POST /api/wishlist {action: 'add'|'remove', productId} or {action: 'merge', productIds} (the browser's
 * list at sign-in) → the account's list after the change; 401 without a session. docs/api.md "Wishlist".
 */
import type { APIRoute } from 'astro';
import { expiringDeadSession, signedInCustomer } from '#src/http/account.ts';
import { errorResponse, handleJson, otherMethods, refusal, refusalResponse, requestLocale } from '#src/http/guard.ts';
import { productIdsOfQuery, wishlistChangeBody, wishlistItems, type WishlistPayload } from '#src/http/wishlist.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { apiMessages } from '#src/http/messages.ts';
import { plural } from '#src/i18n/messages.ts';

export const prerender = false;

const answer = (payload: WishlistPayload) =>
  Response.json(payload, { headers: { 'Cache-Control': 'no-store', Vary: 'Accept-Language, Cookie' } });

export const GET: APIRoute = async ({ request, url }) => {
  const locale = requestLocale(request);
  try {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, request);
    if (!signedIn)
      return expiringDeadSession(
        { request, url },
        answer({ signedIn: false, items: await wishlistItems(engine, productIdsOfQuery(url), locale) }),
      );
    const ids = await engine.wishlistOfCustomer(signedIn.customer.id);
    return answer({ signedIn: true, items: await wishlistItems(engine, ids, locale) });
  } catch (error) {
    return errorResponse(error, url.pathname, locale);
  }
};

export const POST: APIRoute = ({ request, url }) =>
  handleJson(request, url, wishlistChangeBody, async (change) => {
    const { engine } = await getCommerce();
    const signedIn = await signedInCustomer(engine, request);
    if (!signedIn)
      return expiringDeadSession(
        { request, url },
        refusalResponse(refusal(401, 'not_signed_in'), requestLocale(request)),
      );
    const result = await engine.changeWishlist(signedIn.customer.id, change);
    if (result.outcome === 'unknown_product') throw refusal(400, 'unknown_product');
    const locale = requestLocale(request);
    if (result.outcome === 'full') {
      const max = plural(locale, apiMessages[locale].counts.products, result.max);
      throw refusal(409, 'wishlist_full', { max });
    }
    return answer({ signedIn: true, items: await wishlistItems(engine, result.productIds, locale) });
  });

export const ALL = otherMethods({ GET, POST });
