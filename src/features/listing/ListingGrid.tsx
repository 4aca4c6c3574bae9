/**
 * The cards of one listing view, with the promotional block in its cell, or the words for a view with none.
 * Listing pages render it at build time outside their island, so the first view's cards are plain HTML that
 * hydration never walks; the listing island renders it for a view the shopper chose, the search island for every
 * answer.
 */
import type { StyleCard } from '#src/catalogue/types.ts';
import { ProductGrid } from '#src/components/product/ProductGrid.tsx';
import type { Locale } from '#src/i18n/locales.ts';
import type { BrowseText } from './messages.ts';
import { PromoBlock } from './PromoBlock.tsx';
import styles from './ListingGrid.module.css';

export function ListingGrid({ cards, locale, t }: { cards: readonly StyleCard[]; locale: Locale; t: BrowseText }) {
  if (cards.length === 0)
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{t.noProducts}</p>
      </div>
    );
  return (
    <ProductGrid
      layout="listing"
      cards={cards}
      locale={locale}
      t={t.card}
      promo={<PromoBlock locale={locale} t={t.promo} />}
    />
  );
}
