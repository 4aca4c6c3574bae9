/**
 * The answers the server gives itself, before or instead of a route: the JSON refusals of /api (an unknown
 * address, a method no route takes, the fallback 500), shaped and worded as the guard's (src/http/guard.ts),
 * and the plain 405 of a page. Each carries the security headers and is never cached.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusalText } from '#src/http/guard.ts';
import { apiMessages, type RefusalKey } from '#src/http/messages.ts';
import { DEFAULT_LOCALE, LOCALES, localeFromAcceptLanguage, type Locale } from '#src/i18n/locales.ts';
import type { Values } from '#src/i18n/messages.ts';
import { setSecurityHeaders } from './headers.ts';

/** The methods the shop takes anywhere: no page or API route does anything with another. */
export const SHOP_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST']);

/** The language of a page's address: /ar/… is Arabic. */
export function pathLocale(pathname: string): Locale {
  return LOCALES.find((code) => code !== DEFAULT_LOCALE && (pathname + '/').startsWith(`/${code}/`)) ?? DEFAULT_LOCALE;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/** `{ error, code }` as the guard answers, its text in the language of the request's Accept-Language. */
export function sendApiRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: RefusalKey,
  values?: Values,
): void {
  const locale = localeFromAcceptLanguage(req.headers['accept-language']);
  setSecurityHeaders(req, res, 'other');
  send(
    res,
    status,
    'application/json',
    JSON.stringify({ error: refusalText({ key: code, values }, [], locale), code }),
  );
}

/** A page asked with a method the shop does not take: 405, in the language of the page's address. */
export function sendPageMethodRefusal(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const locale = pathLocale(pathname);
  const allowed = [...SHOP_METHODS];
  const methods = allowed.join(` ${apiMessages[locale].or} `);
  setSecurityHeaders(req, res, 'other');
  res.setHeader('Allow', allowed.join(', '));
  send(
    res,
    405,
    'text/plain; charset=utf-8',
    refusalText({ key: 'method_not_allowed', values: { methods } }, [], locale),
  );
}
