/**
 * localizedPath()'s rule (src/i18n/paths.ts) for the account islands and their store, which run in the
 * browser where astro:i18n is not loaded: English at the root, Arabic under /ar (astro.config.mjs
 * `i18n`, English without a prefix). '/login/fail' in Arabic → '/ar/login/fail'; '/' → '/ar'.
 */
import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales.ts';

export function localPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
