/**
 * A cache of our own in front (Varnish, deploy/varnish/shop.vcl): by tag, one `PURGE /` whose
 * `Surrogate-Key` header lists the tags (the VCL bans the objects whose `Surrogate-Key` holds one of them,
 * as xkey's `xkey-purge` does); by URL (`CDN_PURGE_BY=urls`), a `PURGE` of each address; everything, a
 * `PURGE /` with `X-Purge-All: 1`. Any cache that takes `PURGE <url>` works by URL. PURGE rather than BAN:
 * it is a method HTTP parsers know (Node's refuses BAN), so proxies between pass it.
 */
import type { PurgePlan } from './manifest.ts';
import { batches, expectOk, type Fetch, type Purger } from './adapter.ts';

/** Keys per call: the VCL joins them into one regular expression. */
const PER_BAN = 100;
const PURGES_AT_ONCE = 8;

export interface HttpPurgeOptions {
  /** The cache's own address, e.g. http://127.0.0.1:6081. */
  cache: string;
  byUrl: boolean;
  fetch?: Fetch;
}

/** The VCL keys pages by their path alone (one shop behind it), so the purge's `Host` does not matter. */
export function httpPurger({ cache, byUrl, fetch: call = fetch }: HttpPurgeOptions): Purger {
  const send = async (method: 'PURGE', path: string, headers: Record<string, string> = {}) =>
    expectOk(await call(new URL(path, cache), { method, headers }), `${method} ${path}`);
  return {
    name: 'http',
    async purge(plan: PurgePlan) {
      if (plan.everything) {
        await send('PURGE', '/', { 'X-Purge-All': '1' });
        return 'PURGE everything';
      }
      if (!byUrl) {
        const calls = batches(plan.tags, PER_BAN);
        for (const keys of calls) await send('PURGE', '/', { 'Surrogate-Key': keys.join(' ') });
        return `${calls.length} PURGE by key, ${plan.tags.length} keys`;
      }
      const paths = plan.paths.map((path) => encodeURI(path));
      for (const group of batches(paths, PURGES_AT_ONCE)) await Promise.all(group.map((path) => send('PURGE', path)));
      return `${paths.length} PURGE`;
    },
  };
}
