/**
 * Opens the commerce engine in a worker thread of its own and hands back a
 * Commerce whose operations are messages to it (engine-worker.ts).
 *
 * The server's request thread is busy with HTTP and Astro; the embedded
 * database is CPU work of the same size (PostgreSQL in WebAssembly, its
 * JavaScript and its garbage). In a worker the two run on two cores side by
 * side instead of taking turns on one. Whole operations cross, not statements:
 * a transaction never waits on the request thread while it holds the database.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { errorFromWire, engineOf, type ErrorOnTheWire, type OperationName } from './engine.ts';
import { commerceOptionsFromEnv, type Commerce, type CommerceOptions } from './runtime.ts';
import { pgliteExists, type DatabaseConfig } from './db/index.ts';
import { requestId } from '#src/config/log.server.ts';

export type ToEngine =
  | { kind: 'call'; id: number; name: OperationName; args: readonly unknown[]; reqId?: string | undefined }
  | { kind: 'deliver-mail' }
  | { kind: 'close' };

export type FromEngine =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorOnTheWire }
  | { kind: 'answer'; id: number; value?: unknown; error?: ErrorOnTheWire }
  | { kind: 'closed'; error?: ErrorOnTheWire };

/**
 * Almost nothing the engine's thread allocates outlives a call, so a small
 * young generation costs its collections nothing and keeps the thread's heap
 * small at the same speed (figures in docs/decisions/011-commerce-engine-thread.md).
 */
const ENGINE_YOUNG_GENERATION_MB = 8;

/**
 * A new data directory is created (PostgreSQL's initdb) and migrated by a process of its own that ends
 * before the engine's thread starts: creating leaves about 200 MB behind, which the server would
 * otherwise keep for as long as it runs (setup-process.ts, docs/decisions/018-server-memory.md).
 */
async function createDatabaseAside(options: CommerceOptions): Promise<void> {
  if (options.databaseUrl || pgliteExists(options.dataDir ?? 'data')) return;
  const config: DatabaseConfig = { dataDir: options.dataDir };
  const child = fork(fileURLToPath(new URL('./setup-process.ts', import.meta.url)), [JSON.stringify(config)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let answer: FromEngine | null = null;
  child.on('message', (message: FromEngine) => (answer = message));
  const ended = await new Promise<Error | null>((resolve) => {
    child.once('error', resolve);
    child.once('exit', () => resolve(null));
  });
  const result = answer as FromEngine | null;
  if (result?.kind === 'failed') throw errorFromWire(result.error);
  if (result?.kind !== 'ready') throw ended ?? new Error('the process creating the database ended without an answer');
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * `onStopped` is told when the worker ends without being closed (a crash):
 * calls in flight and later ones fail, so the caller should stop serving.
 */
export async function openCommerceInWorker(
  options: CommerceOptions = commerceOptionsFromEnv(),
  onStopped: (error: Error) => void = () => {},
): Promise<Commerce> {
  await createDatabaseAside(options);
  const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), {
    workerData: options,
    resourceLimits: { maxYoungGenerationSizeMb: ENGINE_YOUNG_GENERATION_MB },
  });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let stopped: Error | null = null;
  let closing: Promise<void> | null = null;
  const send = (message: ToEngine) => worker.postMessage(message);

  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  return new Promise<Commerce>((resolveOpen, rejectOpen) => {
    let open = false;
    worker.on('message', (message: FromEngine) => {
      if (message.kind === 'answer') {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(errorFromWire(message.error));
        else call?.resolve(message.value);
      } else if (message.kind === 'ready') {
        open = true;
        resolveOpen(commerce);
      } else if (message.kind === 'failed') {
        stop(errorFromWire(message.error));
        void worker.terminate();
        rejectOpen(stopped);
      }
    });
    worker.on('error', (error) => stop(error));
    worker.on('exit', (code) => {
      const error = stopped ?? new Error(`the commerce engine's thread ended (exit code ${code})`);
      stop(error);
      if (!open) rejectOpen(error);
      else if (!closing) onStopped(error);
    });

    const commerce: Commerce = {
      engine: engineOf(
        (name, args) =>
          new Promise((resolve, reject) => {
            if (stopped) return reject(stopped);
            const id = nextId++;
            // Arguments that cannot be cloned throw here and reject the call; only a sent call waits for its answer.
            // The request's id goes along, so what the engine logs for it names the request (src/config/log.server.ts).
            send({ kind: 'call', id, name, args, reqId: requestId() });
            pending.set(id, { resolve, reject });
          }),
      ),
      db: null,
      deliverMail: () => {
        if (!stopped) send({ kind: 'deliver-mail' });
      },
      close() {
        closing ??= new Promise<void>((resolveClose, rejectClose) => {
          if (stopped) return resolveClose();
          let answer: Extract<FromEngine, { kind: 'closed' }> | null = null;
          worker.on('message', (message: FromEngine) => {
            if (message.kind !== 'closed') return;
            answer = message;
            void worker.terminate();
          });
          // Settled when the thread has ended, also when it ended without answering (it crashed while closing).
          worker.once('exit', (code) => {
            if (!answer)
              rejectClose(new Error(`the commerce engine's thread ended (exit code ${code}) before it closed`));
            else if (answer.error) rejectClose(errorFromWire(answer.error));
            else resolveClose();
          });
          send({ kind: 'close' });
        });
        return closing;
      },
    };
  });
}
