/**
 * A picture keeps its place while its image is on the way: every box of the page is as tall before the images
 * arrive as after, so nothing moves when they do. On a fast connection the images come before the first paint
 * and hide a box that grows; on a phone's they come late, and a box that grows pushes what the shopper reads.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';
import { pickProduct } from './support/shopping.ts';

const shop = useBrowser();
const IMAGE = /\.(avif|webp|jpe?g|png)$/;
const PAGES = ['/', '/ar', '/shoes/kids', pickProduct(2).url, '/about-us'];

/** Every picture of the page, and the sections and lists around them, with their heights, in document order. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main section, main ul, main picture, main img')].map(
      (box) =>
        `${box.tagName.toLowerCase()}.${String(box.className)}: ${Math.round(box.getBoundingClientRect().height)}`,
    ),
  );

/** Once the page's styles and fonts are in and laid out, which is when a shopper first sees it. */
const painted = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });

describe.each(Object.keys(WIDTHS) as Width[])('at %s width', (width) => {
  it.each(PAGES)('%s is laid out the same before its images arrive as after', async (path) => {
    const page = await shop.tab(width);
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    await page.route(IMAGE, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await painted(page);
    const withoutImages = await boxes(page);

    release();
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      ),
    );
    await painted(page);
    expect(withoutImages).toEqual(await boxes(page));
  });
});
