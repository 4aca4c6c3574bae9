/** The search page's URL: /search/{what was typed}, reloadable and shareable (docs/product.md §2 "Search"). */
import { isLocale, type Locale } from '#src/i18n/locales.ts';
import { localizedPath, unlocalizedPath } from '#src/i18n/paths.ts';

/**
 * Astro reads a path segment or a route parameter that spells a language code as that language: a search
 * for 'en' would answer not found (English has no prefix) and one for 'ar' would be drawn in Arabic. Such a
 * search is written with a space after it, which the search trims and searchTextFromPath drops again.
 */
const ASTRO_READS_AS_A_LANGUAGE = (text: string): boolean => isLocale(text.toLowerCase());
const LANGUAGE_CODE_SPACE = ' ';

/** '/search/pink' in English, '/ar/search/pink' in Arabic; the empty search keeps its slash: '/search/'. */
export function searchPath(text: string, locale: Locale = 'en'): string {
  const page = localizedPath(locale, '/search');
  if (!text) return `${page}/`;
  const spelled = ASTRO_READS_AS_A_LANGUAGE(text) ? text + LANGUAGE_CODE_SPACE : text;
  return `${page}/${encodeURIComponent(spelled)}`;
}

/** What was typed, read back from the text of a search page's address (its route parameter, decoded). */
export function searchTextOf(content: string): string {
  const bare = content.slice(0, -LANGUAGE_CODE_SPACE.length);
  return content.endsWith(LANGUAGE_CODE_SPACE) && ASTRO_READS_AS_A_LANGUAGE(bare) ? bare : content;
}

/** A search address that Astro would misread, and where to find it instead; null for every other text. */
export function respelledSearchPath(content: string, locale: Locale): string | null {
  return ASTRO_READS_AS_A_LANGUAGE(content) ? searchPath(content, locale) : null;
}

/**
 * What was typed, read back from a search page's path in either language; '' for /search or a path that
 * is not valid encoding.
 */
export function searchTextFromPath(pathname: string): string {
  const encoded = unlocalizedPath(pathname).replace(/^\/search\/?/, '');
  try {
    return searchTextOf(decodeURIComponent(encoded));
  } catch {
    return '';
  }
}
