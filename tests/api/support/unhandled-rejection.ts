/** A process that leaves a rejection unhandled, as the server's entry point sets it up (tests/api/observe.test.ts). */
import { exitOnUnhandledErrors } from '#server/log.ts';
import { createLogger } from '#src/config/log.server.ts';

exitOnUnhandledErrors(createLogger('info'));
void Promise.reject(new Error('nobody waited for this'));
setTimeout(() => console.log('still running'), 5000);
