/**
 * Addresses in either language, by the rule of Astro's i18n routing (astro.config.mjs `i18n`): English
 * at the root, every other language under its code. A pure function, so islands and browser scripts use
 * the same one as pages; tests/unit/paths.test.ts holds it to Astro's own getRelativeLocaleUrl. The shop
 * links without a trailing slash, so none is added.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** '/shoes/kids?sort=price' in Arabic → '/ar/shoes/kids?sort=price'; the home page is '/' or '/ar'. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
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

const ACCOUNT_ROUTES = ['/login', '/signup', '/reset', '/logout', '/account', '/edit'];

/** Whether an address, in either language, is one of the account screens. */
export function isAccountRoute(pathname: string): boolean {
  const path = unlocalizedPath(pathname.replace(/\/+$/, '').toLowerCase() || '/');
  return ACCOUNT_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}
