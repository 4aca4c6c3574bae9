/**
 * Mobile only: 'You have added 1 item!' with 'View Cart' and a close icon (docs/product.md §2 "Product detail").
 * onHold(true) while focus is inside it, so its timer waits for a keyboard shopper.
 */
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { PurchaseMessages } from './messages.ts';
import { CloseButton } from '#src/components/dialog/CloseButton.tsx';
import styles from './AddedBanner.module.css';

export default function AddedBanner({
  count,
  onClose,
  onHold,
  locale,
  t,
}: {
  count: number;
  onClose(): void;
  onHold(held: boolean): void;
  locale: Locale;
  t: Pick<PurchaseMessages, 'added' | 'viewCart' | 'close'>;
}) {
  return (
    <div
      className={styles.banner}
      role="status"
      data-testid="added-banner"
      onFocus={() => onHold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onHold(false);
      }}
    >
      <svg className={styles.tick} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        <path
          className={styles.tickMark}
          d="M5.5 10.5l3 3 6-7"
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>{plural(locale, t.added, count)}</span>
      <a className={styles.view} href={localizedPath(locale, '/cart')}>
        {t.viewCart}
      </a>
      <CloseButton className={styles.close} onClick={onClose} label={t.close} />
    </div>
  );
}
