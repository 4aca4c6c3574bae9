/**
 * The payment providers' webhooks: `POST /webhooks/stripe` (docs/payments.md). The raw body goes to the
 * engine with its headers, where the provider's signature is checked on exactly those bytes: a bad or
 * missing signature, or an old timestamp, is answered 400 and changes nothing. A notice taken, repeated or of
 * no concern to the shop is answered 200, so the provider stops sending it; a failure to take it (the
 * database down) is 500, and the provider tries again later.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Engine } from '../src/commerce/engine.ts';
import { PaymentNoticeRefused } from '../src/commerce/payments/provider.ts';
import { isProviderId } from '../src/commerce/payments/providers.ts';
import { MAX_BODY_BYTES } from '../src/http/guard.ts';
import { setSecurityHeaders } from './headers.ts';
import { log } from '#src/config/log.server.ts';

const PATH = /^\/webhooks\/([a-z-]+)$/;

/** The body as sent, or null past MAX_BODY_BYTES (the rest is drained so the provider gets its answer). */
function rawBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: object): void {
  setSecurityHeaders(req, res, 'other');
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export function paymentWebhook(engine: Pick<Engine, 'receivePaymentNotice'>) {
  const providerOf = (req: IncomingMessage): string | null => {
    const id = PATH.exec((req.url ?? '').split('?')[0]!)?.[1];
    return isProviderId(id) ? id : null;
  };
  return {
    handles: (req: IncomingMessage) => providerOf(req) !== null,
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        return answer(req, res, 405, { error: 'Use POST', code: 'method_not_allowed' });
      }
      const body = await rawBody(req).catch(() => null);
      if (body === null) return answer(req, res, 413, { error: 'Body too large', code: 'body_too_large' });
      const headers = { 'stripe-signature': req.headers['stripe-signature']?.toString() };
      try {
        const outcome = await engine.receivePaymentNotice(providerOf(req)!, body, headers);
        return answer(req, res, 200, { received: true, outcome });
      } catch (error) {
        if (error instanceof PaymentNoticeRefused)
          return answer(req, res, 400, { error: 'The notice is not signed as it should be', code: 'bad_signature' });
        log().error(`[payments] a notice could not be taken: ${(error as Error).message}`);
        return answer(req, res, 500, { error: 'Not taken; send it again later', code: 'internal' });
      }
    },
  };
}
