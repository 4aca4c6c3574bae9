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
 *
 * A refusal is made from its code (and values): `refusal(413, 'body_too_large', { kb: 64 })`. Its
 * `error` text is looked up in ./messages.ts when the answer is written, in the language of the
 * request's Accept-Language (English unless it asks for Arabic); `code` is the same in both. A route
 * that has chosen its own text passes it as a string: `new ApiError(409, code, text)`, `jsonError(…)`.
 * The `issues` of a refused body follow the same language: the account rules' codes read as
 * ./messages.ts `rules` says, zod's own texts come from zod's locale of that language.
 */
import type { APIRoute } from 'astro';
import { locales, type z } from 'zod';
import { envVar } from '#src/config/env.ts';
import { log } from '#src/config/log.server.ts';
import { passwordHashing, type LimitedRequest } from '#src/config/accounts.ts';
import type { Engine } from '#src/commerce/engine.ts';
import { ServerBusy } from '#src/commerce/errors.ts';
import { requestLimit } from '#src/commerce/throttle.ts';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from '#src/i18n/locales.ts';
import { fill, type Values } from '#src/i18n/messages.ts';
import { apiMessages, type RefusalKey } from './messages.ts';
import { loggedPath } from './logged-path.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export interface Issue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: string;
  code: string;
  issues?: Issue[];
}

/** What a refusal says: a text of ./messages.ts by its key (and values), or a text the route chose itself. */
export type RefusalText = string | { key: RefusalKey; values?: Values | undefined };

/** The language an API request asks its answers in (the islands send their page's language). */
export function requestLocale(request: Request): Locale {
  return localeFromAcceptLanguage(request.headers.get('accept-language'));
}

/**
 * A refusal a route can throw from anywhere below it; becomes a JSON answer in the request's language.
 * `message` is the English text, for logs and for callers that show no language.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly text: RefusalText;
  readonly issues: Issue[] | undefined;
  /** Sent as Retry-After (a 429 or 503). */
  readonly retryAfterSeconds: number | undefined;
  constructor(status: number, code: string, text: RefusalText, issues?: Issue[], retryAfterSeconds?: number) {
    super(refusalText(text, issues, DEFAULT_LOCALE));
    this.status = status;
    this.code = code;
    this.text = text;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The same refusal with the text a route chose for all its refusals. */
  withText(text: string): ApiError {
    return new ApiError(this.status, this.code, text, this.issues, this.retryAfterSeconds);
  }
}

/** A refusal made from its code, whose text ./messages.ts holds under the same name. */
export function refusal(
  status: number,
  code: RefusalKey,
  values?: Values,
  issues?: Issue[],
  retryAfterSeconds?: number,
): ApiError {
  return new ApiError(status, code, { key: code, values }, issues, retryAfterSeconds);
}

const hasText = (texts: Readonly<Record<string, string>>, key: string): boolean => Object.hasOwn(texts, key);

/**
 * An issue in the locale's words: a rule's code (src/commerce/accounts/rules.ts) reads as its text; zod's
 * own texts are already in the request's language (parseJsonBody); an empty path is the whole body.
 */
export function localizedIssue(issue: Issue, locale: Locale): Issue {
  const t = apiMessages[locale];
  return {
    path: issue.path || t.body,
    message: hasText(t.rules, issue.message) ? t.rules[issue.message as keyof typeof t.rules] : issue.message,
  };
}

/** The `error` of a refusal in the locale's language; a refused body names its first issue. */
export function refusalText(text: RefusalText, issues: Issue[] | undefined, locale: Locale): string {
  if (typeof text === 'string') return text;
  const first = issues?.[0] && localizedIssue(issues[0], locale);
  const values = text.key === 'invalid_body' && first ? { ...first, ...text.values } : text.values;
  return fill(apiMessages[locale].refusals[text.key], values);
}

/** A JSON refusal whose text is already chosen (a route's own, in the request's language). */
export function jsonError(
  status: number,
  code: string,
  text: string,
  issues?: Issue[],
  retryAfterSeconds?: number,
): Response {
  const body: ApiErrorBody = issues ? { error: text, code, issues } : { error: text, code };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (retryAfterSeconds) headers.set('Retry-After', String(retryAfterSeconds));
  return Response.json(body, { status, headers });
}

/** The JSON answer of a refusal, its text and issues in the locale's language. */
export function refusalResponse(error: ApiError, locale: Locale = DEFAULT_LOCALE): Response {
  const issues = error.issues?.map((issue) => localizedIssue(issue, locale));
  const text = refusalText(error.text, error.issues, locale);
  return jsonError(error.status, error.code, text, issues, error.retryAfterSeconds);
}

/**
 * The address the throttles count per client. Behind a TLS proxy (TRUST_PROXY=1)
 * it is the last X-Forwarded-For hop, the one the proxy itself saw; the
 * earlier hops are whatever the client wrote.
 */
export function clientAddressOf(context: { request: Request; clientAddress?: string }): string {
  if (envVar('TRUST_PROXY') === '1') {
    const hops = context.request.headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops?.length) return hops.at(-1)!;
  }
  try {
    return context.clientAddress || 'unknown';
  } catch {
    // Astro throws when the adapter could not tell; every such call then shares one count.
    return 'unknown';
  }
}

/**
 * Counts a call that creates something or sends mail against its client's limit
 * (src/config/accounts.ts requestLimits); over it, throws a 429 refusal with Retry-After.
 */
export async function limitRequest(
  engine: Engine,
  kind: LimitedRequest,
  context: { request: Request; clientAddress?: string },
): Promise<void> {
  const verdict = await engine.countRequest(kind, clientAddressOf(context), requestLimit(kind));
  if (!verdict.allowed) throw refusal(429, 'too_many_requests', undefined, undefined, verdict.retryAfterSeconds);
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
    const locale = requestLocale(context.request);
    const methods = allowed.join(` ${apiMessages[locale].or} `);
    const answer = refusalResponse(refusal(405, 'method_not_allowed', { methods }), locale);
    answer.headers.set('Allow', allowed.join(', '));
    return answer;
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
  // Another site is refused as such whatever it sends, a form post included, before its type is looked at.
  const origin = request.headers.get('origin');
  // The request's own origin first: reading SITE_URL validates it, on every call.
  if (origin !== null && origin !== url.origin && !ownOrigins(url).has(origin)) return refusal(403, 'forbidden_origin');
  const site = request.headers.get('sec-fetch-site');
  if (origin === null && site !== null && site !== 'same-origin' && site !== 'none') {
    return refusal(403, 'forbidden_origin');
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return refusal(415, 'unsupported_media_type');
  return null;
}

/** Reads at most MAX_BODY_BYTES, whatever Content-Length claims. */
async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw refusal(413, 'body_too_large', { kb: MAX_BODY_BYTES / 1024 });
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
      throw refusal(413, 'body_too_large', { kb: MAX_BODY_BYTES / 1024 });
    }
    chunks.push(value);
  }
  try {
    return UTF8.decode(Buffer.concat(chunks));
  } catch {
    throw refusal(400, 'invalid_encoding');
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Zod's own issue texts (a wrong type, a missing field) in each language. */
const ZOD_TEXTS: Record<Locale, z.core.$ZodErrorMap> = {
  en: locales.en().localeError,
  ar: locales.ar().localeError,
};

/** PostgreSQL text holds neither NUL nor half of a UTF-16 surrogate pair; JSON and URLs can spell both. */
export const isStorableText = (text: string): boolean => !text.includes('\0') && text.isWellFormed();

/** Refused here rather than failing in the database. Iterative: a 64 KB body can nest 30,000 deep. */
function refuseUnstorableText(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) throw refusal(400, 'invalid_text');
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
    throw refusal(400, 'malformed_json');
  }
  refuseUnstorableText(json);
  const result = schema.safeParse(json, { error: ZOD_TEXTS[requestLocale(request)] });
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw refusal(400, 'invalid_body', {}, issues);
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
    throw new ApiError(415, 'unsupported_media_type', { key: 'unsupported_form_type' });
  const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
  refuseUnstorableText(fields);
  return fields;
}

/** The answer to whatever a route threw: a refusal in the locale's language, anything else a 500 (logged). */
export function errorResponse(error: unknown, where: string, locale: Locale = DEFAULT_LOCALE): Response {
  if (error instanceof ApiError) return refusalResponse(error, locale);
  if (error instanceof ServerBusy)
    return refusalResponse(refusal(503, 'busy', undefined, undefined, passwordHashing.busyRetryAfterSeconds), locale);
  log().error({ err: error }, `[api] ${loggedPath(where)}: ${(error as Error)?.message ?? String(error)}`);
  return refusalResponse(refusal(500, 'internal'), locale);
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
    return errorResponse(error, url.pathname, requestLocale(request));
  }
}
