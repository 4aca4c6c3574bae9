/** URLs of catalogue pages; the product route is /product/{title-with-hyphens}/{encoded productId}. */
import type { AgeGroup, Trend } from '../config/catalogue.ts';

export function titleToSlug(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

/** The route segment back to a title: hyphens become spaces (docs/product.md §7). */
export function slugToTitle(slug: string): string {
  return slug.replace(/-/g, ' ').trim();
}

export function productPath(title: string, productId: string): string {
  return `/product/${encodeURIComponent(titleToSlug(title))}/${encodeURIComponent(productId)}`;
}

export function ageGroupPath(group: AgeGroup): string {
  return `/shoes/${group}`;
}

/** A listing: /shoes/{ageGroup} or /shoes/{ageGroup}/{trend or type tag}. */
export function listingPath(group: AgeGroup, tag?: string): string {
  return tag ? `${ageGroupPath(group)}/${tag}` : ageGroupPath(group);
}

/**
 * A trend's own listing: /shoes/new-arrivals, /shoes/best-sellers, /shoes/sale
 * (docs/product.md §2 "Route table": the segment maps to the tag).
 */
export function trendListingPath(trend: Trend): string {
  return `/shoes/${trend.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
