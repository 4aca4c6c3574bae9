/** What the privacy-rights routes share (docs/product.md §4 "Privacy rights"). */
import type { APIContext } from 'astro';
import { expireSessionCookies, isSecureRequest } from './session-cookie.ts';

/** The download's name: 'lucky-shoes-data-2025-03-01.json'. */
export const exportFileName = (now: Date): string => `lucky-shoes-data-${now.toISOString().slice(0, 10)}.json`;

/** The answer to a deleted account: the browser's session cookies expire, as signing out does. */
export function accountDeletedResponse(context: Pick<APIContext, 'request' | 'url'>): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  expireSessionCookies(headers, isSecureRequest(context.request, context.url));
  return Response.json({ deleted: true }, { headers });
}
