/** The title and description of a listing page (docs/product.md §2: they depend on the category). */
import { ageBand, AGE_GROUPS, type AgeGroup } from '#src/config/shop.ts';
import { ageGroupLabels, listingMessages } from '#src/i18n/messages.en.ts';
import type { ListingRoute } from './routes.ts';

export function listingMeta(route: ListingRoute): { title: string; description: string } {
  const meta = listingMessages.meta[route.category];
  const group = AGE_GROUPS.find((g) => g === route.category) as AgeGroup | undefined;
  const band = group ? ageBand(group) : null;
  const description = meta.description(band?.minAge ?? 0, band?.maxAge ?? 0);
  const tagCrumb = route.tag ? route.crumbs.at(-1)!.label : null;
  const title = group && tagCrumb ? listingMessages.subTitle(tagCrumb, ageGroupLabels[group]) : meta.title;
  return { title, description };
}
