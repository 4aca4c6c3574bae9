/**
 * Request plumbing shared by every /api route (cart, accounts, newsletter):
 * the guard for state-changing calls, body parsing with zod, and error answers.
 *
 *   export const POST: APIRoute = ({ request, url }) => handleJson(request, url, bodySchema, async (body) => {
 *     …
 *     return Response.json(result);
 *   });
 *
 * Every failure answers a 4xx JSON body `{ error, code, issues? }`; an
 * unexpected exception answers 500 `{ error: 'Internal error' }` without details.
 */
import type { APIRoute } from 'astro';
import type { z } from 'zod';
import { envVar } from '#src/config/env.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export interface ApiErrorBody {
  error: string;
  code: string;
  issues?: Array<{ path: string; message: string }>;
}

/** A refusal a route can throw from anywhere below it; becomes a JSON answer. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly issues: ApiErrorBody['issues'];
  constructor(status: number, code: string, message: string, issues?: ApiErrorBody['issues']) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export function jsonError(status: number, code: string, message: string, issues?: ApiErrorBody['issues']): Response {
  const body: ApiErrorBody = issues ? { error: message, code, issues } : { error: message, code };
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The route's `ALL` export: a method the route does not take answers 405 with a
 * JSON error and `Allow`, not Astro's HTML 404 page. HEAD is served by GET.
 *   export const ALL = otherMethods({ POST });
 */
export function otherMethods(handlers: Partial<Record<'GET' | 'POST', APIRoute>>): APIRoute {
  const allowed = Object.keys(handlers).flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
  return (context) => {
    if (context.request.method === 'HEAD' && handlers.GET) return handlers.GET(context);
    const refusal = jsonError(405, 'method_not_allowed', `Use ${allowed.join(' or ')} for this address`);
    refusal.headers.set('Allow', allowed.join(', '));
    return refusal;
  };
}

/**
 * The shop's own origins: the request's (what the browser sent the request to)
 * and SITE_URL's (the public address, when a proxy changes the Host).
 */
function ownOrigins(url: URL): Set<string> {
  const origins = new Set([url.origin]);
  const site = envVar('SITE_URL');
  if (site) {
    try {
      origins.add(new URL(site).origin);
    } catch {
      // SITE_URL is validated at build time; a broken one only loses this origin
    }
  }
  return origins;
}

/**
 * State-changing calls come from the shop's own pages: JSON only (a cross-site
 * form cannot send it), and when the browser says where the call comes from
 * (Origin, Sec-Fetch-Site) it must be the shop itself. Clients that send
 * neither header (curl, server-to-server) are not browsers and carry no
 * ambient credentials to abuse.
 */
export function refuseForeignRequest(request: Request, url: URL): ApiError | null {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    return new ApiError(415, 'unsupported_media_type', 'Send the body as application/json');
  const origin = request.headers.get('origin');
  if (origin !== null && !ownOrigins(url).has(origin))
    return new ApiError(403, 'forbidden_origin', 'Requests must come from the shop itself');
  const site = request.headers.get('sec-fetch-site');
  if (origin === null && site !== null && site !== 'same-origin' && site !== 'none') {
    return new ApiError(403, 'forbidden_origin', 'Requests must come from the shop itself');
  }
  return null;
}

/** Reads at most MAX_BODY_BYTES, whatever Content-Length claims. */
async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new ApiError(413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES / 1024} KB`);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new ApiError(413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES / 1024} KB`);
    }
    chunks.push(value);
  }
  try {
    return UTF8.decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError(400, 'invalid_encoding', 'The body is not valid UTF-8');
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** PostgreSQL text holds neither NUL nor half of a UTF-16 surrogate pair; JSON and URLs can spell both. */
export const isStorableText = (text: string): boolean => !text.includes('\0') && text.isWellFormed();

/** Refused here rather than failing in the database. Iterative: a 64 KB body can nest 30,000 deep. */
function refuseUnstorableText(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next))
        throw new ApiError(400, 'invalid_text', 'Text must not contain NUL characters or broken Unicode');
    } else if (Array.isArray(next)) for (const item of next) pending.push(item);
    else if (next !== null && typeof next === 'object')
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
  }
}

export interface BodyOptions {
  /** Treat an empty body as `{}` (calls without a payload, docs/product.md §7). */
  allowEmpty?: boolean;
}

export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: BodyOptions = {},
): Promise<z.infer<S>> {
  const text = await readBody(request);
  let json: unknown;
  try {
    json = options.allowEmpty && text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed_json', 'The body is not valid JSON');
  }
  refuseUnstorableText(json);
  const result = schema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.') || '(body)',
      message: issue.message,
    }));
    throw new ApiError(400, 'invalid_body', `Invalid ${issues[0]!.path}: ${issues[0]!.message}`, issues);
  }
  return result.data;
}

/**
 * A plain HTML form post (the checkout works without JavaScript): urlencoded,
 * at most MAX_BODY_BYTES. Astro's checkOrigin has already refused other sites.
 */
export async function parseFormBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type))
    throw new ApiError(415, 'unsupported_media_type', 'Send the form as application/x-www-form-urlencoded');
  const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
  refuseUnstorableText(fields);
  return fields;
}

export function errorResponse(error: unknown, where: string): Response {
  if (error instanceof ApiError) return jsonError(error.status, error.code, error.message, error.issues);
  console.error(`[api] ${where}: ${(error as Error)?.stack ?? String(error)}`);
  return jsonError(500, 'internal', 'Internal error');
}

/** Guard, parse and validate a state-changing JSON call, then run `handle`; every failure becomes a JSON answer. */
export async function handleJson<S extends z.ZodType>(
  request: Request,
  url: URL,
  schema: S,
  handle: (body: z.infer<S>) => Promise<Response>,
  options: BodyOptions = {},
): Promise<Response> {
  try {
    const refused = refuseForeignRequest(request, url);
    if (refused) throw refused;
    return await handle(await parseJsonBody(request, schema, options));
  } catch (error) {
    return errorResponse(error, url.pathname);
  }
}
