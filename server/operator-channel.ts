/**
 * The operator's channel into a running shop on the embedded database: a Unix socket in DATA_DIR, which
 * only the machine's own users can reach, and only the shop's own user (mode 0600). `npm run shop` sends
 * one operation by name (src/commerce/operator.ts) as a line of JSON and reads one line back; the server
 * runs it on its engine, in the thread that holds the database, and logs it.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import { errorToWire, type Engine, type ErrorOnTheWire } from '#src/commerce/engine.ts';
import { isOperatorOperation, type OperatorOperationName } from '#src/commerce/operator.ts';
import type { Logger } from '#src/config/log.server.ts';

export const SOCKET_FILE = 'operator.sock';

export const operatorSocketPath = (dataDir: string): string => join(resolve(dataDir), SOCKET_FILE);

interface Request {
  op: OperatorOperationName;
  args: unknown[];
}

type Answer = { value: unknown } | { error: ErrorOnTheWire };

/** What a log line may say about a call: the operation and its order, never mail bodies or file contents. */
function describeCall(request: Request): Record<string, unknown> {
  const [first] = request.args;
  return { op: request.op, ...(typeof first === 'number' || typeof first === 'string' ? { target: first } : {}) };
}

async function answer(engine: Engine, line: string, log: Logger): Promise<Answer> {
  let request: Request;
  try {
    const parsed = JSON.parse(line) as Partial<Request>;
    if (!isOperatorOperation(parsed.op) || !Array.isArray(parsed.args)) throw new Error('not an operator request');
    request = { op: parsed.op, args: parsed.args };
  } catch (error) {
    return { error: errorToWire(error) };
  }
  const started = performance.now();
  try {
    const call = engine[request.op] as (...args: unknown[]) => Promise<unknown>;
    const value = await call(...request.args);
    log.info({ ...describeCall(request), outcome: 'done', ms: Math.round(performance.now() - started) }, 'operator');
    return { value: value ?? null };
  } catch (error) {
    const wire = errorToWire(error);
    log.info({ ...describeCall(request), outcome: wire.code ?? wire.name }, 'operator');
    return { error: { name: wire.name, message: wire.message, code: wire.code } };
  }
}

export function openOperatorChannel(dataDir: string, engine: Engine, log: Logger): Promise<Server> {
  const path = operatorSocketPath(dataDir);
  // A socket file left by a server that died: this server holds the data directory's lock, so it is not in use.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) {
        if (buffer.length > 1_000_000) socket.destroy();
        return;
      }
      const line = buffer.slice(0, end);
      buffer = '';
      void answer(engine, line, log).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      chmodSync(path, 0o600);
      ready(server);
    });
  });
}

export function closeOperatorChannel(server: Server, dataDir: string): void {
  server.close();
  rmSync(operatorSocketPath(dataDir), { force: true });
}

/** No server answers on the data directory's socket: the caller opens the database itself. */
export class NoRunningShop extends Error {}

/** Sends one operation to the shop running on `dataDir`; rejects with NoRunningShop when none answers. */
export function callRunningShop(dataDir: string, op: OperatorOperationName, args: unknown[]): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const socket = createConnection(operatorSocketPath(dataDir));
    let connected = false;
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ op, args })}\n`);
    });
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) reject(new NoRunningShop());
      else reject(error);
    });
    socket.on('end', () => {
      try {
        resolveAnswer(JSON.parse(reply) as Answer);
      } catch {
        reject(new Error('the running shop closed the operator channel without an answer'));
      }
    });
  });
}
