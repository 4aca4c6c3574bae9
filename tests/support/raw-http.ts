/**
 * HTTP spoken by hand over a socket, for what fetch will not send: a method it refuses (CONNECT, FOO), a body
 * trickled a byte at a time.
 */
import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server sent back before it closed the connection. */
  answer: string;
  /** From the connection's opening to its close. */
  ms: number;
}

/**
 * Sends `head`, then the characters of `trickle` one every `everyMs`, until the server closes the connection
 * (or `giveUpMs` pass).
 */
export function rawExchange(
  port: number,
  head: string,
  { trickle = '', everyMs = 0, giveUpMs = 20_000 } = {},
): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, everyMs || 1000);
    const giveUp = setTimeout(() => socket.destroy(new Error(`still open after ${giveUpMs} ms`)), giveUpMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, ms: performance.now() - started });
    });
  });
}
