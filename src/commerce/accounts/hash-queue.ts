/**
 * Runs password hashes a few at a time, with a bounded wait. Checks of a password (sign-in) go ahead of new
 * hashes (sign-up, reset), so a flood of sign-ups cannot make every sign-in wait behind it; when the waiting
 * line is full the call is refused at once with ServerBusy (the API answers 503 with Retry-After) instead of
 * queueing without end.
 */
import { ServerBusy } from '../errors.ts';

export type HashPriority = 'check' | 'create';

export class HashQueue {
  private running = 0;
  private readonly waiting: Record<HashPriority, Array<() => void>> = { check: [], create: [] };
  private readonly concurrent: number;
  private readonly maxWaiting: number;

  constructor(concurrent: number, maxWaiting: number) {
    this.concurrent = concurrent;
    this.maxWaiting = maxWaiting;
  }

  get waitingCount(): number {
    return this.waiting.check.length + this.waiting.create.length;
  }

  async run<T>(priority: HashPriority, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrent) {
      if (this.waitingCount >= this.maxWaiting) throw new ServerBusy();
      await new Promise<void>((resolve) => this.waiting[priority].push(resolve));
    }
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      (this.waiting.check.shift() ?? this.waiting.create.shift())?.();
    }
  }
}
