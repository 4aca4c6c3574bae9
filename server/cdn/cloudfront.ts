/**
 * CloudFront: `CreateInvalidation` (`POST /2020-05-31/distribution/:id/invalidation`), signed with AWS
 * Signature Version 4 (sigv4.ts) by a key allowed `cloudfront:CreateInvalidation`. CloudFront invalidates
 * by path only: the changed files' addresses, 3,000 to an invalidation, or `/*` for everything.
 */
import { randomUUID } from 'node:crypto';
import type { PurgePlan } from './manifest.ts';
import { batches, expectOk, type Fetch, type Purger } from './adapter.ts';
import { signV4, type AwsCredentials } from './sigv4.ts';

export const CLOUDFRONT_API = 'https://cloudfront.amazonaws.com';
const PER_INVALIDATION = 3000;

export interface CloudfrontOptions {
  distribution: string;
  credentials: AwsCredentials;
  api?: string;
  fetch?: Fetch;
  date?: () => Date;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function invalidationBatch(paths: readonly string[], reference: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">' +
    `<Paths><Quantity>${paths.length}</Quantity>` +
    `<Items>${paths.map((path) => `<Path>${xml(path)}</Path>`).join('')}</Items></Paths>` +
    `<CallerReference>${xml(reference)}</CallerReference>` +
    '</InvalidationBatch>'
  );
}

export function cloudfrontPurger({
  distribution,
  credentials,
  api = CLOUDFRONT_API,
  fetch: call = fetch,
  date = () => new Date(),
}: CloudfrontOptions): Purger {
  const url = new URL(`/2020-05-31/distribution/${encodeURIComponent(distribution)}/invalidation`, api);
  return {
    name: 'cloudfront',
    async purge(plan: PurgePlan) {
      const paths = plan.everything ? ['/*'] : plan.paths.map((path) => encodeURI(path));
      const calls = batches(paths, PER_INVALIDATION);
      for (const batch of calls) {
        const body = invalidationBatch(batch, `lucky-shoes-${randomUUID()}`);
        const headers = signV4({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/xml' },
          body,
          region: 'us-east-1',
          service: 'cloudfront',
          credentials,
          date: date(),
        });
        await expectOk(await call(url, { method: 'POST', headers, body }), 'CloudFront');
      }
      return `${calls.length} invalidations, ${paths.length} paths`;
    },
  };
}
