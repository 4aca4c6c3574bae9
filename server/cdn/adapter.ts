/** What every purge adapter shares: its shape, the `fetch` it calls, and the handling of an API's answer. */
import type { PurgePlan } from './manifest.ts';

export interface Purger {
  name: string;
  /** Purges what the plan names; answers a short account for the log (requests made, what they named). */
  purge(plan: PurgePlan): Promise<string>;
}

/** The `fetch` adapters call: a test passes one that reaches its stand-in. */
export type Fetch = typeof fetch;

/** Throws with the service's answer when a purge call is refused. */
export async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  const body = (await response.text().catch(() => '')).slice(0, 300).replace(/\s+/g, ' ');
  throw new Error(`${what} answered ${response.status}${body ? `: ${body}` : ''}`);
}

/** Slices of at most `size`, for APIs that take so many tags or addresses per call. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
