/** The cart's last word on a change: a refusal, or a quantity capped to the stock, in the page's language. */
import { useStore } from '@nanostores/react';
import { fill } from '#src/i18n/messages.ts';
import type { CartNoticeMessages } from './messages.ts';
import { $cartMessage, clearCartMessage, type CartNotice } from './cart-state.store.ts';
import { CloseButton } from '#src/components/dialog/CloseButton.tsx';
import styles from './CartMessage.module.css';

export function noticeText(notice: CartNotice, t: CartNoticeMessages): string {
  switch (notice.code) {
    case 'quantity_capped':
      return fill(t.quantityCapped, { title: notice.title, size: notice.size, available: notice.available });
    case 'code_not_applicable':
      return fill(t.codeNotApplicable, { code: notice.discountCode });
    case 'change_failed':
      return t.changeFailed;
    case 'checkout_no_url':
      return t.checkoutNoUrl;
    case 'refused':
      return notice.text;
  }
}

export default function CartMessage({ t }: { t: CartNoticeMessages }) {
  const notices = useStore($cartMessage, { ssr: 'initial' });
  if (notices.length === 0) return null;
  return (
    <div className={styles.message} role="alert" data-testid="cart-message">
      <span>{notices.map((notice) => noticeText(notice, t)).join(' ')}</span>
      <CloseButton className={styles.close} onClick={clearCartMessage} label={t.close} />
    </div>
  );
}
