/** The limits on one client, as the environment sets them (server/limits.ts). */
import { describe, expect, it } from 'vitest';
import { envVar } from '#src/config/env.ts';
import { connectionsPerAddress, timeoutOptions } from '#server/limits.ts';

describe('the limits on one client', () => {
  it('cap the connections per address at 100 by default, and not at all behind a trusted proxy', () => {
    expect(connectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: undefined, TRUST_PROXY: '0' })).toBe(100);
    expect(connectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: undefined, TRUST_PROXY: '1' })).toBe(0);
    expect(connectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: 500, TRUST_PROXY: '1' })).toBe(500);
    expect(connectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: 0, TRUST_PROXY: '0' })).toBe(0);
  });

  it('give a whole request 30 seconds by default, headers included, checked every second', () => {
    const options = timeoutOptions({ REQUEST_TIMEOUT_SECONDS: envVar('REQUEST_TIMEOUT_SECONDS', {}) });
    expect(options).toEqual({ requestTimeout: 30_000, headersTimeout: 30_000, connectionsCheckingInterval: 1000 });
  });

  it('refuse a limit that is not a whole number in range', () => {
    expect(() => envVar('REQUEST_TIMEOUT_SECONDS', { REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      /REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => envVar('MAX_CONNECTIONS_PER_ADDRESS', { MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    );
  });
});
