/**
 * Cloudflare: `POST /client/v4/zones/:zone/purge_cache` with an API token (Zone › Cache Purge), by the
 * `Cache-Tag` header's tags or by URL (`CDN_PURGE_BY=urls`), 30 to a call, or everything.
 */
import type { PurgePlan } from './manifest.ts';
import { batches, expectOk, type Fetch, type Purger } from './adapter.ts';

export const CLOUDFLARE_API = 'https://api.cloudflare.com';
const PER_CALL = 30;

export interface CloudflareOptions {
  zone: string;
  token: string;
  /** Purge by URL (`files`) rather than by tag. */
  byUrl: boolean;
  /** The shop's public address, which URLs are purged under. */
  site: string;
  api?: string;
  fetch?: Fetch;
}

export function cloudflarePurger({
  zone,
  token,
  byUrl,
  site,
  api = CLOUDFLARE_API,
  fetch: call = fetch,
}: CloudflareOptions): Purger {
  const endpoint = `${api}/client/v4/zones/${encodeURIComponent(zone)}/purge_cache`;
  const send = async (body: object) =>
    expectOk(
      await call(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      'Cloudflare',
    );
  return {
    name: 'cloudflare',
    async purge(plan: PurgePlan) {
      if (plan.everything) {
        await send({ purge_everything: true });
        return 'purge_everything';
      }
      const items = byUrl ? plan.paths.map((path) => new URL(encodeURI(path), site).href) : plan.tags;
      const calls = batches(items, PER_CALL);
      for (const batch of calls) await send(byUrl ? { files: batch } : { tags: batch });
      return `${calls.length} calls, ${items.length} ${byUrl ? 'URLs' : 'tags'}`;
    },
  };
}
