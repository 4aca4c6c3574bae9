import type { Locator, Page } from 'playwright';

/**
 * Resolves once the island around `inside` has hydrated (Astro drops its `ssr`
 * attribute then), or once the script that enhances it has run (it sets data-enhanced).
 */
export async function hydrated(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await inside
    .locator('xpath=ancestor::*[self::astro-island[not(@ssr)] or @data-enhanced]')
    .first()
    .waitFor({ state: 'attached' });
}

/** Resolves once every island that hydrates without the shopper's help (client:load, client:idle) has. */
export async function islandsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]'),
  );
}
