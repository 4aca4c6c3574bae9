/**
 * What a review is and what it must hold (docs/product.md §9 "Reviews"), for the API, the engine and the
 * form alike; and the summary a product page shows. Pure.
 */
import { z } from 'zod';
import { reviews } from '#src/config/accounts.ts';
import { FITS, type Fit } from '#src/config/catalogue.ts';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const reviewInputSchema = z.object({
  productId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  stars: z.number().int().min(1).max(5),
  title: text(2, reviews.titleMaxLength),
  text: text(reviews.textMinLength, reviews.textMaxLength),
  size: z.number().int().min(1).max(99),
  fit: z.enum(FITS),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** An approved review as the product page shows it. */
export interface PublishedReview {
  id: number;
  author: string;
  stars: number;
  title: string;
  text: string;
  size: number;
  fit: Fit;
  /** When it was written, ISO. */
  createdAt: string;
}

export interface ReviewSummary {
  count: number;
  /** The mean of the stars, to one decimal; 0 without reviews. */
  average: number;
  /** The fit most reviews name, when more than half of them do; else null. */
  mostSay: Fit | null;
}

export interface ProductReviews extends ReviewSummary {
  reviews: PublishedReview[];
}

/** The count, average and fit summary of some reviews' stars and fits. */
export function summarize(rated: ReadonlyArray<{ stars: number; fit: Fit }>): ReviewSummary {
  const count = rated.length;
  if (count === 0) return { count: 0, average: 0, mostSay: null };
  const average = Math.round((rated.reduce((sum, r) => sum + r.stars, 0) / count) * 10) / 10;
  const top = FITS.map((fit) => ({ fit, n: rated.filter((r) => r.fit === fit).length })).sort((a, b) => b.n - a.n)[0]!;
  return { count, average, mostSay: (top.n * 100) / count > reviews.fitMajorityPercent ? top.fit : null };
}

/** 'Sara H.': a reviewer's first name and the initial of the last. */
export function authorName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
