/**
 * The review calls from the browser: the approved reviews of a product, whether the signed-in shopper may
 * review it, and sending a review. Answers are checked against their shapes before the islands see them.
 */
import * as z from 'zod/mini';
import { FITS } from '#src/config/shop.ts';
import { languageHeader } from '#src/i18n/page.client.ts';
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
  const response = await fetch(path, { headers: languageHeader(), credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export async function fetchReviews(productId: string): Promise<ProductReviews> {
  return reviewsSchema.parse(await getJson(`/api/reviews/${encodeURIComponent(productId)}`));
}

export async function fetchEligibility(productId: string): Promise<Eligibility> {
  return eligibilitySchema.parse(await getJson(`/api/review-eligibility/${encodeURIComponent(productId)}`));
}

/** Sent: null; refused: the API's reason, already in the page's language (or null text on a network failure). */
export async function sendReview(review: ReviewInput): Promise<{ refused: string | null } | null> {
  try {
    const response = await fetch('/api/reviews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...languageHeader() },
      body: JSON.stringify(review),
      credentials: 'same-origin',
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return { refused: typeof body?.error === 'string' ? body.error : null };
  } catch {
    return { refused: null };
  }
}
