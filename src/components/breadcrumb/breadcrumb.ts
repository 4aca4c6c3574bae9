/** A page's breadcrumb as schema.org BreadcrumbList structured data. */
export interface Crumb {
  label: string;
  href: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: URL | string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, site).href,
    })),
  };
}
