/** The back-in-stock calls from the browser (docs/api.md "Back-in-stock alerts"), as outcomes the islands word. */
import { languageHeader } from '#src/i18n/page.client.ts';
import type { NotifyOutcome } from './messages.ts';

async function post(path: string, body: object): Promise<number> {
  try {
    const response = await fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...languageHeader() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    return response.status;
  } catch {
    return 0;
  }
}

const OUTCOMES: Record<number, NotifyOutcome> = {
  202: 'accepted',
  409: 'in_stock',
  400: 'invalid_email',
  429: 'throttled',
};

export async function askForAlert(email: string, merchandiseId: string): Promise<NotifyOutcome> {
  return OUTCOMES[await post('back-in-stock', { email, merchandiseId })] ?? 'failed';
}

export async function stopAlerts(token: string): Promise<boolean> {
  return (await post('back-in-stock/unsubscribe', { token })) === 200;
}
