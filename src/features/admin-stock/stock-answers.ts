/**
 * The shapes of POST /api/admin/stock's answers (src/http/admin-stock.ts), which the grid checks before it
 * believes a figure; stock-cells.client.ts loads this module beside its call.
 */
import * as z from 'zod/mini';

export const figureSchema: z.ZodMiniType<{ variantId: string; available: number }> = z.object({
  variantId: z.string(),
  available: z.number(),
});
