/**
 * Runs the commerce engine's clean-up (src/commerce/cleanup.ts) every `housekeeping.intervalMinutes`, the
 * first time one interval after the start so that a start under load does not also sweep the database.
 * With several processes each schedules it; the engine's advisory lock lets one of them do each round.
 */
import type { Engine } from '../src/commerce/engine.ts';
import { housekeeping } from '../src/config/accounts.ts';

export function scheduleCleanUp(engine: Pick<Engine, 'cleanUp'>, intervalMs = housekeeping.intervalMinutes * 60_000) {
  const run = async () => {
    try {
      const { ran, ...removed } = await engine.cleanUp();
      const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
      if (ran && total > 0) console.log(`[cleanup] removed ${JSON.stringify(removed)}`);
    } catch (error) {
      console.error(`[cleanup] failed: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
