/**
 * The shapes of the saved-address API's answers and refusals, which the browser checks before use;
 * addresses.client.ts loads this module beside its calls (callChecked in src/http/call.client.ts).
 */
import * as z from 'zod/mini';
import { EMIRATES } from '#src/config/delivery.ts';

const addressSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  emirate: z.enum(EMIRATES),
  area: z.string(),
  address: z.string(),
});
export const answerSchema = z.object({ addresses: z.array(addressSchema) });
export const refusalSchema = z.object({
  error: z.string(),
  code: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

export type SavedAddress = z.infer<typeof addressSchema>;
