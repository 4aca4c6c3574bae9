/**
 * The carousel's rules as pure functions (docs/product.md §9 "Timing"): infinite
 * stepping, swipes past a tolerance, indicators only with more than one slide,
 * and autoplay only when it moves something and the shopper allows motion.
 */

/** The slide `step` slides away from `current`, wrapping round both ends. */
export function stepSlide(current: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * A horizontal drag of `dx` px (start minus end, in reading direction) moves
 * one slide forward when it passes the tolerance, one back when it passes it
 * the other way, and otherwise nowhere. Mostly vertical drags are scrolls.
 */
export function swipeStep(dx: number, dy: number, tolerancePx: number): -1 | 0 | 1 {
  if (Math.abs(dx) < tolerancePx || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx > 0 ? 1 : -1;
}

/**
 * How far a drag went in reading direction, from where it started to where it ended: leftwards in
 * English, rightwards in Arabic, where the next slide lies to the left and comes in from there.
 */
export function readingDistance(startX: number, endX: number, direction: 'ltr' | 'rtl'): number {
  return direction === 'rtl' ? endX - startX : startX - endX;
}

export function showsIndicators(count: number): boolean {
  return count > 1;
}

export function autoplays(count: number, prefersReducedMotion: boolean): boolean {
  return count > 1 && !prefersReducedMotion;
}
