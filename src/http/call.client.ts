/**
 * The browser's one way to call the shop's API: JSON both ways, in the page's language (refusals come back
 * worded in it, docs/product.md §13), with the session cookie. It never throws: a network failure is an
 * answer with status 0, so every island words it like any other refusal.
 */
import type { ZodMiniType } from 'zod/mini';
import { languageHeader } from '#src/i18n/page.client.ts';

export interface ApiAnswer {
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** The answer's JSON, or null when it had none. */
  body: unknown;
}

export async function callApi(
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<ApiAnswer> {
  try {
    const response = await fetch(`/api/${path}`, {
      method,
      headers: body === undefined ? languageHeader() : { 'Content-Type': 'application/json', ...languageHeader() },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

export interface CheckedAnswer<T> extends ApiAnswer {
  /** The body, when it has the shape the call expects; null otherwise. */
  checked: T | null;
}

/**
 * A call whose answer is checked against a schema that `schema` loads beside the call, not with the page:
 * zod stays out of a page's first load, and checking adds no round trip (docs/decisions/022). When the
 * module cannot load (the shopper went offline) nothing is checked: `checked` is null, as for a body
 * without the shape.
 */
export async function callChecked<T>(
  path: string,
  schema: () => Promise<ZodMiniType<T>>,
  body?: unknown,
  method?: string,
): Promise<CheckedAnswer<T>> {
  const [answer, checker] = await Promise.all([callApi(path, body, method), schema().catch(() => null)]);
  const parsed = checker?.safeParse(answer.body);
  return { ...answer, checked: parsed?.success ? parsed.data : null };
}

export const answeredOk = (answer: ApiAnswer): boolean => answer.status >= 200 && answer.status < 300;

/** The worded refusal of an answer that is not OK (`{ error, code }`), when it has one. */
export function refusalOf(answer: ApiAnswer): string | null {
  const error = (answer.body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : null;
}
