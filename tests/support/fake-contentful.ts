/**
 * A stand-in for the Contentful Delivery API on a local port: answers
 * GET /spaces/{space}/environments/{env}/entries the way Contentful does
 * (the entries of `content_type`, skip/limit/total, includes.Asset and includes.Entry
 * with what the page links to, `include` levels deep, error bodies with sys.type 'Error'),
 * and GET …/locales with the space's locales.
 *
 * Entries and assets are given as `locale=*` answers them: each field an object of values by
 * locale code, no sys.locale. A request with `locale=*` gets them so; one with `locale=xx` (or none:
 * the default locale) gets each field's value in that locale, else along the locale's fallback
 * chain, with sys.locale set, as the SDK's withAllLocales client and the plain one see them.
 */
import { createServer, type Server } from 'node:http';
import { listenOnFreePort } from './server.ts';

export interface FakeContentful {
  host: string;
  requests: string[];
  /** Answer every request with this status from now on (an outage). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export interface FakeLocale {
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
}

/** A space in English and Arabic, Arabic falling back to English as Contentful suggests. */
export const ENGLISH_AND_ARABIC: FakeLocale[] = [
  { code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null },
  { code: 'ar', name: 'Arabic', default: false, fallbackCode: 'en-US' },
];

type Resource = { sys: { id: string; locale?: string; contentType?: unknown }; fields: Record<string, unknown> };

interface Collection {
  /** The entries of every content type (each names its own in sys.contentType, as Contentful's do). */
  items: Resource[];
  /** What entries may link to: assets, and entries that are not listed by themselves (e.g. a product's sizes). */
  includes?: { Asset?: Resource[]; Entry?: Resource[] };
}

type LinkType = 'Asset' | 'Entry';

function linkedIds(value: unknown, found: Record<LinkType, Set<string>>): void {
  if (Array.isArray(value)) value.forEach((item) => linkedIds(item, found));
  else if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type === 'Link' && (sys.linkType === 'Asset' || sys.linkType === 'Entry') && sys.id)
      found[sys.linkType].add(sys.id);
    Object.values(value).forEach((item) => linkedIds(item, found));
  }
}

const contentTypeOf = (entry: Resource) => (entry.sys.contentType as { sys?: { id?: string } } | undefined)?.sys?.id;

/** What `items` link to, then what that links to, `levels` deep (Contentful's `include`, 1 by default). */
function included(
  items: readonly Resource[],
  levels: number,
  pool: Record<LinkType, Map<string, Resource>>,
): Record<LinkType, Resource[]> {
  const found: Record<LinkType, Map<string, Resource>> = { Asset: new Map(), Entry: new Map() };
  const listed = new Set(items.map((item) => item.sys.id));
  let frontier: readonly Resource[] = items;
  for (let level = 0; level < levels && frontier.length; level++) {
    const ids: Record<LinkType, Set<string>> = { Asset: new Set(), Entry: new Set() };
    linkedIds(
      frontier.map((resource) => resource.fields),
      ids,
    );
    const next: Resource[] = [];
    for (const type of ['Asset', 'Entry'] as const)
      for (const id of ids[type]) {
        const resource = pool[type].get(id);
        if (!resource || found[type].has(id) || (type === 'Entry' && listed.has(id))) continue;
        found[type].set(id, resource);
        next.push(resource);
      }
    frontier = next;
  }
  return { Asset: [...found.Asset.values()], Entry: [...found.Entry.values()] };
}

const errorBody = (id: string, message: string) =>
  JSON.stringify({ sys: { type: 'Error', id }, message, requestId: 'fake-request' });

/** A resource as a one-locale request sees it: each field in `code` or along its fallback chain. */
function inOneLocale(resource: Resource, code: string, locales: readonly FakeLocale[]): Resource {
  const chain: string[] = [];
  for (let next: string | null | undefined = code; next && !chain.includes(next);) {
    const current: string = next;
    chain.push(current);
    next = locales.find((locale) => locale.code === current)?.fallbackCode;
  }
  const fields: Record<string, unknown> = {};
  for (const [name, byLocale] of Object.entries(resource.fields)) {
    const values = byLocale as Record<string, unknown>;
    const found = chain.find((candidate) => values[candidate] !== undefined);
    if (found) fields[name] = values[found];
  }
  return { ...resource, sys: { ...resource.sys, locale: code }, fields };
}

export async function startFakeContentful(opts: {
  space: string;
  accessToken: string;
  environment?: string;
  /** The space's locales; English (default) and Arabic unless given. */
  locales?: FakeLocale[];
  collection: Collection;
}): Promise<FakeContentful> {
  const environment = opts.environment ?? 'master';
  const locales = opts.locales ?? ENGLISH_AND_ARABIC;
  const defaultLocale = locales.find((locale) => locale.default)!.code;
  const byId = (resources: Resource[] = []) => new Map(resources.map((resource) => [resource.sys.id, resource]));
  const pool = {
    Asset: byId(opts.collection.includes?.Asset),
    Entry: byId([...opts.collection.items, ...(opts.collection.includes?.Entry ?? [])]),
  };
  const requests: string[] = [];
  let failure: number | null = null;

  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.setHeader('Content-Type', 'application/vnd.contentful.delivery.v1+json');
    if (failure) {
      res.statusCode = failure;
      res.end(errorBody('ServerError', 'Service unavailable'));
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.headers.authorization !== `Bearer ${opts.accessToken}`) {
      res.statusCode = 401;
      res.end(errorBody('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'));
      return;
    }
    const base = `/spaces/${opts.space}/environments/${environment}`;
    if (url.pathname === `${base}/locales`) {
      const items = locales.map((locale) => ({ ...locale, sys: { id: locale.code, type: 'Locale', version: 1 } }));
      res.end(JSON.stringify({ sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items }));
      return;
    }
    if (url.pathname !== `${base}/entries`) {
      res.statusCode = 404;
      res.end(errorBody('NotFound', 'The resource could not be found.'));
      return;
    }
    const locale = url.searchParams.get('locale') ?? defaultLocale;
    if (locale !== '*' && !locales.some((known) => known.code === locale)) {
      res.statusCode = 400;
      res.end(errorBody('BadRequest', `Unknown locale: ${locale}`));
      return;
    }
    const view = (resource: Resource) => (locale === '*' ? resource : inOneLocale(resource, locale, locales));
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const include = Number(url.searchParams.get('include') ?? 1);
    const contentType = url.searchParams.get('content_type');
    const matching = opts.collection.items.filter((item) => !contentType || contentTypeOf(item) === contentType);
    const items = matching.slice(skip, skip + limit);
    const linked = included(items, include, pool);
    res.end(
      JSON.stringify({
        sys: { type: 'Array' },
        total: matching.length,
        skip,
        limit,
        items: items.map(view),
        includes: { Asset: linked.Asset.map(view), Entry: linked.Entry.map(view) },
      }),
    );
  });
  const port = await listenOnFreePort(server);
  return {
    host: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => void (failure = status),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
