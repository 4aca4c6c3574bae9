import type { Locator } from 'playwright';

/** Resolves once the island around `inside` has hydrated (Astro drops its `ssr` attribute then). */
export async function hydrated(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await inside.locator('xpath=ancestor::astro-island[not(@ssr)]').first().waitFor({ state: 'attached' });
}
