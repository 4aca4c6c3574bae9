/** The search page's URL: /search/{what was typed}, reloadable and shareable (docs/product.md §2 "Search"). */
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath, unlocalizedPath } from '#src/i18n/paths.ts';

/** '/search/pink' in English, '/ar/search/pink' in Arabic; the empty search keeps its slash: '/search/'. */
export function searchPath(text: string, locale: Locale = 'en'): string {
  const page = localizedPath(locale, '/search');
  return text ? `${page}/${encodeURIComponent(text)}` : `${page}/`;
}

/**
 * What was typed, read back from a search page's path in either language; '' for /search or a path that
 * is not valid encoding.
 */
export function searchTextFromPath(pathname: string): string {
  const encoded = unlocalizedPath(pathname).replace(/^\/search\/?/, '');
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
}
