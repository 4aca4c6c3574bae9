import type { Locator } from 'playwright';

/**
 * Resolves once the element's CSS animations and transitions, its children's included, have run to their
 * end: a drawer done sliding in is where it stays, however long the machine took to play the slide.
 */
export async function motionEnded(element: Locator): Promise<void> {
  await element.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((motion) => motion.finished)));
}
