/** The wishlist calls from the browser (docs/api.md "Wishlist"); answers are checked before the islands see them. */
import * as z from 'zod/mini';
import type { WishlistPayload } from '#src/api/wishlist.ts';
import { answeredOk, callApi, type ApiAnswer } from '#src/api/call.client.ts';

const sizeSchema = z.object({ merchandiseId: z.string(), size: z.number(), quantityAvailable: z.number() });
const itemSchema = z.union([
  z.object({
    productId: z.string(),
    inCatalogue: z.literal(true),
    title: z.string(),
    url: z.string(),
    image: z.string(),
    imageAlt: z.string(),
    price: z.string(),
    compareAtPrice: z.nullable(z.string()),
    sizes: z.array(sizeSchema),
  }),
  z.object({ productId: z.string(), inCatalogue: z.literal(false) }),
]);
const payloadSchema = z.object({ signedIn: z.boolean(), items: z.array(itemSchema) });

/** The answer's list, or why there is none: 'full' (409), 'failed' (anything else, the network included). */
export type WishlistAnswer = WishlistPayload | 'full' | 'failed';

async function answerOf(call: Promise<ApiAnswer>): Promise<WishlistAnswer> {
  const answer = await call;
  if (answer.status === 409) return 'full';
  if (!answeredOk(answer)) return 'failed';
  const parsed = payloadSchema.safeParse(answer.body);
  return parsed.success ? parsed.data : 'failed';
}

/** The account's list when signed in; else the items of `productIds` (the browser's list). */
export function fetchWishlist(productIds: readonly string[] = []): Promise<WishlistAnswer> {
  const query = productIds.length > 0 ? `?productIds=${productIds.map(encodeURIComponent).join(',')}` : '';
  return answerOf(callApi(`wishlist${query}`));
}

export type WishlistChangeBody =
  { action: 'add' | 'remove'; productId: string } | { action: 'merge'; productIds: readonly string[] };

export function changeWishlist(body: WishlistChangeBody): Promise<WishlistAnswer> {
  return answerOf(callApi('wishlist', body));
}
