/**
 * A stand-in for the Contentful Delivery API on a local port: answers
 * GET /spaces/{space}/environments/{env}/entries the way Contentful does
 * (items, includes.Asset with the assets the page links to, skip/limit/total,
 * error bodies with sys.type 'Error'), from entries given in that same shape.
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

interface Collection {
  items: Array<{ sys: { id: string }; fields: Record<string, unknown> }>;
  includes?: { Asset?: Array<{ sys: { id: string } }> };
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

export async function startFakeContentful(opts: {
  space: string;
  accessToken: string;
  environment?: string;
  collection: Collection;
}): Promise<FakeContentful> {
  const environment = opts.environment ?? 'master';
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
    if (url.pathname !== `/spaces/${opts.space}/environments/${environment}/entries`) {
      res.statusCode = 404;
      res.end(errorBody('NotFound', 'The resource could not be found.'));
      return;
    }
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const items = opts.collection.items.slice(skip, skip + limit);
    const linked = [...linkedAssetIds(items)].map((id) => assets.get(id)).filter(Boolean);
    res.end(
      JSON.stringify({
        sys: { type: 'Array' },
        total: opts.collection.items.length,
        skip,
        limit,
        items,
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
