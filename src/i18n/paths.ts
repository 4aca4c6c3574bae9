/**
 * Addresses in either language, through Astro's i18n routing (astro.config.mjs `i18n`): English at the
 * root, Arabic under /ar/. The shop links without a trailing slash, so none is added.
 */
import { getRelativeLocaleUrl } from 'astro:i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** '/shoes/kids?sort=price' in Arabic → '/ar/shoes/kids?sort=price'; the home page is '/' or '/ar'. */
export function localizedPath(locale: Locale, path: string): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const address = getRelativeLocaleUrl(locale, pathname.replace(/^\/+/, ''));
  return (address.length > 1 ? address.replace(/\/+$/, '') : address) + rest;
}

/** The path a page has in English, whatever language its address is in: '/ar/size' → '/size'. */
export function unlocalizedPath(pathname: string): string {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length) || '/';
  }
  return pathname;
}
