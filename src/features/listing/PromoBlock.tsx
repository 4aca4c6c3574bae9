/** The promotional block in the listing grid: the size guide, and free shipping from the config. */
import { shipping } from '#src/config/shop.ts';
import Picture from '#src/components/images/Picture.tsx';
import { formatAedShort } from '#src/i18n/format.ts';
import { listingMessages } from '#src/i18n/messages.en.ts';
import styles from './PromoBlock.module.css';

export function PromoBlock() {
  return (
    <aside className={styles.promo} aria-label={listingMessages.promo.title}>
      <p className={styles.ribbon}>{listingMessages.promo.shipping(formatAedShort(shipping.freeFromFils))}</p>
      <Picture
        image="art/size-guide"
        alt=""
        sizes="(min-width: 960px) 260px, (min-width: 480px) 30vw, 45vw"
        className={styles.art}
      />
      <p className={styles.title}>{listingMessages.promo.title}</p>
      <p className={styles.text}>{listingMessages.promo.text}</p>
      <a className={`button button--dark ${styles.action}`} href="/size">
        {listingMessages.promo.action}
      </a>
    </aside>
  );
}
