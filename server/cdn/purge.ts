/**
 * Purging a CDN when a publish goes live: the adapter `CDN_PURGE` names (cloudflare.ts, fastly.ts,
 * cloudfront.ts, http.ts) is given the plan of what changed (manifest.ts `purgePlan`). A purge that fails
 * is logged; the publish stays live (the pages are right at the origin, and the next purge or a CDN's own
 * expiry catches up).
 */
import { envVar } from '#src/config/env.ts';
import { cloudflarePurger } from './cloudflare.ts';
import { cloudfrontPurger } from './cloudfront.ts';
import { fastlyPurger } from './fastly.ts';
import { httpPurger } from './http.ts';
import { purgePlan, type CdnManifest, type PurgePlan } from './manifest.ts';
import type { Fetch, Purger } from './adapter.ts';

function required(name: Parameters<typeof envVar>[0], env: NodeJS.ProcessEnv): string {
  const value = envVar(name, env);
  if (typeof value !== 'string' || !value) throw new Error(`CDN_PURGE=${envVar('CDN_PURGE', env)} needs ${name}`);
  return value;
}

/** The adapter the environment configures, or null when `CDN_PURGE` is unset. */
export function purgerFromEnv(env: NodeJS.ProcessEnv = process.env, fetcher: Fetch = fetch): Purger | null {
  const kind = envVar('CDN_PURGE', env);
  const byUrl = envVar('CDN_PURGE_BY', env) === 'urls';
  const site = envVar('SITE_URL', env) ?? 'http://localhost:4321';
  switch (kind) {
    case 'cloudflare':
      return cloudflarePurger({
        zone: required('CLOUDFLARE_ZONE_ID', env),
        token: required('CLOUDFLARE_API_TOKEN', env),
        byUrl,
        site,
        fetch: fetcher,
      });
    case 'fastly':
      return fastlyPurger({
        service: required('FASTLY_SERVICE_ID', env),
        key: required('FASTLY_API_KEY', env),
        fetch: fetcher,
      });
    case 'cloudfront':
      return cloudfrontPurger({
        distribution: required('CLOUDFRONT_DISTRIBUTION_ID', env),
        credentials: {
          accessKeyId: required('AWS_ACCESS_KEY_ID', env),
          secretAccessKey: required('AWS_SECRET_ACCESS_KEY', env),
          sessionToken: envVar('AWS_SESSION_TOKEN', env) || undefined,
        },
        fetch: fetcher,
      });
    case 'http':
      return httpPurger({ cache: required('CDN_PURGE_URL', env), byUrl, fetch: fetcher });
    default:
      return null;
  }
}

/**
 * Purges what changed between two builds' manifests, and logs it. Never throws: a failure is a log line.
 */
export async function purgeChanges(
  purger: Purger | null,
  before: CdnManifest | null,
  after: CdnManifest,
  log: (line: string) => void,
): Promise<PurgePlan> {
  const plan = purgePlan(before, after);
  if (!purger) return plan;
  if (!plan.everything && plan.changed === 0) {
    log(`[cdn] nothing to purge: no published file changed`);
    return plan;
  }
  const started = performance.now();
  try {
    const done = await purger.purge(plan);
    const what = plan.everything ? 'everything' : `${plan.changed} changed files`;
    log(`[cdn] purged ${what} through ${purger.name} in ${Math.round(performance.now() - started)} ms: ${done}`);
  } catch (error) {
    log(
      `[cdn] purge through ${purger.name} FAILED: ${(error as Error).message}. The publish is live; ` +
        'the CDN may serve the changed pages from its copy until they are purged',
    );
  }
  return plan;
}
