/**
 * A request's path as a log may keep it. The query and fragment go (they carry e-mail addresses, tokens and
 * codes), and so does the part of a page address that opens something by itself: the token of an order's
 * status page, the cart id of a hosted checkout and a staff invitation's token, in either language. Every
 * log line that names a path (the request log, the server's and the API's error lines) goes through here.
 */
import { DEFAULT_LOCALE, LOCALES } from '#src/i18n/locales.ts';

/** The pages whose last segment is a secret, by their folder, with the name the log shows instead. */
const SECRET_SEGMENT: Readonly<Record<string, string>> = { order: ':token', checkout: ':cartId', invite: ':token' };

/** Folders whose secret pages sit one level down: /admin/invite/:token (a staff invitation sets a password). */
const PARENTS: ReadonlySet<string> = new Set(['admin']);

const PREFIXES: ReadonlySet<string> = new Set(LOCALES.filter((code) => code !== DEFAULT_LOCALE));

/** A segment as the router reads it: Astro decodes `%6Frder` to `order`. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

export function loggedPath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0]!;
  const segments = path.split('/');
  // Empty segments (`//order/…`) are skipped as a router that collapses slashes would skip them.
  let index = segments.findIndex((segment) => segment !== '');
  if (index !== -1 && PREFIXES.has(decoded(segments[index]!))) {
    index = segments.findIndex((segment, at) => at > index && segment !== '');
  }
  if (index !== -1 && PARENTS.has(decoded(segments[index]!))) {
    const parent = index;
    index = segments.findIndex((segment, at) => at > parent && segment !== '');
  }
  const placeholder = index === -1 ? undefined : SECRET_SEGMENT[decoded(segments[index]!)];
  if (!placeholder || !segments.slice(index + 1).some((segment) => segment !== '')) return path;
  return [...segments.slice(0, index + 1), placeholder].join('/');
}
