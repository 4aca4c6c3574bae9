/** The full-screen spinner shown while the loading flag is on. */
import { useStore } from '@nanostores/react';
import { messages } from '../../i18n/messages.en.ts';
import { $loading } from './loading.store.ts';
import styles from './LoadingOverlay.module.css';

export default function LoadingOverlay() {
  const loading = useStore($loading, { ssr: 'initial' });
  if (!loading) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{messages.cart.loading}</span>
    </div>
  );
}
