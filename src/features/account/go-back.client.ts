/**
 * "Goes back one page" (docs/product.md §2 "Account screens"); a page opened
 * directly (nothing to go back to) goes home instead, to the home page of its language.
 */
import { pageLocale } from '#src/i18n/page.client.ts';
import { localizedPath } from '#src/i18n/paths.ts';

export function goBack(): void {
  if (history.length > 1 && document.referrer) history.back();
  else location.replace(localizedPath(pageLocale(), '/'));
}
