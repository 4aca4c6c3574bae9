import { describe, expect, it } from 'vitest';
import { restartDelay } from '#server/processes.ts';

describe('replacing a server process that ended', () => {
  it('starts the new one at once after a process that had served a while', () => {
    expect(restartDelay(0)).toBe(0);
  });

  it('waits twice as long after each end that came soon after a start, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
