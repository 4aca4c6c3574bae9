/**
 * The review calls from the browser: the approved reviews of a product, whether the signed-in shopper may
 * review it, and sending a review. Answers are checked against their shapes before the islands see them.
 */
import * as z from 'zod/mini';
import { FITS } from '#src/config/shop.ts';
import { answeredOk, callApi, refusalOf } from '#src/api/call.client.ts';
import type { ProductReviews, ReviewInput } from './review-rules.ts';

const reviewsSchema = z.object({
  count: z.number(),
  average: z.number(),
  mostSay: z.nullable(z.enum(FITS)),
  reviews: z.array(
    z.object({
      id: z.number(),
      author: z.string(),
      stars: z.number(),
      title: z.string(),
      text: z.string(),
      size: z.number(),
      fit: z.enum(FITS),
      createdAt: z.string(),
    }),
  ),
});

const statusSchema = z.enum(['pending', 'approved', 'rejected']);
const eligibilitySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('can-review'), sizes: z.array(z.number()) }),
  z.object({ state: z.literal('not-delivered') }),
  z.object({ state: z.literal('not-bought') }),
  z.object({ state: z.literal('reviewed'), status: statusSchema }),
]);
export type Eligibility = z.infer<typeof eligibilitySchema>;

async function getJson(path: string): Promise<unknown> {
  const answer = await callApi(path);
  if (!answeredOk(answer)) throw new Error(`${path} answered ${answer.status}`);
  return answer.body;
}

export async function fetchReviews(productId: string): Promise<ProductReviews> {
  return reviewsSchema.parse(await getJson(`reviews/${encodeURIComponent(productId)}`));
}

export async function fetchEligibility(productId: string): Promise<Eligibility> {
  return eligibilitySchema.parse(await getJson(`review-eligibility/${encodeURIComponent(productId)}`));
}

/** Sent: null; refused: the API's reason, already in the page's language (or null text on a network failure). */
export async function sendReview(review: ReviewInput): Promise<{ refused: string | null } | null> {
  const answer = await callApi('reviews', review);
  return answeredOk(answer) ? null : { refused: refusalOf(answer) };
}
