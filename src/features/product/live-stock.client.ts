/**
 * Live stock for a pre-rendered product page: the page was built with the
 * feed's stock, so on hydration it asks GET /api/stock/{productId} for this
 * colour's sizes as they are now. A size sold since the build then shows
 * sold out.
 */
import * as z from 'zod/mini';
import type { SizeOption } from '#src/catalogue/types.ts';
import { languageHeader } from '#src/i18n/page.client.ts';

const answerSchema = z.object({ variants: z.array(z.object({ id: z.string(), quantityAvailable: z.string() })) });

/** The built sizes with the stock the answer gives; null when the answer is not the stock of sizes. */
export function withStockFromAnswer(sizes: readonly SizeOption[], answer: unknown): SizeOption[] | null {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const live = new Map(parsed.data.variants.map((variant) => [variant.id, variant.quantityAvailable]));
  return sizes.map((size) => ({ ...size, maxQuantity: live.get(size.id) ?? size.maxQuantity }));
}

export async function fetchLiveSizes(
  productId: string,
  sizes: readonly SizeOption[],
  signal?: AbortSignal,
): Promise<SizeOption[] | null> {
  const response = await fetch(`/api/stock/${encodeURIComponent(productId)}`, { signal, headers: languageHeader() });
  if (!response.ok) return null;
  return withStockFromAnswer(sizes, await response.json());
}
