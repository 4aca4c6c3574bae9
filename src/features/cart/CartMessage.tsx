/** The cart's last word on a change: a refusal, or a quantity capped to the stock. */
import { useStore } from '@nanostores/react';
import { messages } from '#src/i18n/messages.en.ts';
import { $cartMessage } from './cart.store.ts';
import styles from './CartMessage.module.css';

export default function CartMessage() {
  const message = useStore($cartMessage, { ssr: 'initial' });
  if (!message) return null;
  return (
    <div className={styles.message} role="alert" data-testid="cart-message">
      <span>{message}</span>
      <button
        type="button"
        className={styles.close}
        onClick={() => $cartMessage.set(null)}
        aria-label={messages.cart.close}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
