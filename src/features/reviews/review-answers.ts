/**
 * The shapes of the review API's answers, which the browser checks before the islands see them;
 * reviews.client.ts loads this module beside its calls (callChecked in src/http/call.client.ts).
 */
import * as z from 'zod/mini';
import { FITS } from '#src/config/catalogue.ts';
import type { ProductReviews } from '#src/commerce/review-rules.ts';

export const reviewsSchema: z.ZodMiniType<ProductReviews> = z.object({
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
export const eligibilitySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('can-review'), sizes: z.array(z.number()) }),
  z.object({ state: z.literal('not-delivered') }),
  z.object({ state: z.literal('not-bought') }),
  z.object({ state: z.literal('reviewed'), status: statusSchema }),
]);
export type Eligibility = z.infer<typeof eligibilitySchema>;
