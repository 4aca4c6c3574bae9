/**
 * What the review routes share: the refusals of a review in the request's language (the reviews feature
 * words them), and the product a path names.
 */
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import type { SubmitReviewResult } from '#src/commerce/reviews.ts';
import { reviewRefusalMessages } from './review-messages.ts';
import { jsonError, refusal, requestLocale } from './guard.ts';

type RefusalCode = keyof (typeof reviewRefusalMessages)['en'];

export function reviewRefusal(request: Request, status: number, code: RefusalCode, retryAfterSeconds?: number) {
  const answer = jsonError(status, code, reviewRefusalMessages[requestLocale(request)][code]);
  if (retryAfterSeconds) answer.headers.set('Retry-After', String(retryAfterSeconds));
  return answer;
}

/** The HTTP answer of each refused outcome of submitReview. */
export const REFUSED: Record<Exclude<SubmitReviewResult['outcome'], 'submitted'>, [number, RefusalCode]> = {
  'not-eligible': [403, 'not_eligible'],
  'wrong-size': [422, 'wrong_size'],
  'already-reviewed': [409, 'already_reviewed'],
  throttled: [429, 'throttled'],
};

/** The product of a path's {productId}; a 404 refusal when the catalogue has none. */
export function productOfPath(productId: string | undefined): string {
  if (!productId || !getCatalogue().byId.has(productId)) throw refusal(404, 'unknown_product');
  return productId;
}
