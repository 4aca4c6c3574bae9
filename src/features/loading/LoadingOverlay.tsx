/** The full-screen spinner shown while the loading flag is on. */
import { useStore } from '@nanostores/react';
import { messages } from '#src/i18n/messages.en.ts';
import { $loading } from './loading.store.ts';

export default function LoadingOverlay() {
  const loading = useStore($loading, { ssr: 'initial' });
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading">
      <span className="loading-spinner" aria-hidden="true" />
      <span className="visually-hidden">{messages.cart.loading}</span>
    </div>
  );
}
