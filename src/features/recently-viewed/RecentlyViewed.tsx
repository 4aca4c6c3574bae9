/**
 * The recently viewed strip (issue 17): the products this browser viewed last, newest first, without the
 * one on screen, with a button that clears them. Nothing of it is in the pre-rendered page: it renders
 * once the island has read the browser's list, at the foot of the page, below what the shopper sees
 * first, so nothing on screen moves.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import Picture from '#src/components/images/Picture.tsx';
import { Price } from '#src/components/product/Price.tsx';
import type { PriceText } from '#src/components/product/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { RecentlyViewedMessages } from './messages.ts';
import { titleOf, type ViewedProduct } from './recently-viewed.ts';
import { $recentlyViewed, clearRecentlyViewed, loadRecentlyViewed } from './recently-viewed.store.ts';
import shapes from '#src/styles/shapes.module.css';
import styles from './RecentlyViewed.module.css';

interface Props {
  locale: Locale;
  t: RecentlyViewedMessages;
  priceT: PriceText;
  /** The product page's own product, recorded as viewed and left out of the strip. */
  viewing?: ViewedProduct;
}

export default function RecentlyViewed({ locale, t, priceT, viewing }: Props) {
  const list = useStore($recentlyViewed, { ssr: 'initial' });
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    loadRecentlyViewed(viewing);
  }, [viewing]);

  // Before the browser's list is read: an empty slot, the child a client:visible island watches come into view.
  if (!list) return <div data-recently-viewed-slot />;
  const shown = list.filter((entry) => entry.productId !== viewing?.productId);
  if (shown.length === 0)
    return cleared ? (
      <p className="visually-hidden" role="status">
        {t.cleared}
      </p>
    ) : null;

  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <div className={styles.head}>
        <h2 id="recently-viewed-title" className={`section-title ${styles.heading}`}>
          {t.heading}
        </h2>
        <button
          type="button"
          className="word-button"
          aria-label={t.clearLabel}
          onClick={() => {
            clearRecentlyViewed();
            setCleared(true);
          }}
        >
          {t.clear}
        </button>
      </div>
      <ul className={styles.list}>
        {shown.map((entry) => {
          const title = titleOf(entry, locale);
          return (
            <li key={entry.productId} className={styles.item}>
              <a className={styles.link} href={localizedPath(locale, entry.url)}>
                <span className={shapes.thumb}>
                  <Picture image={entry.image} alt="" sizes="160px" widths={[320]} />
                </span>
                <span className={styles.title}>{title}</span>
              </a>
              <Price price={entry.price} compareAtPrice={entry.compareAtPrice} locale={locale} t={priceT} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
