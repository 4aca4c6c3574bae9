/**
 * The review calls from the browser: the approved reviews of a product, whether the signed-in shopper may
 * review it, and sending a review. Answers are checked against their shapes before the islands see them.
 */
import type { ZodMiniType } from 'zod/mini';
import { answeredOk, callApi, callChecked, refusalOf } from '#src/http/call.client.ts';
import type { ProductReviews, ReviewInput } from '#src/commerce/review-rules.ts';
import type { Eligibility } from './review-answers.ts';

export type { Eligibility } from './review-answers.ts';

const reviewsShape = () => import('./review-answers.ts').then((answers) => answers.reviewsSchema);
const eligibilityShape = () => import('./review-answers.ts').then((answers) => answers.eligibilitySchema);

/** The checked body of a 2xx answer; anything else throws, and the island shows what it built. */
async function getChecked<T>(path: string, shape: () => Promise<ZodMiniType<T>>): Promise<T> {
  const answer = await callChecked(path, shape);
  if (!answeredOk(answer) || !answer.checked) throw new Error(`${path} answered ${answer.status}`);
  return answer.checked;
}

export function fetchReviews(productId: string): Promise<ProductReviews> {
  return getChecked(`reviews/${encodeURIComponent(productId)}`, reviewsShape);
}

export function fetchEligibility(productId: string): Promise<Eligibility> {
  return getChecked(`review-eligibility/${encodeURIComponent(productId)}`, eligibilityShape);
}

/** Sent: null; refused: the API's reason, already in the page's language (or null text on a network failure). */
export async function sendReview(review: ReviewInput): Promise<{ refused: string | null } | null> {
  const answer = await callApi('reviews', review);
  return answeredOk(answer) ? null : { refused: refusalOf(answer) };
}
