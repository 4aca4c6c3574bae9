/**
 * The operator's channel into a running shop on the embedded database: a Unix socket in DATA_DIR, which
 * only the machine's own users can reach, and only the shop's own user (mode 0600). `npm run shop` sends
 * one operation by name (src/commerce/operator.ts) as a line of JSON and reads one line back; the server
 * runs it on its engine, in the thread that holds the database, and logs it.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { errorToWire, type Engine } from '#src/commerce/engine.ts';
import { isOperatorOperation, type OperatorOperationName } from '#src/commerce/operator.ts';
import type { Logger } from '#src/config/log.server.ts';
import { operatorSocketPath, type OperatorAnswer } from './operator-call.ts';

interface Request {
  op: OperatorOperationName;
  args: unknown[];
}

/** What a log line may say about a call: the operation and its order, never mail bodies or file contents. */
function describeCall(request: Request): Record<string, unknown> {
  const [first] = request.args;
  return { op: request.op, ...(typeof first === 'number' || typeof first === 'string' ? { target: first } : {}) };
}

async function answer(engine: Engine, line: string, log: Logger): Promise<OperatorAnswer> {
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
