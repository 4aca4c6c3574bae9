/**
 * The shop's loading flag: a full-screen overlay shows while it is on
 * (docs/product.md §2 "Shell"). Counted rather than boolean, so two overlapping changes
 * do not switch the spinner off while one is still in flight.
 */
import { atom, computed } from 'nanostores';

const $inFlight = atom(0);

export const $loading = computed($inFlight, (count) => count > 0);

export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  $inFlight.set($inFlight.get() + 1);
  try {
    return await work();
  } finally {
    $inFlight.set($inFlight.get() - 1);
  }
}
