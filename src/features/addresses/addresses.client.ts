/** The saved-address calls from the browser; answers are checked against their shape before use. */
import * as z from 'zod/mini';
import { EMIRATES } from '#src/config/shop.ts';
import { answeredOk, callApi } from '#src/api/call.client.ts';

const addressSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  emirate: z.enum(EMIRATES),
  area: z.string(),
  address: z.string(),
});
const answerSchema = z.object({ addresses: z.array(addressSchema) });
const refusalSchema = z.object({
  error: z.string(),
  code: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

export type SavedAddress = z.infer<typeof addressSchema>;
export type AddressFields = Omit<SavedAddress, 'id'>;
export type AddressField = keyof AddressFields;

/** The addresses after the call, or the refusal: its text and the fields it names. */
export type AddressAnswer =
  { addresses: SavedAddress[] } | { refused: string | null; fields: AddressField[]; code: string | null };

async function request(change?: AddressChange): Promise<AddressAnswer> {
  const answer = await callApi('addresses', change);
  if (answeredOk(answer)) {
    const parsed = answerSchema.safeParse(answer.body);
    if (parsed.success) return parsed.data;
  }
  const refusal = refusalSchema.safeParse(answer.body);
  if (!refusal.success) return { refused: null, fields: [], code: null };
  const fields = (refusal.data.issues ?? [])
    .map((issue) => issue.path.split('.')[1])
    .filter((field): field is AddressField => ['name', 'phone', 'emirate', 'area', 'address'].includes(field ?? ''));
  return { refused: refusal.data.error, fields, code: refusal.data.code };
}

export const loadAddresses = () => request();

export type AddressChange =
  | { action: 'add'; address: AddressFields }
  | { action: 'update'; id: number; address: AddressFields }
  | { action: 'delete'; id: number };

export const changeAddresses = (change: AddressChange) => request(change);
