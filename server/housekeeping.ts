/**
 * The server's rounds. Runs the commerce engine's clean-up (src/commerce/cleanup.ts) every
 * `housekeeping.intervalMinutes`, the first time one interval after the start so that a start under load
 * does not also sweep the database; then writes the review invitations that are due
 * (src/commerce/review-invitations.ts), each order's once whichever process's round takes it.
 * With several processes each schedules it; the engine's advisory lock lets one of them do each round.
 */
import type { Engine } from '../src/commerce/engine.ts';
import { housekeeping } from '../src/config/accounts.ts';
import { payments } from '../src/config/payments.ts';
import { log } from '#src/config/log.server.ts';

export function scheduleCleanUp(
  engine: Pick<Engine, 'cleanUp' | 'sendReviewInvitations'>,
  intervalMs = housekeeping.intervalMinutes * 60_000,
) {
  const run = async () => {
    try {
      const { ran, ...removed } = await engine.cleanUp();
      const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
      if (ran && total > 0) log().info(`[cleanup] removed ${JSON.stringify(removed)}`);
    } catch (error) {
      log().error(`[cleanup] failed: ${(error as Error).message}`);
    }
    try {
      const invited = await engine.sendReviewInvitations();
      if (invited > 0) log().info(`[reviews] invited ${invited} buyers to review`);
    } catch (error) {
      log().error(`[reviews] review invitations failed: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Settles card payments whose provider's notice has not come (the server was down, the webhook failed):
 * once at start, then every `payments.reconcileEverySeconds`. Settling is idempotent, so several processes
 * may each run it.
 */
export function scheduleCardPaymentChecks(
  engine: Pick<Engine, 'settleCardPayments'>,
  intervalMs = payments.reconcileEverySeconds * 1000,
) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { paid, cancelled } = await engine.settleCardPayments();
      if (paid + cancelled > 0) log().info(`[payments] settled without a notice: ${paid} paid, ${cancelled} cancelled`);
    } catch (error) {
      log().error(`[payments] checking card payments failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
