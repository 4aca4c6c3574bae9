import { describe, expect, it } from 'vitest';
import {
  autoplays,
  readingDistance,
  showsIndicators,
  stepSlide,
  swipeStep,
} from '#src/components/carousel/carousel-rules.ts';

describe('the carousel', () => {
  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, -1, 0],
    [0, 1, 1, 0],
  ])('from slide %i of %i, a step of %i shows slide %i (it loops both ways)', (current, count, step, next) => {
    expect(stepSlide(current, count, step)).toBe(next);
  });

  it.each([
    [60, 0, 1],
    [-60, 10, -1],
    [49, 0, 0],
    [-49, 0, 0],
    [60, 80, 0],
  ])('a drag of %i px across and %i px down moves %i slides (tolerance 50 px)', (dx, dy, step) => {
    expect(swipeStep(dx, dy, 50)).toBe(step);
  });

  it('reads a drag in the page direction: leftwards moves on in English, rightwards in Arabic', () => {
    expect(swipeStep(readingDistance(300, 200, 'ltr'), 0, 50)).toBe(1);
    expect(swipeStep(readingDistance(200, 300, 'ltr'), 0, 50)).toBe(-1);
    expect(swipeStep(readingDistance(200, 300, 'rtl'), 0, 50)).toBe(1);
    expect(swipeStep(readingDistance(300, 200, 'rtl'), 0, 50)).toBe(-1);
  });

  it('shows indicators only with more than one slide', () => {
    expect(showsIndicators(1)).toBe(false);
    expect(showsIndicators(2)).toBe(true);
  });

  it('autoplays only with more than one slide and when motion is welcome', () => {
    expect(autoplays(1, false)).toBe(false);
    expect(autoplays(3, false)).toBe(true);
    expect(autoplays(3, true)).toBe(false);
  });
});
