/**
 * What a product card shows, as pure rules (docs/product.md §9 "Product card"):
 * which badges, which colour thumbnails and how many are left for '+N MORE'.
 */
import { AGE_BANDS, COLORS, listing, type Color } from '#src/config/catalogue.ts';

export type BadgeKind = (typeof listing.badgePriority)[number];

const LUCKY_CHOICE_TAGS = new Set(AGE_BANDS.map((band) => band.luckyChoiceTag));

const hasBadge: Record<BadgeKind, (tags: readonly string[]) => boolean> = {
  luckyChoice: (tags) => tags.some((tag) => LUCKY_CHOICE_TAGS.has(tag)),
  sale: (tags) => tags.includes('sale'),
  newArrivals: (tags) => tags.includes('newArrivals'),
  kidsKing: (tags) => tags.includes('kidsKing'),
};

/** At most `listing.maxBadges`, in the order of `listing.badgePriority`. */
export function cardBadges(tags: readonly string[]): BadgeKind[] {
  return listing.badgePriority.filter((kind) => hasBadge[kind](tags)).slice(0, listing.maxBadges);
}

export interface ThumbnailSelection<T> {
  shown: T[];
  /** How many colours the '+N MORE' label stands for; 0 when all are shown. */
  more: number;
}

/**
 * Up to one more than `listing.maxCardThumbnails` colours all fit; beyond
 * that the last slot becomes '+N MORE' (docs/product.md §9 "Product card").
 */
export function cardThumbnails<T>(colours: readonly T[]): ThumbnailSelection<T> {
  if (colours.length <= listing.maxCardThumbnails + 1) return { shown: [...colours], more: 0 };
  return { shown: colours.slice(0, listing.maxCardThumbnails), more: colours.length - listing.maxCardThumbnails };
}

/** The colour a product's tags name (every feed product carries exactly one). */
export function colourOf(tags: readonly string[]): Color | undefined {
  return COLORS.find((colour) => tags.includes(colour));
}
