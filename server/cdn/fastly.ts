/**
 * Fastly: `POST /service/:id/purge` with the keys in a `Surrogate-Key` header (up to 256 a call), or
 * `POST /service/:id/purge_all`, with an API token allowed `purge_select` (and `purge_all`).
 */
import type { PurgePlan } from './manifest.ts';
import { batches, expectOk, type Fetch, type Purger } from './adapter.ts';

export const FASTLY_API = 'https://api.fastly.com';
const PER_CALL = 256;

export interface FastlyOptions {
  service: string;
  key: string;
  api?: string;
  fetch?: Fetch;
}

export function fastlyPurger({ service, key, api = FASTLY_API, fetch: call = fetch }: FastlyOptions): Purger {
  const base = `${api}/service/${encodeURIComponent(service)}`;
  return {
    name: 'fastly',
    async purge(plan: PurgePlan) {
      const headers = { 'Fastly-Key': key, Accept: 'application/json' };
      if (plan.everything) {
        await expectOk(await call(`${base}/purge_all`, { method: 'POST', headers }), 'Fastly');
        return 'purge_all';
      }
      const calls = batches(plan.tags, PER_CALL);
      for (const keys of calls)
        await expectOk(
          await call(`${base}/purge`, { method: 'POST', headers: { ...headers, 'Surrogate-Key': keys.join(' ') } }),
          'Fastly',
        );
      return `${calls.length} calls, ${plan.tags.length} keys`;
    },
  };
}
