/**
 * The CLI's end of the operator channel (server/operator-channel.ts is the server's): the socket's path and
 * one call over it. Nothing of the engine is loaded here, types aside: a command sent to a running shop
 * starts in a fraction of the second that loading the engine costs.
 */
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import type { ErrorOnTheWire } from '#src/commerce/engine.ts';
import type { OperatorOperationName } from '#src/commerce/operator.ts';

export const SOCKET_FILE = 'operator.sock';

export const operatorSocketPath = (dataDir: string): string => join(resolve(dataDir), SOCKET_FILE);

export type OperatorAnswer = { value: unknown } | { error: ErrorOnTheWire };

/** No server answers on the data directory's socket: the caller opens the database itself. */
export class NoRunningShop extends Error {}

/** Sends one operation to the shop running on `dataDir`; rejects with NoRunningShop when none answers. */
export function callRunningShop(dataDir: string, op: OperatorOperationName, args: unknown[]): Promise<OperatorAnswer> {
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
        resolveAnswer(JSON.parse(reply) as OperatorAnswer);
      } catch {
        reject(new Error('the running shop closed the operator channel without an answer'));
      }
    });
  });
}
