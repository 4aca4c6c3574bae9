/**
 * The shape of the stock API's answer (GET /api/stock/{productId}), which the browser checks before a
 * page's sizes take it; live-stock.client.ts loads this module beside its call (callChecked in
 * src/http/call.client.ts).
 */
import * as z from 'zod/mini';

export const stockSchema = z.object({
  variants: z.array(z.object({ id: z.string(), quantityAvailable: z.string() })),
});

export type StockAnswer = z.infer<typeof stockSchema>;
