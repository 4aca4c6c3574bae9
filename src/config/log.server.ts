/**
 * The server's log: one JSON object per line on stdout (pino), at the level LOG_LEVEL names. A process
 * manager or a log shipper reads it as it is; `npx pino-pretty` makes it readable by eye.
 *
 * A line written while a request is handled carries that request's id (`reqId`), wherever it is written:
 * server/observe.ts runs each request inside `withRequestId`, and the id follows the request's asynchronous
 * work. Calls to the commerce engine's thread carry it across (engine-thread.ts). Scripts that a person runs
 * from a terminal print text of their own instead.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { EnvError, envVar } from './env.ts';

export type Logger = pino.Logger;

interface Shared {
  requests: AsyncLocalStorage<string | undefined>;
  log?: Logger;
}

// The Astro bundle holds its own copy of this module (as of src/commerce/runtime.ts): the request's id and
// the log live on globalThis, so a route's line sees the id the server set around it.
const SHARED = Symbol.for('lucky-shoes.log');

function shared(): Shared {
  const holder = globalThis as { [SHARED]?: Shared };
  return (holder[SHARED] ??= { requests: new AsyncLocalStorage() });
}

/** A log of its own, at `level`, written to `destination` (stdout unless given). */
export function createLogger(level: string = envVar('LOG_LEVEL'), destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const reqId = requestId();
      return reqId ? { reqId } : {};
    },
  };
  // Written at once, line by line: a line logged just before the process exits, or before the engine's thread
  // is ended, is not lost, and two threads' lines never interleave.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/** The log of this thread, made on first use. */
export function log(): Logger {
  const state = shared();
  if (!state.log) {
    // A bad LOG_LEVEL is one of the lines readEnvOrExit writes here, so it cannot stop the log itself.
    let level: string;
    try {
      level = envVar('LOG_LEVEL');
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      level = 'info';
    }
    state.log = createLogger(level);
  }
  return state.log;
}

/** Makes `logger` this thread's log: a command line shows the engine's lines its own way. */
export function useLog(logger: Logger): void {
  shared().log = logger;
}

/**
 * Runs `work` as part of the request `id` (none: as outside any request): every line it logs, now or later
 * in its async work, carries it.
 */
export function withRequestId<T>(id: string | undefined, work: () => T): T {
  return shared().requests.run(id, work);
}

/** The id of the request being handled, if any. */
export function requestId(): string | undefined {
  return shared().requests.getStore();
}
