/** The language of the page a browser script runs in, and the header that asks the API to answer in it. */
import { toLocale, type Locale } from './locales.ts';

export function pageLocale(): Locale {
  return toLocale(document.documentElement.lang);
}

/** Every call to the shop's API sends it: refusals come back in the page's language (docs/product.md §13). */
export function languageHeader(): Record<string, string> {
  return { 'Accept-Language': pageLocale() };
}
