/**
 * The calls that every shopper makes, answered by the server itself without Astro's request pipeline
 * (decision 021): the cart's (create, read, add, change, remove), search, a product page's live stock and
 * the listings by tag. They are the same route functions Astro serves (src/pages/api/), behind the same
 * paths, the same guard (src/http/guard.ts) and the same headers; only the plumbing between node:http and the
 * route differs. Search and the listings answer from the catalogue this process loaded, which the server
 * drops when a publish goes live (server/serve.ts). Every other /api path still goes through Astro.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIContext, APIRoute } from 'astro';
import * as cartAdd from '#src/pages/api/cart-add.ts';
import * as cartCreate from '#src/pages/api/cart-create.ts';
import * as cartDelete from '#src/pages/api/cart-delete.ts';
import * as cartUpdate from '#src/pages/api/cart-update.ts';
import * as getCartById from '#src/pages/api/get-cart-by-id.ts';
import * as productsByTag from '#src/pages/api/get-products-by-tag/[tag].ts';
import * as searchBar from '#src/pages/api/search-bar.ts';
import * as stock from '#src/pages/api/stock/[productId].ts';
import * as unsubscribe from '#src/pages/api/unsubscribe.ts';
import { MAX_BODY_BYTES } from '#src/http/guard.ts';
import { sentCallback } from '#src/http/body-slabs.ts';
import { isHttps, setSecurityHeaders, UNCACHED } from './headers.ts';

interface RouteModule {
  GET?: APIRoute;
  POST?: APIRoute;
  ALL: APIRoute;
}

/** A route of ROUTES or PARAMETER_ROUTES, with the value of its parameter. */
export interface OwnRoute {
  module: RouteModule;
  params: Record<string, string>;
}

const ROUTES = new Map<string, RouteModule>([
  ['/api/cart-add', cartAdd],
  ['/api/cart-create', cartCreate],
  ['/api/cart-delete', cartDelete],
  ['/api/cart-update', cartUpdate],
  ['/api/get-cart-by-id', getCartById],
  ['/api/search-bar', searchBar],
  // A mail client's one-click unsubscribe is a cross-site form POST, which Astro's origin check refuses.
  ['/api/unsubscribe', unsubscribe],
]);

/** Routes whose last segment is a parameter, as Astro's `[name].ts`: by the folder, the module and the name. */
const PARAMETER_ROUTES = new Map<string, { module: RouteModule; param: string }>([
  ['/api/get-products-by-tag/', { module: productsByTag, param: 'tag' }],
  ['/api/stock/', { module: stock, param: 'productId' }],
]);

/**
 * The route of a path, with or without its trailing slash (Astro's trailingSlash: 'ignore'). A parameter is
 * decoded as Astro decodes it (`decodeURI`); an address that does not decode is left to Astro to refuse.
 */
export function ownRoute(pathname: string): OwnRoute | undefined {
  const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const fixed = ROUTES.get(path);
  if (fixed) return { module: fixed, params: {} };
  const folderEnd = path.lastIndexOf('/') + 1;
  const parameterised = PARAMETER_ROUTES.get(path.slice(0, folderEnd));
  if (!parameterised || folderEnd === path.length) return undefined;
  try {
    return { module: parameterised.module, params: { [parameterised.param]: decodeURI(path.slice(folderEnd)) } };
  } catch {
    return undefined;
  }
}

/**
 * The body as the guard reads it: at most one byte over MAX_BODY_BYTES is kept, so an oversized body is
 * refused by the guard with its own answer, while the rest of it is drained and dropped.
 */
function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return;
      chunks.push(chunk);
      size += chunk.byteLength;
    });
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  return headers;
}

/** Answers a request for the route `ownRoute(pathname)` found. */
export async function answerOwnRoute(
  req: IncomingMessage,
  res: ServerResponse,
  { module, params }: OwnRoute,
  pathname: string,
): Promise<void> {
  const url = new URL(req.url ?? pathname, `${isHttps(req) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(url, {
    method,
    headers: requestHeaders(req),
    body: hasBody ? await readBody(req) : null,
  });
  const context = { request, url, clientAddress: req.socket.remoteAddress ?? '', params } as APIContext;
  const handler = (method === 'POST' && module.POST) || (method === 'GET' && module.GET) || module.ALL;
  const response = await handler(context);
  setSecurityHeaders(req, res, 'other');
  res.setHeader('Cache-Control', UNCACHED);
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  // Chunk by chunk as the route made them: a search answer of a few hundred kilobytes is one ready buffer,
  // which collecting into an ArrayBuffer first would copy.
  const sent = sentCallback(response);
  // 'finish' comes once the last byte is handed to the system, and never for an answer cut short.
  if (sent) res.once('finish', sent);
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}
