import type { Page } from 'playwright';

/** React's DOM renderer marks its roots with this; no other script the shop ships contains it. */
const REACT_DOM_MARK = '__reactContainer$';

/** Watches what a page downloads from now on: whether React is among its scripts, and any file it asked for in vain. */
export function watchScripts(page: Page): { react(): Promise<boolean>; missing: string[] } {
  const bodies: Array<Promise<string>> = [];
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(response.url());
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  page.on('requestfailed', (request) => missing.push(request.url()));
  return { react: async () => (await Promise.all(bodies)).some((body) => body.includes(REACT_DOM_MARK)), missing };
}
