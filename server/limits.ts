/**
 * What one client may hold of the server: the time to send a whole request, and open connections per address.
 * A body trickled a byte every few seconds is cut off once REQUEST_TIMEOUT_SECONDS have passed since the
 * request began (node:http's requestTimeout, which a steady trickle does not reset as a socket's idle timeout
 * would); MAX_CONNECTIONS_PER_ADDRESS caps the connections one address keeps open in this process.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Env } from '#src/config/env.ts';

/** A household or an office shares an address, each browser opening up to six connections to a host. */
const DEFAULT_CONNECTIONS_PER_ADDRESS = 100;
/** node:http looks for requests past their time this often (its default, 30 s, would double a 30 s limit). */
const TIMEOUT_CHECK_MS = 1000;

export function timeoutOptions(env: Pick<Env, 'REQUEST_TIMEOUT_SECONDS'>): ServerOptions {
  const limit = env.REQUEST_TIMEOUT_SECONDS * 1000;
  // Headers count against the same limit: a request's headers can be trickled as well as its body.
  return {
    requestTimeout: limit,
    headersTimeout: limit,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, limit),
  };
}

/**
 * The cap on open connections per address; 0 is none. Behind a trusted proxy every connection comes from the
 * proxy, whose clients the server cannot tell apart before a request arrives: no cap unless one is set.
 */
export function connectionsPerAddress(env: Pick<Env, 'MAX_CONNECTIONS_PER_ADDRESS' | 'TRUST_PROXY'>): number {
  return env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY === '1' ? 0 : DEFAULT_CONNECTIONS_PER_ADDRESS);
}

/** Closes at once a connection that would take its address over `max` open ones. */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    // Without an address the socket has already closed.
    if (!address) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = open.get(address)! - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
