import type { Locator, Page } from 'playwright';

/** The pointer moved over the page, as a shopper's first touch: islands with client:engaged hydrate then. */
export async function engage(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
}

/**
 * Resolves once the island around `inside` has hydrated (Astro drops its `ssr`
 * attribute then), or once the script that enhances it has run (it sets data-enhanced).
 */
export async function hydrated(inside: Locator): Promise<void> {
  await engage(inside.page());
  await inside.scrollIntoViewIfNeeded();
  await inside
    .locator('xpath=ancestor::*[self::astro-island[not(@ssr)] or @data-enhanced]')
    .first()
    .waitFor({ state: 'attached' });
}

/**
 * Resolves once every island above the fold's waiting has hydrated: those that hydrate by themselves
 * (client:load, client:idle) and those that wait for the shopper's first touch (client:engaged), after the
 * pointer has moved over the page.
 */
export async function islandsSettled(page: Page): Promise<void> {
  await engage(page);
  await page.waitForFunction(
    () => !document.querySelector('astro-island[ssr]:is([client="load"], [client="idle"], [client="engaged"])'),
  );
}
