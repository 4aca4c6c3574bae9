/**
 * The server's log: one JSON object per line on stdout (pino), at the level LOG_LEVEL names. A process
 * manager or a log shipper reads it as it is; `npx pino-pretty` makes it readable by eye.
 */
import pino from 'pino';
import { envVar } from '#src/config/env.ts';

export type Logger = pino.Logger;

export function createLogger(level: string = envVar('LOG_LEVEL')): Logger {
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime });
}

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
