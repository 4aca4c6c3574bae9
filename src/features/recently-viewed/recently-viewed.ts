/**
 * The recently viewed list's rule (issue 17): newest first, one entry per product, at most
 * shopperLists.recentlyViewedMax. Each entry keeps what a small card shows; the title is kept per
 * language, as seen, so the other edition of the shop shows it in its own language once seen there.
 */
import { shopperLists } from '#src/config/accounts.ts';
import type { Locale } from '#src/i18n/locales.ts';

export interface ViewedProduct {
  productId: string;
  titles: Partial<Record<Locale, string>>;
  /** The English path of the product page. */
  url: string;
  image: string;
  price: string;
  compareAtPrice: string | null;
}

/** The list after viewing `product`: it moves to the front, keeping the titles seen in other languages. */
export function withViewed(list: readonly ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  const earlier = list.find((entry) => entry.productId === product.productId);
  const entry = { ...product, titles: { ...earlier?.titles, ...product.titles } };
  return [entry, ...list.filter((item) => item.productId !== product.productId)].slice(
    0,
    shopperLists.recentlyViewedMax,
  );
}

/** The title to show in `locale`: its own when seen in it, else the one that was seen. */
export function titleOf(entry: ViewedProduct, locale: Locale): string {
  return entry.titles[locale] ?? Object.values(entry.titles)[0] ?? '';
}

/** What was stored, kept only where it has the shape of an entry (storage is the browser's, anything can be there). */
export function parseViewed(stored: unknown): ViewedProduct[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (entry): entry is ViewedProduct =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.productId === 'string' &&
        typeof entry.url === 'string' &&
        typeof entry.image === 'string' &&
        typeof entry.price === 'string' &&
        (entry.compareAtPrice === null || typeof entry.compareAtPrice === 'string') &&
        typeof entry.titles === 'object' &&
        entry.titles !== null,
    )
    .slice(0, shopperLists.recentlyViewedMax);
}
