/** The wishlist calls from the browser (docs/api.md "Wishlist"); answers are checked before the islands see them. */
import type { WishlistPayload } from '#src/http/wishlist.ts';
import { answeredOk, callChecked, type CheckedAnswer } from '#src/http/call.client.ts';

const payloadShape = () => import('./wishlist-answers.ts').then((answers) => answers.payloadSchema);

/** The answer's list, or why there is none: 'full' (409), 'failed' (anything else, the network included). */
export type WishlistAnswer = WishlistPayload | 'full' | 'failed';

async function answerOf(call: Promise<CheckedAnswer<WishlistPayload>>): Promise<WishlistAnswer> {
  const answer = await call;
  if (answer.status === 409) return 'full';
  return answeredOk(answer) ? (answer.checked ?? 'failed') : 'failed';
}

/** The account's list when signed in; else the items of `productIds` (the browser's list). */
export function fetchWishlist(productIds: readonly string[] = []): Promise<WishlistAnswer> {
  const query = productIds.length > 0 ? `?productIds=${productIds.map(encodeURIComponent).join(',')}` : '';
  return answerOf(callChecked(`wishlist${query}`, payloadShape));
}

export type WishlistChangeBody =
  { action: 'add' | 'remove'; productId: string } | { action: 'merge'; productIds: readonly string[] };

export function changeWishlist(body: WishlistChangeBody): Promise<WishlistAnswer> {
  return answerOf(callChecked('wishlist', payloadShape, body));
}
