/**
 * The grid of product cards, in one of two layouts:
 * - 'row': up to four cards, two columns on a phone, four on desktop, three on a
 *   tablet with the last card dropped so no card stands alone (docs/product.md §2 "Home",
 *   "Product detail"): the home page's sections and 'YOU MIGHT ALSO LIKE';
 * - 'listing': three columns on desktop and tablet, two on a phone, with the
 *   promotional block in the third cell on desktop and tablet and the fourth on a
 *   phone (docs/product.md §9). The block is rendered at both places and CSS shows the
 *   one for the width, so the grid never shifts after load.
 * No client state: from an Astro page it is plain HTML, and the listing island reuses it.
 */
import { Fragment, type ReactNode } from 'react';
import { listing } from '#src/config/catalogue.ts';
import type { StyleCard } from '#src/catalogue/types.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { CardText } from './messages.ts';
import { ProductCard } from './ProductCard.tsx';
import layouts from '#src/styles/layout.module.css';
import styles from './ProductGrid.module.css';

type Props = { cards: readonly StyleCard[]; locale: Locale; t: CardText } & (
  { layout: 'row' } | { layout: 'listing'; promo: ReactNode }
);

interface LayoutSettings {
  /** How wide a card shows at each width, for the browser to pick the picture's width. */
  sizes: string;
  /** The card titles' level: under the section's heading in a row, under the page's in a listing. */
  headingLevel: 2 | 3;
  /** Cards in the first screenful on every width: no lazy loading for them. */
  eagerCards: number;
}

const LAYOUTS: Record<Props['layout'], LayoutSettings> = {
  row: { sizes: '(min-width: 960px) 25vw, (min-width: 480px) 33vw, 50vw', headingLevel: 3, eagerCards: 0 },
  // Beside the filter panel on desktop.
  listing: {
    sizes: '(min-width: 1280px) 300px, (min-width: 960px) 24vw, (min-width: 480px) 33vw, 50vw',
    headingLevel: 2,
    eagerCards: 3,
  },
};

const PROMO_CELLS = [
  { key: 'wide', index: listing.promoIndexDesktop, className: styles.promoWide },
  { key: 'narrow', index: listing.promoIndexMobile, className: styles.promoNarrow },
];

export function ProductGrid(props: Props) {
  const { cards, layout, locale, t } = props;
  const { sizes, headingLevel, eagerCards } = LAYOUTS[layout];
  /** The promotional cells that go before the card at `position` (or at the end, for a short listing). */
  const promosAt = (position: number) =>
    props.layout === 'listing'
      ? PROMO_CELLS.filter(
          ({ index }) => index === position || (position === cards.length && index > cards.length),
        ).map(({ key, className }) => (
          <li key={key} className={className}>
            {props.promo}
          </li>
        ))
      : null;
  return (
    <ul className={`${layouts.gridList} ${styles.grid} ${styles[layout]}`}>
      {cards.map((card, position) => (
        <Fragment key={card.title}>
          {promosAt(position)}
          <li>
            <ProductCard
              card={card}
              headingLevel={headingLevel}
              sizes={sizes}
              loading={position < eagerCards ? 'eager' : 'lazy'}
              locale={locale}
              t={t}
            />
          </li>
        </Fragment>
      ))}
      {promosAt(cards.length)}
    </ul>
  );
}
