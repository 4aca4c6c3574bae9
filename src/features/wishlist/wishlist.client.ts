/** The wishlist calls from the browser (docs/api.md "Wishlist"); answers are checked before the islands see them. */
import * as z from 'zod/mini';
import type { WishlistPayload } from '#src/api/wishlist.ts';
import { languageHeader } from '#src/i18n/page.client.ts';

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

async function answerOf(request: Promise<Response>): Promise<WishlistAnswer> {
  try {
    const response = await request;
    if (response.status === 409) return 'full';
    if (!response.ok) return 'failed';
    const parsed = payloadSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : 'failed';
  } catch {
    return 'failed';
  }
}

/** The account's list when signed in; else the items of `productIds` (the browser's list). */
export function fetchWishlist(productIds: readonly string[] = []): Promise<WishlistAnswer> {
  const query = productIds.length > 0 ? `?productIds=${productIds.map(encodeURIComponent).join(',')}` : '';
  return answerOf(fetch(`/api/wishlist${query}`, { headers: languageHeader(), credentials: 'same-origin' }));
}

export type WishlistChangeBody =
  { action: 'add' | 'remove'; productId: string } | { action: 'merge'; productIds: readonly string[] };

export function changeWishlist(body: WishlistChangeBody): Promise<WishlistAnswer> {
  return answerOf(
    fetch('/api/wishlist', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...languageHeader() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }),
  );
}
