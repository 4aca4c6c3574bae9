/**
 * The shape of the account API's answers, which the browser checks before the islands see them;
 * account.client.ts loads this module beside its calls (callChecked in src/http/call.client.ts).
 */
import * as z from 'zod/mini';
import type { User } from '#src/http/user.ts';
import { FINANCIAL_STATUSES, PAYMENT_METHODS } from '#src/config/payments.ts';

const orderSchema = z.object({
  name: z.string(),
  statusUrl: z.string(),
  processedAt: z.string(),
  financialStatus: z.string(),
  fulfillmentStatus: z.string(),
  totalPrice: z.string(),
  payment: z.optional(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      financialStatus: z.enum(FINANCIAL_STATUSES),
      cardBrand: z.nullable(z.string()),
      cardLast4: z.nullable(z.string()),
    }),
  ),
});

export const userSchema: z.ZodMiniType<User> = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  displayName: z.string(),
  orders: z.array(orderSchema),
});
