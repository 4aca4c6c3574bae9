/**
 * The wishlist heart of a product card or page (issue 17): a toggle button named after the product, its
 * state in aria-pressed. Plain markup, on static pages and in islands alike; src/features/wishlist/
 * wishlist-button.client.ts (loaded with the header on every page) makes every heart toggle, and
 * hearts.client.ts keeps it current.
 */
import { fill } from '#src/i18n/messages.ts';
import type { CardMessages } from './messages.ts';
import styles from './WishlistHeart.module.css';

/** The heart's outline, shared with the header's wishlist link. */
export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.7 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8' +
  ' 4.8-2.8 3.4 0 5.6 3.2 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z';

interface Props {
  productId: string;
  title: string;
  t: Pick<CardMessages, 'saveToWishlist'>;
  className?: string;
}

export function WishlistHeart({ productId, title, t, className }: Props) {
  return (
    <button
      type="button"
      className={['icon-button', styles.heart, className].filter(Boolean).join(' ')}
      aria-pressed="false"
      aria-label={fill(t.saveToWishlist, { title })}
      data-wishlist-heart
      data-product-id={productId}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={HEART_PATH} />
      </svg>
    </button>
  );
}
