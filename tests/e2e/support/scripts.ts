import type { Page } from 'playwright';

/** React's DOM renderer marks its roots with this; no other script the shop ships contains it. */
const REACT_DOM_MARK = '__reactContainer$';

/** zod/mini names its schema classes so; the browser loads it to check API answers. */
const ZOD_MARK = 'ZodMiniObject';

/** src/http/call.client.ts sends its calls so; no other script the shop ships does. */
const API_CLIENT_MARK = 'same-origin';

/**
 * Watches what a page downloads from now on: whether React, zod or the API client (and with it the cart's,
 * the account's and the wishlist's stores) is among its scripts, and any file it asked for in vain.
 */
export function watchScripts(page: Page): {
  react(): Promise<boolean>;
  zod(): Promise<boolean>;
  apiClient(): Promise<boolean>;
  missing: string[];
} {
  const bodies: Array<Promise<string>> = [];
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(response.url());
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  page.on('requestfailed', (request) => missing.push(request.url()));
  const among = (mark: string) => async () => (await Promise.all(bodies)).some((body) => body.includes(mark));
  return { react: among(REACT_DOM_MARK), zod: among(ZOD_MARK), apiClient: among(API_CLIENT_MARK), missing };
}
