/**
 * The cart's links in the page's language. The API answers English paths (a product page, the checkout);
 * islands get the localized root of their page from the server (localizedPath(locale, '/'): '/' or '/ar')
 * rather than bundling Astro's i18n helpers.
 */
export function inLanguageOf(root: string, path: string): string {
  if (root === '/' || root === '') return path;
  return path === '/' ? root : `${root}${path}`;
}
