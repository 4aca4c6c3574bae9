/**
 * One saved product on /wishlist: picture, title, live price, each size with its stock (sold-out ones
 * disabled), add to cart in the chosen size, and remove. A product no longer sold says so.
 */
import { useState } from 'react';
import type { WishlistItemPayload } from '#src/http/wishlist.ts';
import Picture from '#src/components/images/Picture.tsx';
import { Price } from '#src/components/product/Price.tsx';
import SizeChoice from '#src/components/product/SizeChoice.tsx';
import type { PriceText } from '#src/components/product/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { addToCart, toggleCart } from '../cart/cart.store.ts';
import { currentView } from '#src/styles/viewport.client.ts';
import type { WishlistMessages } from './messages.ts';
import { toggleWishlist } from './wishlist.store.ts';
import shapes from '#src/styles/shapes.module.css';
import styles from './WishlistView.module.css';

interface Props {
  item: WishlistItemPayload;
  locale: Locale;
  t: WishlistMessages;
  priceT: PriceText;
}

export default function WishlistItem({ item, locale, t, priceT }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [status, setStatus] = useState<'added' | 'chooseSize' | null>(null);
  const remove = (label: string) => (
    <button
      type="button"
      className={`word-button ${styles.remove}`}
      onClick={() => void toggleWishlist(item.productId)}
      aria-label={label}
    >
      {t.remove}
    </button>
  );

  if (!item.inCatalogue)
    return (
      <li className={`${styles.item} ${styles.gone}`} data-testid="wishlist-item">
        <p className={styles.removed}>{t.removed}</p>
        {remove(t.remove)}
      </li>
    );

  const url = localizedPath(locale, item.url);
  const inStock = item.sizes.some((size) => size.quantityAvailable > 0);
  const add = async () => {
    const size = item.sizes.find((s) => s.merchandiseId === chosen);
    if (!size) return setStatus('chooseSize');
    setStatus(null);
    const done = await addToCart({
      variantId: size.merchandiseId,
      quantity: 1,
      title: item.title,
      price: item.price,
    });
    if (!done) return;
    setStatus('added');
    if (currentView() !== 'mobile') toggleCart(true);
  };

  return (
    <li className={styles.item} data-testid="wishlist-item">
      <a className={shapes.thumb} href={url} tabIndex={-1} aria-hidden="true">
        <Picture image={item.image} alt="" sizes="(min-width: 768px) 160px, 96px" widths={[320]} />
      </a>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <a href={url}>{item.title}</a>
        </h2>
        <p className={styles.price}>
          <Price price={item.price} compareAtPrice={item.compareAtPrice} locale={locale} t={priceT} />
        </p>
        <fieldset className={styles.sizes}>
          <legend className="visually-hidden">{fill(t.sizes, { title: item.title })}</legend>
          {item.sizes.map((size) => {
            const soldOut = size.quantityAvailable === 0;
            const stock = soldOut ? t.soldOut : fill(t.inStock, { count: size.quantityAvailable });
            return (
              <SizeChoice
                key={size.merchandiseId}
                name={`wishlist-size-${item.productId}`}
                value={size.merchandiseId}
                label={fill(t.sizeLabel, { size: size.size })}
                checked={chosen === size.merchandiseId}
                soldOut={soldOut}
                soldOutText={t.soldOutAfterSize}
                note={stock}
                onChoose={() => {
                  setChosen(size.merchandiseId);
                  setStatus(null);
                }}
              />
            );
          })}
        </fieldset>
        {!inStock && <p className={styles.allSoldOut}>{t.allSoldOut}</p>}
        <div className={styles.actions}>
          <button type="button" className="button" disabled={!inStock} onClick={() => void add()}>
            {t.addToCart}
          </button>
          {remove(fill(t.removeLabel, { title: item.title }))}
        </div>
        <p className={styles.status} role="status">
          {status && t[status]}
        </p>
      </div>
    </li>
  );
}
