/**
 * Live stock for a pre-rendered product page: the page was built with the
 * feed's stock, so on hydration it asks the catalogue API for the style's
 * colours (GET /api/get-products-by-title/{title}) and takes this colour's
 * sizes from the answer. A size sold since the build then shows sold out.
 */
import * as z from 'zod/mini';
import { titleToSlug } from '../../catalogue/paths.ts';
import type { SizeOption } from '../../catalogue/types.ts';

const sizeSchema = z.object({ size: z.number(), id: z.string(), maxQuantity: z.string() });
const colourSchema = z.looseObject({ id: z.string(), sizes: z.array(sizeSchema) });
const answerSchema = z.union([z.array(colourSchema), z.looseObject({ products: z.array(colourSchema) })]);

/** This colour's sizes with live stock, or null when the answer does not name it. */
export function sizesFromAnswer(answer: unknown, productId: string): SizeOption[] | null {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const colours = Array.isArray(parsed.data) ? parsed.data : parsed.data.products;
  return colours.find((colour) => colour.id === productId)?.sizes ?? null;
}

export async function fetchLiveSizes(title: string, productId: string, signal?: AbortSignal): Promise<SizeOption[] | null> {
  const response = await fetch(`/api/get-products-by-title/${encodeURIComponent(titleToSlug(title))}`, { signal });
  if (!response.ok) return null;
  return sizesFromAnswer(await response.json(), productId);
}
