/** The back-in-stock calls from the browser (docs/api.md "Back-in-stock alerts"), as outcomes the islands word. */
import { callApi } from '#src/http/call.client.ts';
import type { NotifyOutcome } from './messages.ts';

const post = async (path: string, body: object) => (await callApi(path, body)).status;

const OUTCOMES: Record<number, NotifyOutcome> = {
  202: 'accepted',
  409: 'in_stock',
  400: 'invalid_email',
  429: 'throttled',
};

/** The API names the size `merchandiseId` (docs/product.md §7). */
export async function askForAlert(email: string, variantId: string): Promise<NotifyOutcome> {
  return OUTCOMES[await post('back-in-stock', { email, merchandiseId: variantId })] ?? 'failed';
}

export async function stopAlerts(token: string): Promise<boolean> {
  return (await post('back-in-stock/unsubscribe', { token })) === 200;
}
