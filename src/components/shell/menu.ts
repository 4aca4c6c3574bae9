/**
 * The shop's navigation as data: one entry per age group with its
 * 'Sale & Trending' links and its 'Types' links. The desktop hover panels and
 * the mobile accordion both render this, so they can never disagree.
 */
import { AGE_GROUPS, PRODUCT_TYPES, TRENDS, type AgeGroup } from '#src/config/shop.ts';
import { listingPath } from '#src/catalogue/paths.ts';
import { ageGroupLabels, productTypeLabels, shellMessages, trendLabels } from '#src/i18n/messages.en.ts';

export interface MenuLink {
  label: string;
  href: string;
}

export interface AgeGroupMenu {
  group: AgeGroup;
  label: string;
  href: string;
  /** 'View All' first, then one link per trend. */
  trending: MenuLink[];
  types: MenuLink[];
}

export function ageGroupMenus(): AgeGroupMenu[] {
  return AGE_GROUPS.map((group) => ({
    group,
    label: ageGroupLabels[group],
    href: listingPath(group),
    trending: [
      { label: shellMessages.viewAll, href: listingPath(group) },
      ...TRENDS.map((trend) => ({ label: trendLabels[trend], href: listingPath(group, trend) })),
    ],
    types: PRODUCT_TYPES.map((type) => ({ label: productTypeLabels[type], href: listingPath(group, type) })),
  }));
}

/** The account screens show a blank spacer where other pages have the newsletter block (docs/product.md §2 "Shell"). */
const ACCOUNT_ROUTES = ['/login', '/signup', '/reset', '/logout', '/account', '/edit'];

export function isAccountRoute(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return ACCOUNT_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}
