import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger, requestId, withRequestId } from '#src/config/log.server.ts';

/** A real pino log at info, its lines kept as the text it writes. */
function capturedLog() {
  const written: string[] = [];
  const logger = createLogger('info', { write: (text: string) => void written.push(text) });
  const lines = () => written.map((text) => JSON.parse(text) as Record<string, unknown>);
  return { logger, written, lines };
}

describe('the server log', () => {
  it('writes one JSON line per call, and a line outside any request has no reqId', () => {
    const { logger, written, lines } = capturedLog();
    logger.info('Lucky Shoes is open on http://127.0.0.1:4321');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\{.*\}\n$/);
    expect(lines()[0]).toMatchObject({ level: 30, msg: 'Lucky Shoes is open on http://127.0.0.1:4321' });
    expect(lines()[0]).not.toHaveProperty('reqId');
    expect(requestId()).toBeUndefined();
  });

  it("gives a line logged during a request that request's id, also after its awaits and timers", async () => {
    const { logger, lines } = capturedLog();
    await withRequestId('req-1', async () => {
      logger.warn('[payments] before any await');
      await sleep(5);
      await new Promise<void>((done) =>
        setTimeout(() => done(logger.error({ order: '#1001' }, '[payments] later')), 5),
      );
    });
    logger.info('after the request');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-1', msg: '[payments] before any await' }),
      expect.objectContaining({ level: 50, reqId: 'req-1', order: '#1001', msg: '[payments] later' }),
      expect.not.objectContaining({ reqId: expect.anything() }),
    ]);
  });

  it('keeps the ids of requests handled at the same time apart', async () => {
    const { logger, lines } = capturedLog();
    const request = (id: string, waitMs: number) =>
      withRequestId(id, async () => {
        await sleep(waitMs);
        logger.info(`done ${id}`);
      });
    await Promise.all([request('slow', 20), request('quick', 1)]);
    expect(lines().map(({ msg, reqId }) => [msg, reqId])).toEqual([
      ['done quick', 'quick'],
      ['done slow', 'slow'],
    ]);
  });

  it('lets a line name its own request id, as the request line does', () => {
    const { logger, written } = capturedLog();
    withRequestId('req-2', () => logger.info({ reqId: 'req-2', method: 'GET' }, 'request'));
    expect(written[0]!.match(/"reqId"/g)).toHaveLength(1);
  });
});
