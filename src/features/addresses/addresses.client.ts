/** The saved-address calls from the browser; answers are checked against their shape before use. */
import * as z from 'zod/mini';
import { EMIRATES } from '#src/config/shop.ts';
import { languageHeader } from '#src/i18n/page.client.ts';

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

async function request(init?: RequestInit): Promise<AddressAnswer> {
  try {
    const response = await fetch('/api/addresses', {
      ...init,
      headers: { 'Content-Type': 'application/json', ...languageHeader() },
      credentials: 'same-origin',
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = answerSchema.safeParse(body);
      if (parsed.success) return parsed.data;
    }
    const refusal = refusalSchema.safeParse(body);
    if (!refusal.success) return { refused: null, fields: [], code: null };
    const fields = (refusal.data.issues ?? [])
      .map((issue) => issue.path.split('.')[1])
      .filter((field): field is AddressField => ['name', 'phone', 'emirate', 'area', 'address'].includes(field ?? ''));
    return { refused: refusal.data.error, fields, code: refusal.data.code };
  } catch {
    return { refused: null, fields: [], code: null };
  }
}

export const loadAddresses = () => request();

export type AddressChange =
  | { action: 'add'; address: AddressFields }
  | { action: 'update'; id: number; address: AddressFields }
  | { action: 'delete'; id: number };

export const changeAddresses = (change: AddressChange) => request({ method: 'POST', body: JSON.stringify(change) });
