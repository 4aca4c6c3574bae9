/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON with a `Stripe-Signature` header
 * (`t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">`), and retried with growing delays until the endpoint answers
 * 2xx or the attempts run out. Each attempt is signed afresh, so an old signature never has to be accepted.
 */
import { createHmac } from 'node:crypto';

export interface RetryOptions {
  firstDelayMs: number;
  maxDelayMs: number;
  attempts: number;
}

export const DEFAULT_RETRY: RetryOptions = { firstDelayMs: 1000, maxDelayMs: 60_000, attempts: 20 };

/** Stripe gives an endpoint 10 s to answer before it counts the attempt as failed. */
const ANSWER_WITHIN_MS = 10_000;

export interface Delivery {
  eventId: string;
  attempts: number;
  delivered: boolean;
}

export function signatureHeader(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export class WebhookSender {
  private readonly records: (Delivery & { settled: boolean })[] = [];
  private readonly waiting = new Set<() => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly aborts = new Set<AbortController>();
  private closed = false;
  private readonly url: string;
  private readonly secret: string;
  private readonly retry: RetryOptions;

  constructor(url: string, secret: string, retry: RetryOptions) {
    this.url = url;
    this.secret = secret;
    this.retry = retry;
  }

  send(event: { id: string }): void {
    const record = { eventId: event.id, attempts: 0, delivered: false, settled: false };
    this.records.push(record);
    void this.attempt(record, JSON.stringify(event, null, 2));
  }

  deliveries(): Delivery[] {
    return this.records.map(({ eventId, attempts, delivered }) => ({ eventId, attempts, delivered }));
  }

  /** Resolves once every event so far is delivered or has used up its attempts (or the stand-in closed). */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!this.closed && this.records.some((r) => !r.settled)) return;
        this.waiting.delete(check);
        resolve();
      };
      this.waiting.add(check);
      check();
    });
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const abort of this.aborts) abort.abort();
    this.notify();
  }

  private async attempt(record: Delivery & { settled: boolean }, body: string): Promise<void> {
    record.attempts += 1;
    record.delivered = await this.post(body);
    if (record.delivered || record.attempts >= this.retry.attempts || this.closed) {
      record.settled = true;
      this.notify();
      return;
    }
    const delay = Math.min(this.retry.firstDelayMs * 2 ** (record.attempts - 1), this.retry.maxDelayMs);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(record, body);
    }, delay);
    this.timers.add(timer);
  }

  private async post(body: string): Promise<boolean> {
    const abort = new AbortController();
    this.aborts.add(abort);
    const timeout = setTimeout(() => abort.abort(), ANSWER_WITHIN_MS);
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(body, this.secret, Math.floor(Date.now() / 1000)),
        },
        body,
        signal: abort.signal,
      });
      // The answer's body is not Stripe's business, but it must be read for the connection to be reused.
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
      this.aborts.delete(abort);
    }
  }

  private notify(): void {
    for (const check of [...this.waiting]) check();
  }
}
