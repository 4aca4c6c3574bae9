/**
 * What the server's entry point sets up around its log (src/config/log.server.ts).
 */
import type { Logger } from '#src/config/log.server.ts';

/**
 * A rejection nobody handled leaves the process in a state nobody planned: log it and end with a failing
 * code, so that the process manager starts a fresh one. An uncaught exception likewise.
 */
export function exitOnUnhandledErrors(log: Logger): void {
  const end = (kind: string) => (error: unknown) => {
    log.fatal({ err: error instanceof Error ? error : new Error(String(error)), kind }, 'the process ends');
    log.flush();
    process.exit(1);
  };
  process.on('unhandledRejection', end('unhandledRejection'));
  process.on('uncaughtException', end('uncaughtException'));
}

/** A process that cannot go on (its start failed, its engine died): one fatal line, then exit code 1. */
export function endWith(log: Logger, message: string): never {
  log.fatal(message);
  log.flush();
  process.exit(1);
}
