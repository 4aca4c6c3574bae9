/** Starts the tag manager the way its own snippet does, from a bundled script. */
import { tagManagerId } from './analytics.client.ts';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export function loadTagManager(): void {
  const id = tagManagerId();
  if (!id) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
