/** POST /api/email-subscribe/ from the browser, read the way docs/product.md §5 says. */
import { callApi } from '#src/http/call.client.ts';

export type SubscribeOutcome = 'pending' | 'refused' | 'failed';

/**
 * Status 200, or the text 'Email has already been taken', is a success: the address waits for the
 * confirmation mailed to it (double opt-in); another answer means the address was refused; no answer at
 * all is a failed subscription.
 */
export async function subscribe(email: string): Promise<SubscribeOutcome> {
  const answer = await callApi('email-subscribe/', { email });
  if (answer.status === 0 || answer.status >= 500) return 'failed';
  if (answer.status === 200 || JSON.stringify(answer.body ?? '').includes('Email has already been taken'))
    return 'pending';
  return 'refused';
}
