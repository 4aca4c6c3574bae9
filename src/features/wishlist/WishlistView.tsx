/**
 * The /wishlist island: the saved products with their live price and stock, from the account when signed
 * in, from this browser otherwise (then with a note that signing in keeps them everywhere).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PriceText } from '#src/components/product/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import CartMessage from '../cart/CartMessage.tsx';
import type { CartMessages } from '../cart/messages.ts';
import type { WishlistMessages } from './messages.ts';
import WishlistItem from './WishlistItem.tsx';
import { $wishlist, $wishlistItems, $wishlistNotice, loadWishlistItems } from './wishlist.store.ts';
import { $user } from '../account/user.store.ts';
import styles from './WishlistView.module.css';

interface Props {
  locale: Locale;
  t: WishlistMessages;
  priceT: PriceText;
  cartNotices: CartMessages['notices'];
}

export default function WishlistView({ locale, t, priceT, cartNotices }: Props) {
  const ids = useStore($wishlist, { ssr: 'initial' });
  const items = useStore($wishlistItems, { ssr: 'initial' });
  const notice = useStore($wishlistNotice, { ssr: 'initial' });
  const user = useStore($user, { ssr: 'initial' });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadWishlistItems()
      .then((loaded) => setFailed(!loaded))
      .catch(() => setFailed(true));
  }, []);

  if (failed) return <p role="alert">{t.loadFailed}</p>;
  if (!items) return <p className={styles.loading}>{t.loading}</p>;
  const shown = items.filter((item) => ids.includes(item.productId));

  return (
    <div data-testid="wishlist">
      {user === null && (
        <p className={styles.note}>
          {t.guestNote} <a href={localizedPath(locale, '/login')}>{t.signIn}</a>
        </p>
      )}
      {notice && (
        <p className={styles.notice} role="alert">
          {notice === 'full' ? t.full : t.changeFailed}
        </p>
      )}
      <CartMessage t={cartNotices} />
      {shown.length === 0 ? (
        <p className={styles.empty}>
          {t.empty} <a href={localizedPath(locale, '/products')}>{t.startShopping}</a>
        </p>
      ) : (
        <>
          <p className={styles.count}>{plural(locale, t.count, shown.length)}</p>
          <ul className={styles.list}>
            {shown.map((item) => (
              <WishlistItem key={item.productId} item={item} locale={locale} t={t} priceT={priceT} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
