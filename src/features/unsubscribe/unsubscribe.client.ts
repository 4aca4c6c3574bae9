/** The unsubscribe page's one call (src/pages/api/unsubscribe.ts): true once the list is stopped. */
import { callApi } from '#src/http/call.client.ts';

export async function stopList(token: string): Promise<boolean> {
  return (await callApi('unsubscribe', { token })).status === 200;
}
