/**
 * The listing grid: 3 columns on desktop and tablet, 2 on mobile, with the
 * promotional block in the third cell on desktop and tablet and the fourth on
 * mobile (SPEC section 9). The block is rendered at both places and CSS shows
 * the one for the width, so the grid never shifts after load.
 */
import { Fragment, type ReactNode } from 'react';
import { listing } from '#src/config/shop.ts';
import type { StyleCard } from '#src/catalogue/types.ts';
import { ProductCard } from '#src/components/product/ProductCard.tsx';
import { PromoBlock } from './PromoBlock.tsx';

interface Props {
  cards: readonly StyleCard[];
  empty: ReactNode;
}

/** Three columns beside the filter panel on desktop, three on tablets, two on phones. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 960px) 24vw, (min-width: 480px) 33vw, 50vw';
/** The first row is in the first screenful on every width: no lazy loading for it. */
const EAGER_CARDS = 3;

const PROMOS = [
  { index: listing.promoIndexDesktop, className: 'listing-grid__promo listing-grid__promo--wide' },
  { index: listing.promoIndexMobile, className: 'listing-grid__promo listing-grid__promo--narrow' },
];

export function ProductGrid({ cards, empty }: Props) {
  if (cards.length === 0) return <div className="listing-empty">{empty}</div>;
  const promosAt = (position: number) =>
    PROMOS.filter(({ index }) => index === position || (position === cards.length && index > cards.length)).map(
      ({ className }) => (
        <li key={className} className={className}>
          <PromoBlock />
        </li>
      ),
    );
  return (
    <ul className="listing-grid">
      {cards.map((card, position) => (
        <Fragment key={card.title}>
          {promosAt(position)}
          <li className="listing-grid__item">
            <ProductCard
              card={card}
              headingLevel={2}
              sizes={CARD_SIZES}
              loading={position < EAGER_CARDS ? 'eager' : 'lazy'}
            />
          </li>
        </Fragment>
      ))}
      {promosAt(cards.length)}
    </ul>
  );
}
