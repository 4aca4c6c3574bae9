/**
 * The API's name for a variant. docs/product.md §7 fixed the public calls after Shopify's, where one size of a
 * product is "merchandise"; the catalogue, the engine and the pages call it a variant. The two names meet
 * here only: a request's `merchandiseId` is read as the variant id it is, and an answer writes a variant id
 * as `merchandiseId`.
 */
import { z } from 'zod';

/** A request's `merchandiseId`, read as `variantId`. */
export const merchandise = z
  .object({ merchandiseId: z.string().min(1).max(100) })
  .transform(({ merchandiseId }) => ({ variantId: merchandiseId }));

/** An answer's `merchandiseId`, from the variant id. */
export const asMerchandise = (variantId: string): { merchandiseId: string } => ({ merchandiseId: variantId });

/** How an answer names a variant, with the other fields it carries. */
export type WithMerchandise<T extends { variantId: string }> = Omit<T, 'variantId'> & { merchandiseId: string };

/** An answer's object with its `variantId` named as the API names it. */
export function withMerchandise<T extends { variantId: string }>({ variantId, ...rest }: T): WithMerchandise<T> {
  return { ...rest, ...asMerchandise(variantId) };
}
