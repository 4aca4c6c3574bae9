/** The saved-address calls from the browser; answers are checked against their shape before use. */
import { answeredOk, callChecked } from '#src/http/call.client.ts';
import type { SavedAddress } from './address-answers.ts';

const answerShapes = () => import('./address-answers.ts');

export type { SavedAddress } from './address-answers.ts';
export type AddressFields = Omit<SavedAddress, 'id'>;
export type AddressField = keyof AddressFields;

/** The addresses after the call, or the refusal: its text and the fields it names. */
export type AddressAnswer =
  { addresses: SavedAddress[] } | { refused: string | null; fields: AddressField[]; code: string | null };

async function request(change?: AddressChange): Promise<AddressAnswer> {
  const answer = await callChecked('addresses', () => answerShapes().then((shapes) => shapes.answerSchema), change);
  if (answeredOk(answer) && answer.checked) return answer.checked;
  const refusal = (await answerShapes().catch(() => null))?.refusalSchema.safeParse(answer.body);
  if (!refusal?.success) return { refused: null, fields: [], code: null };
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
