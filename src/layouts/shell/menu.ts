/**
 * The shop's navigation as data: one entry per age group with its
 * 'Sale & Trending' links and its 'Types' links. The desktop hover panels and
 * the mobile accordion both render this, so they can never disagree.
 */
import { AGE_GROUPS, PRODUCT_TYPES, TRENDS, type AgeGroup } from '#src/config/catalogue.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import { listingPath } from '#src/catalogue/paths.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { shellMessages } from './messages.ts';

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

/** The menus in a language: its words, and links to the pages in that language. */
export function ageGroupMenus(locale: Locale = DEFAULT_LOCALE): AgeGroupMenu[] {
  const words = catalogueMessages[locale];
  const link = (label: string, path: string): MenuLink => ({ label, href: localizedPath(locale, path) });
  return AGE_GROUPS.map((group) => ({
    group,
    label: words.ageGroups[group],
    href: localizedPath(locale, listingPath(group)),
    trending: [
      link(shellMessages[locale].viewAll, listingPath(group)),
      ...TRENDS.map((trend) => link(words.trends[trend], listingPath(group, trend))),
    ],
    types: PRODUCT_TYPES.map((type) => link(words.productTypes[type], listingPath(group, type))),
  }));
}

/** The account screens show a blank spacer where other pages have the newsletter block (docs/product.md §2 "Shell"). */
