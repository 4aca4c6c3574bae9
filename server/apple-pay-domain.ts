/**
 * Apple Pay's domain verification: Stripe gives the merchant a file that must be served at
 * `/.well-known/apple-developer-merchantid-domain-association` before Apple Pay shows on the shop's domain
 * (docs/payments.md). Served from APPLE_PAY_DOMAIN_FILE when set, read at each request so that replacing
 * the file needs no restart; without it the path is not found, as any other.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { envVar } from '../src/config/env.ts';
import { setSecurityHeaders } from './headers.ts';
import { log } from '#src/config/log.server.ts';

export const APPLE_PAY_DOMAIN_PATH = '/.well-known/apple-developer-merchantid-domain-association';

export const appleDomainFile = {
  // Asked of every request: the path first, since reading the environment validates the value.
  handles: (req: IncomingMessage): boolean =>
    (req.url ?? '').split('?')[0] === APPLE_PAY_DOMAIN_PATH &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    envVar('APPLE_PAY_DOMAIN_FILE') !== undefined,
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setSecurityHeaders(req, res, 'other');
    try {
      const body = await readFile(envVar('APPLE_PAY_DOMAIN_FILE')!);
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=3600' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      log().error(`[payments] APPLE_PAY_DOMAIN_FILE cannot be read: ${(error as Error).message}`);
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('Not found');
    }
  },
};
