/**
 * What one client may hold of the running server: a request trickled in is cut off after
 * REQUEST_TIMEOUT_SECONDS, and one address keeps at most MAX_CONNECTIONS_PER_ADDRESS connections open
 * (on loopback every connection comes from the same address).
 */
import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from '../support/raw-http.ts';
import { smallBuild, startShop, type RunningShop } from '../support/server.ts';

const TIMEOUT_SECONDS = 2;
const CAP = 4;

/** A connection that has sent one request and been answered, and stays open; or null when the server closed it. */
function answeredConnection(port: number): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: shop\r\n\r\n'));
    socket.once('data', () => resolve(socket));
    socket.once('close', () => resolve(null));
    socket.on('error', () => {});
  });
}

describe('the limits on one client', { timeout: 300_000 }, () => {
  const build = smallBuild('limits-test');
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop(
      {
        SHOP_DIST: build,
        SHOP_BUILDS: join(build, 'none'),
        REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
        MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
      },
      { seeded: true },
    );
  });
  afterAll(async () => {
    await shop?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  it('cuts off a body trickled a byte at a time once the request has taken longer than its limit', async () => {
    const body = JSON.stringify({ cartId: 'x'.repeat(40) });
    const head =
      'POST /api/cart-add HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { answer, ms } = await rawExchange(shop.port, head, { trickle: body, everyMs: 500 });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 100);
    expect(ms).toBeLessThan((TIMEOUT_SECONDS + 2) * 1000);
  });

  it('cuts off headers trickled a byte at a time as well', async () => {
    const { ms } = await rawExchange(shop.port, 'GET / HTTP/1.1\r\n', {
      trickle: 'X-Slow: ' + 'a'.repeat(40),
      everyMs: 500,
    });
    expect(ms).toBeLessThan((TIMEOUT_SECONDS + 2) * 1000);
  });

  it('closes a connection over the cap of one address at once, and takes one again when another closes', async () => {
    // The start's own checks (fetch keeps its connection a few seconds) must not count.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const open: Socket[] = [];
    for (let i = 0; i < CAP; i++) {
      const socket = await answeredConnection(shop.port);
      expect(socket, `connection ${i + 1}`).not.toBeNull();
      open.push(socket!);
    }
    expect(await answeredConnection(shop.port)).toBeNull();
    const closed = new Promise((resolve) => open.pop()!.once('close', resolve).end());
    await closed;
    // The server counts the connection gone once it sees it close.
    await expect
      .poll(async () => {
        const socket = await answeredConnection(shop.port);
        socket?.destroy();
        return socket !== null;
      })
      .toBe(true);
    for (const socket of open) socket.destroy();
  });
});
