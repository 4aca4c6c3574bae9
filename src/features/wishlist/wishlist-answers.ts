/**
 * The shape of the wishlist API's answers, which the browser checks before the islands see them;
 * wishlist.client.ts loads this module beside its calls (callChecked in src/http/call.client.ts).
 */
import * as z from 'zod/mini';
import type { WishlistPayload } from '#src/http/wishlist.ts';

const sizeSchema = z.object({ merchandiseId: z.string(), size: z.number(), quantityAvailable: z.number() });
const itemSchema = z.union([
  z.object({
    productId: z.string(),
    inCatalogue: z.literal(true),
    title: z.string(),
    url: z.string(),
    image: z.string(),
    imageAlt: z.string(),
    price: z.string(),
    compareAtPrice: z.nullable(z.string()),
    sizes: z.array(sizeSchema),
  }),
  z.object({ productId: z.string(), inCatalogue: z.literal(false) }),
]);
export const payloadSchema: z.ZodMiniType<WishlistPayload> = z.object({
  signedIn: z.boolean(),
  items: z.array(itemSchema),
});
