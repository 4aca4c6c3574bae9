/** The promotional block in the listing grid: the size guide, and free shipping from the config. */
import { shipping } from '#src/config/money.ts';
import Picture from '#src/components/images/Picture.tsx';
import { formatAedShort } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { BrowseText } from './messages.ts';
import styles from './PromoBlock.module.css';

export function PromoBlock({ locale, t }: { locale: Locale; t: BrowseText['promo'] }) {
  return (
    <aside className={styles.promo} aria-label={t.title}>
      <p className={styles.ribbon}>{fill(t.shipping, { amount: formatAedShort(shipping.freeFromFils, locale) })}</p>
      <Picture
        image="art/size-guide"
        alt=""
        sizes="(min-width: 960px) 260px, (min-width: 480px) 30vw, 45vw"
        className={styles.art}
      />
      <p className={styles.title}>{t.title}</p>
      <p className={styles.text}>{t.text}</p>
      <a className={`button button--dark ${styles.action}`} href={localizedPath(locale, '/size')}>
        {t.action}
      </a>
    </aside>
  );
}
