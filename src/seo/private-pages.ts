/**
 * The pages that are the shopper's own (cart, checkout, order, account screens, lists, search results) and
 * the error pages. Each says `noindex` (Base.astro's prop); this one list keeps them out of the sitemap
 * (astro.config.mjs) and disallows them in robots.txt, in every language, so the three cannot disagree.
 * tests/e2e/search-engines.test.ts checks the build against it: a page made noindex joins the list.
 */
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { unlocalizedPath } from '../i18n/paths.ts';

/** English addresses; a page under one of them (/order/:token, /reset/password) is private too. */
export const PRIVATE_PAGES = [
  '/cart',
  '/checkout',
  '/order',
  '/account',
  '/edit',
  '/login',
  '/signup',
  '/reset',
  '/logout',
  '/search',
  '/wishlist',
  '/back-in-stock/unsubscribe',
  '/unsubscribe',
  '/404',
  '/500',
  '/admin',
] as const;

/** Each private page's address in every language: /cart, /ar/cart, … */
export function privateAddresses(): string[] {
  return LOCALES.flatMap((locale) =>
    PRIVATE_PAGES.map((page) => (locale === DEFAULT_LOCALE ? page : `/${locale}${page}`)),
  );
}

/** Whether a page's path (with or without a trailing slash or `.html`, in any language) is private. */
export function isPrivatePage(pathname: string): boolean {
  const path = unlocalizedPath(pathname.replace(/\.html$/, '').replace(/(.)\/+$/, '$1'));
  return PRIVATE_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
