/**
 * A style's card (docs/product.md §9): picture and price of its first colour, at
 * most two badges, the colour thumbnails with '+N MORE', and a link that opens
 * the product page in a new tab. No client state: product grids render it, as
 * plain HTML on home and product pages and inside the listing island. Its wishlist heart saves the
 * first colour (the one pictured).
 */
import type { StyleCard } from '#src/catalogue/types.ts';
import Picture from '../images/Picture.tsx';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { CardText } from './messages.ts';
import { cardBadges, cardThumbnails, colourOf } from './card.ts';
import { Price } from './Price.tsx';
import { ColourSwatch } from './ColourSwatch.tsx';
import { WishlistHeart } from './WishlistHeart.tsx';
import styles from './ProductCard.module.css';

interface Props {
  card: StyleCard;
  /** The card title's heading level under the section it sits in. */
  headingLevel?: 2 | 3 | 4;
  /** How wide the card shows, for the browser to pick the picture's width. */
  sizes: string;
  /** 'eager' for cards in the first screenful. */
  loading?: 'eager' | 'lazy';
  locale: Locale;
  /** cardText(locale): the card's words in the page's language. */
  t: CardText;
}

export function ProductCard({ card, headingLevel = 3, sizes, loading = 'lazy', locale, t }: Props) {
  const Heading = `h${headingLevel}` as const;
  const tags = card.tags[0] ?? [];
  const badges = cardBadges(tags);
  const colours = card.productId.map((id, index) => {
    const colour = colourOf(card.tags[index] ?? []);
    return { id, url: localizedPath(locale, card.urls[index]!), colour, label: colour ? t.colors[colour] : card.title };
  });
  const thumbnails = colours.length > 1 ? cardThumbnails(colours) : { shown: [], more: 0 };

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Picture image={card.images[0]!} alt="" sizes={sizes} loading={loading} />
        {badges.length > 0 && (
          <ul className={styles.badges}>
            {badges.map((kind) => (
              <li key={kind} className={`${styles.badge} ${styles[kind]}`}>
                {t.badges[kind]}
              </li>
            ))}
          </ul>
        )}
        <WishlistHeart productId={card.productId[0]!} title={card.title} t={t} className={styles.heart} />
      </div>
      <Heading className={styles.title}>
        <a className={styles.link} href={localizedPath(locale, card.urls[0]!)} target="_blank" rel="noopener">
          {card.title}
          <span className="visually-hidden"> {t.opensInNewTab}</span>
        </a>
      </Heading>
      <p className={styles.price}>
        <Price price={card.prices[0]!} compareAtPrice={card.compareAtPrices[0] ?? null} locale={locale} t={t} />
      </p>
      {thumbnails.shown.length > 0 && (
        <ul className={styles.colours} aria-label={t.colours}>
          {thumbnails.shown.map((colour) => (
            <li key={colour.id}>
              <a className={styles.colour} href={colour.url} target="_blank" rel="noopener" title={colour.label}>
                <ColourSwatch colour={colour.colour} className={styles.swatch} />
                <span className="visually-hidden">
                  {fill(t.colourOf, { title: card.title, colour: colour.label })} {t.opensInNewTab}
                </span>
              </a>
            </li>
          ))}
          {thumbnails.more > 0 && (
            <li className={styles.more}>
              <span aria-hidden="true">{fill(t.moreColours, { count: thumbnails.more })}</span>
              <span className="visually-hidden">{plural(locale, t.moreColoursLabel, thumbnails.more)}</span>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
