/** A page's breadcrumb as schema.org BreadcrumbList structured data. */
import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath, unlocalizedPath } from '#src/i18n/paths.ts';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The crumbs with their links in the page's language. Callers may give English paths or paths already
 * in the language: '/shoes/kids' and '/ar/shoes/kids' both become '/ar/shoes/kids' in Arabic.
 */
export function localizedCrumbs(crumbs: readonly Crumb[], locale: Locale): Crumb[] {
  return crumbs.map((crumb) => ({ ...crumb, href: localizedPath(locale, unlocalizedPath(crumb.href)) }));
}

/** `locale` puts the crumbs' links in that language; without it they are taken as given. */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  site: URL | string,
  locale?: Locale,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: (locale ? localizedCrumbs(crumbs, locale) : crumbs).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, site).href,
    })),
  };
}
