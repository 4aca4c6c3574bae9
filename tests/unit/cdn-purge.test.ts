/**
 * The CDN purge: which tags a page carries, what a publish purges, and each adapter's calls as its service
 * takes them (paths, headers, bodies), against a stand-in HTTP server.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloudflarePurger } from '#server/cdn/cloudflare.ts';
import { cloudfrontPurger } from '#server/cdn/cloudfront.ts';
import { fastlyPurger } from '#server/cdn/fastly.ts';
import { httpPurger } from '#server/cdn/http.ts';
import { pageTag, purgePlan, tagsOf, type CdnManifest } from '#server/cdn/manifest.ts';
import { purgeChanges, purgerFromEnv } from '#server/cdn/purge.ts';
import { signV4 } from '#server/cdn/sigv4.ts';
import { cacheControlFor } from '#server/headers.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let standIn: Server;
let base: string;
let seen: Seen[] = [];
let status = 200;

beforeAll(async () => {
  standIn = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  await new Promise<void>((ready) => standIn.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(standIn.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((done) => standIn.close(() => done())));
beforeEach(() => {
  seen = [];
  status = 200;
});

const page = (hash: string, tags: string[]) => ({ hash, tags });
const before: CdnManifest = {
  version: 1,
  files: {
    '/index.html': page('a', [pageTag('/index.html'), 'shell', 'product-p1', 'product-p2']),
    '/product/x/P1/index.html': page('b', [pageTag('/product/x/P1/index.html'), 'shell', 'product-p1']),
    '/product/y/P2/index.html': page('c', [pageTag('/product/y/P2/index.html'), 'shell', 'product-p2']),
    '/blogs/index.html': page('d', [pageTag('/blogs/index.html'), 'shell', 'blog']),
  },
};
/** P1's price changed: its page and the home page that shows it. */
const after: CdnManifest = {
  version: 1,
  files: {
    ...before.files,
    '/index.html': page('a2', before.files['/index.html']!.tags),
    '/product/x/P1/index.html': page('b2', before.files['/product/x/P1/index.html']!.tags),
  },
};
const plan = purgePlan(before, after);

describe('tags and the purge plan', () => {
  it('tags a page with the shell, the products it links to and the post it is', () => {
    const html = Buffer.from('<a href="/product/Red-Boot/P1000-BLA0">x</a><a href="/ar/blog/first-steps">y</a>');
    const tags = tagsOf('/blog/shoe-care/index.html', html);
    expect(tags).toEqual(expect.arrayContaining(['shell', 'product-p1000-bla0', 'post-shoe-care', 'post-first-steps']));
    expect(tagsOf('/product/Red-Boot/P1000-BLA0/index.html', Buffer.from(''))).toContain('product-p1000-bla0');
    expect(tagsOf('/blogs/index.html', Buffer.from(''))).toContain('blog');
    const listing = Buffer.from(
      JSON.stringify({
        v: 1,
        products: [
          ['P1-A', 'x'],
          ['P2-B', 'y'],
        ],
      }),
    );
    expect(tagsOf('/data/listing/kids.json', listing)).toEqual(
      expect.arrayContaining(['product-p1-a', 'product-p2-b']),
    );
  });

  it('purges by a tag only when every page carrying it changed, the rest by their page tags', () => {
    // product-p1 is on the two changed pages only; the home page is covered by it.
    expect(plan).toMatchObject({ everything: false, changed: 2, tags: ['product-p1'] });
    expect(plan.paths).toEqual(['/index.html', '/', '/product/x/P1/index.html', '/product/x/P1/', '/product/x/P1']);
    const onlyHome = purgePlan(before, { version: 1, files: { ...before.files, '/index.html': page('z', []) } });
    expect(onlyHome.tags).toEqual([pageTag('/index.html')]);
    expect(purgePlan(null, after).everything).toBe(true);
    expect(purgePlan(before, before)).toMatchObject({ changed: 0, tags: [], paths: [] });
  });

  it('keeps pages in shared caches until purged, a shopper’s own pages private, hashed files a year', () => {
    expect(cacheControlFor('/index.html')).toBe('public, max-age=0, s-maxage=31536000, stale-while-revalidate=60');
    for (const path of ['/cart/index.html', '/ar/account/index.html', '/wishlist/index.html', '/login/index.html'])
      expect(cacheControlFor(path)).toBe('private, no-cache');
    expect(cacheControlFor('/_astro/a.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe('purge adapters', () => {
  it('Cloudflare: tags, 30 to a call, with the token; files by URL; everything', async () => {
    const tags = Array.from({ length: 31 }, (_, i) => `product-p${i}`);
    const purger = cloudflarePurger({ zone: 'z1', token: 't0k', byUrl: false, site: 'https://shop.test', api: base });
    await purger.purge({ ...plan, tags });
    expect(seen.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/client/v4/zones/z1/purge_cache'],
      ['POST', '/client/v4/zones/z1/purge_cache'],
    ]);
    expect(seen[0]!.headers.authorization).toBe('Bearer t0k');
    expect(JSON.parse(seen[0]!.body)).toEqual({ tags: tags.slice(0, 30) });
    seen = [];
    await cloudflarePurger({ zone: 'z1', token: 't', byUrl: true, site: 'https://shop.test', api: base }).purge(plan);
    expect(JSON.parse(seen[0]!.body).files).toContain('https://shop.test/product/x/P1/');
    seen = [];
    await purger.purge({ ...plan, everything: true });
    expect(JSON.parse(seen[0]!.body)).toEqual({ purge_everything: true });
  });

  it('Fastly: keys in a Surrogate-Key header with the API key; purge_all for everything', async () => {
    const purger = fastlyPurger({ service: 'svc', key: 'k3y', api: base });
    await purger.purge({ ...plan, tags: ['product-p1', 'page-abc'] });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/service/svc/purge' });
    expect(seen[0]!.headers['surrogate-key']).toBe('product-p1 page-abc');
    expect(seen[0]!.headers['fastly-key']).toBe('k3y');
    await purger.purge({ ...plan, everything: true });
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/service/svc/purge_all' });
  });

  it('CloudFront: a signed CreateInvalidation of the changed paths', async () => {
    const purger = cloudfrontPurger({
      distribution: 'E123',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
      api: base,
      date: () => new Date('2026-11-28T10:00:00Z'),
    });
    await purger.purge(plan);
    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', url: '/2020-05-31/distribution/E123/invalidation' });
    expect(call!.headers['x-amz-date']).toBe('20261128T100000Z');
    expect(call!.headers.authorization).toMatch(
      new RegExp(
        '^AWS4-HMAC-SHA256 Credential=AKID/20261128/us-east-1/cloudfront/aws4_request, ' +
          'SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}$',
      ),
    );
    expect(call!.body).toContain('<Quantity>5</Quantity>');
    expect(call!.body).toContain('<Path>/product/x/P1/</Path>');
    await purger.purge({ ...plan, everything: true });
    expect(seen[1]!.body).toContain('<Path>/*</Path>');
  });

  it('signs as AWS documents it (the IAM ListUsers example of Signature Version 4)', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: '',
      region: 'us-east-1',
      service: 'iam',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it('http: one PURGE naming the keys, or a PURGE of each address', async () => {
    await httpPurger({ cache: base, byUrl: false }).purge(plan);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'PURGE', url: '/' });
    expect(seen[0]!.headers['surrogate-key']).toBe('product-p1');
    seen = [];
    await httpPurger({ cache: base, byUrl: true }).purge(plan);
    expect(seen.map((call) => `${call.method} ${call.url}`).sort()).toEqual(
      plan.paths.map((path) => `PURGE ${path}`).sort(),
    );
  });

  it('logs a refused purge and goes on; builds the adapter the environment names', async () => {
    status = 403;
    const lines: string[] = [];
    const purger = fastlyPurger({ service: 'svc', key: 'bad', api: base });
    await purgeChanges(purger, before, after, (line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/purge through fastly FAILED: Fastly answered 403.*The publish is live/);
    expect(purgerFromEnv({})).toBeNull();
    expect(purgerFromEnv({ CDN_PURGE: 'http', CDN_PURGE_URL: base })?.name).toBe('http');
    expect(() => purgerFromEnv({ CDN_PURGE: 'cloudflare' })).toThrow(/needs CLOUDFLARE_ZONE_ID/);
  });
});
