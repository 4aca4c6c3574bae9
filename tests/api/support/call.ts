/**
 * Calls an API route module's handler the way Astro does: a real Request, the
 * URL and the route params. The route runs against the real engine (PGlite in
 * memory in the api test project).
 */
import type { APIContext, APIRoute } from 'astro';

export const ORIGIN = 'http://shop.test';

export interface CallOptions {
  method?: string;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export async function call(route: APIRoute, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(path, ORIGIN);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers = new Headers(
    options.headers ?? (method === 'GET' ? {} : { 'content-type': 'application/json', origin: ORIGIN }),
  );
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const request = new Request(url, { method, headers, body });
  return route({ request, url, params: options.params ?? {} } as unknown as APIContext);
}

export async function callJson<T = unknown>(
  route: APIRoute,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T }> {
  const response = await call(route, path, options);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json'))
    throw new Error(`${path} answered ${response.status} with ${type || 'no content type'}, not JSON`);
  return { status: response.status, body: (await response.json()) as T };
}
