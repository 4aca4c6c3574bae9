/**
 * The shape of GET /api/admin/orders/newer's answer, which new-orders.client.ts checks before it adds rows;
 * loaded beside the call (callChecked in src/http/call.client.ts).
 */
import * as z from 'zod/mini';

const row = z.object({
  number: z.number(),
  href: z.string(),
  name: z.string(),
  placed: z.string(),
  customer: z.string(),
  contact: z.string(),
  emirate: z.string(),
  pairs: z.string(),
  total: z.string(),
  payment: z.string(),
  fulfilment: z.string(),
  flagged: z.nullable(z.string()),
});

export const newerOrdersSchema = z.object({
  newest: z.number(),
  count: z.number(),
  notice: z.string(),
  orders: z.array(row),
});

export type NewerOrdersAnswer = z.infer<typeof newerOrdersSchema>;
