/**
 * A stand-in for the Contentful Delivery API on a local port: answers
 * GET /spaces/{space}/environments/{env}/entries the way Contentful does
 * (items, includes.Asset with the assets the page links to, skip/limit/total,
 * error bodies with sys.type 'Error'), and GET …/locales with the space's locales.
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

interface Collection {
  items: Array<{ sys: { id: string }; fields: Record<string, unknown> }>;
  includes?: { Asset?: Array<{ sys: { id: string }; fields: Record<string, unknown> }> };
}

function linkedAssetIds(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => linkedAssetIds(item, found));
  else if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type === 'Link' && sys.linkType === 'Asset' && sys.id) found.add(sys.id);
    Object.values(value).forEach((item) => linkedAssetIds(item, found));
  }
  return found;
}

const errorBody = (id: string, message: string) =>
  JSON.stringify({ sys: { type: 'Error', id }, message, requestId: 'fake-request' });

type Resource = { sys: { id: string; locale?: string }; fields: Record<string, unknown> };

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
  const assets = new Map((opts.collection.includes?.Asset ?? []).map((asset) => [asset.sys.id, asset]));
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
    const items = opts.collection.items.slice(skip, skip + limit);
    const linked = [...linkedAssetIds(items)]
      .map((id) => assets.get(id))
      .filter((asset) => asset !== undefined)
      .map((asset) => view(asset));
    res.end(
      JSON.stringify({
        sys: { type: 'Array' },
        total: opts.collection.items.length,
        skip,
        limit,
        items: items.map(view),
        includes: { Asset: linked },
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
