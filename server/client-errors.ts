/**
 * The answers to what node:http cannot hand to the shop as a request: a method its parser does not know
 * (FOO), a CONNECT, a request past its time limit (server/limits.ts), headers too large or malformed. Node's
 * own answers carry none of the security headers, and without a listener it drops a CONNECT unanswered.
 * The connection closes after the answer.
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { securityHeaders } from './headers.ts';
import { SHOP_METHODS } from './refusals.ts';

const STATUS_OF: Readonly<Record<string, number>> = {
  HPE_INVALID_METHOD: 405,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/** The whole answer, status line to empty body, as bytes for the socket. */
export function rawAnswer(status: number): string {
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...(status === 405 ? [`Allow: ${[...SHOP_METHODS].join(', ')}`] : []),
    ...securityHeaders('other', false).map(([name, value]) => `${name}: ${value}`),
    'Cache-Control: no-store',
    'Content-Length: 0',
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function answerAndClose(socket: Duplex, status: number): void {
  // An answer already under way (a request that timed out while its body came in) cannot take another.
  if (!socket.writable || ('bytesWritten' in socket && socket.bytesWritten !== 0)) {
    socket.destroy();
    return;
  }
  socket.end(rawAnswer(status), () => socket.destroy());
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
    answerAndClose(socket, STATUS_OF[error.code ?? ''] ?? 400),
  );
  server.on('connect', (_request, socket: Duplex) => answerAndClose(socket, 405));
}
