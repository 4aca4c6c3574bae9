/** The title and description of a listing page (docs/product.md §2: they depend on the category). */
import { ageBand, AGE_GROUPS, type AgeGroup } from '#src/config/catalogue.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import { fill } from '#src/i18n/messages.ts';
import { agedRange } from '#src/i18n/units.ts';
import { listingMessages } from './messages.ts';
import type { ListingRoute } from './routes.ts';

/** In the route's language. */
export function listingMeta(route: ListingRoute): { title: string; description: string } {
  const t = listingMessages[route.locale];
  const meta = t.meta[route.category];
  const group = AGE_GROUPS.find((g) => g === route.category) as AgeGroup | undefined;
  const band = group ? ageBand(group) : null;
  const description = band
    ? fill(meta.description, { ages: agedRange(route.locale, band, 'short') })
    : meta.description;
  const tagCrumb = route.tag ? route.crumbs.at(-1)!.label : null;
  const title =
    group && tagCrumb
      ? fill(t.subTitle, { tag: tagCrumb, group: catalogueMessages[route.locale].ageGroups[group] })
      : meta.title;
  return { title, description };
}
