/**
 * The commerce engine's worker thread (started by engine-thread.ts): opens the
 * engine here, next to the embedded database, and answers operations by name.
 * Calls run as they arrive; the database orders them (PGlite one at a time, a
 * PostgreSQL pool side by side), exactly as it does for callers in one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorToWire, isOperationName, runOperation } from './engine.ts';
import { openCommerce, type CommerceOptions } from './runtime.ts';
import type { FromEngine, ToEngine } from './engine-thread.ts';
import { withRequestId } from '#src/config/log.server.ts';

const port = parentPort!;
const send = (message: FromEngine) => port.postMessage(message);

try {
  const commerce = await openCommerce(workerData as CommerceOptions);
  port.on('message', (message: ToEngine) => {
    if (message.kind === 'call') {
      const { id, name, args, reqId } = message;
      const answer = isOperationName(name)
        ? withRequestId(reqId, () => runOperation(commerce.db, name, args))
        : Promise.reject(new Error(`the engine has no operation ${String(name)}`));
      answer.then(
        (value) => send({ kind: 'answer', id, value }),
        (error: unknown) => send({ kind: 'answer', id, error: errorToWire(error) }),
      );
    } else if (message.kind === 'deliver-mail') {
      commerce.deliverMail();
    } else if (message.kind === 'close') {
      commerce.close().then(
        () => send({ kind: 'closed' }),
        (error: unknown) => send({ kind: 'closed', error: errorToWire(error) }),
      );
    }
  });
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'failed', error: errorToWire(error) });
}
